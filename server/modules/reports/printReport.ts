import { eq } from 'drizzle-orm';
import { blobUrl } from '../../../domain/chatPayload';
import { displayName } from '../../../domain/patient';
import { AVAILABILITY_TEXT, reportAvailability } from '../../../domain/reportAvailability';
import { ageInYears, isCritical, rangeFor, resultFlag } from '../../../domain/referenceRange';
import type { AntibiogramEntry } from '../../../domain/labReport';
import type { Db } from '../../db/connect';
import { accounts, organizations, patients } from '../../db/schema';
import { apiError } from '../../graphql/apiError';
import { apiRefusal } from '../../graphql/apiRefusal';
import { previousResults, type PreviousResultView } from './previousResults';
import { accountsReport } from './reportAccess';
import { resultRows } from './reportResults';
import { diagnosticReportView, resultDisplay, type DiagnosticReportView } from './reportView';

/** server/schema.graphql `PrintedResult`. */
export interface PrintedResultView {
  readonly name: string;
  readonly code: string;
  readonly result: string;
  readonly unit: string | null;
  readonly critical: boolean;
  readonly flag: string | null;
  readonly low: number | null;
  readonly high: number | null;
  readonly category: string;
  readonly subTestClassification: string | null;
  readonly organism: string | null;
  readonly antibiogram: readonly AntibiogramEntry[];
  readonly status: string;
  readonly previous: readonly PreviousResultView[];
}

/** server/schema.graphql `PrintedReport`. */
export interface PrintedReportView {
  readonly report: DiagnosticReportView;
  readonly patientIdentifier: string;
  readonly nationalId: string | null;
  readonly patientName: string;
  readonly mobile: string;
  readonly gender: string;
  readonly birthDate: string;
  readonly receiptIdentifier: string | null;
  readonly invoiceIdentifier: string | null;
  readonly encounterIdentifier: string | null;
  readonly summaryStatus: string;
  readonly group: string | null;
  readonly department: string | null;
  readonly referral: string | null;
  readonly hospitalName: string;
  readonly hospitalAddress: string;
  readonly hospitalPhone: string;
  readonly headerImageUrl: string | null;
  readonly footerImageUrl: string | null;
  readonly signatureImageUrl: string | null;
  readonly specimenCollectedTime: string | null;
  readonly specimenReceivedTime: string | null;
  readonly reportedTime: string | null;
  readonly verifiedTime: string | null;
  readonly results: readonly PrintedResultView[];
}

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());
const urlOf = (blobId: string | null): string | null => (blobId === null ? null : blobUrl(blobId));

/**
 * Everything the lab PDF needs in one answer. Ownership and sensitivity first (ARO-E1040), then availability: a
 * report that is not ready is ARO-E1080 with the list's own words ('Waiting Result', 'Payment is pending'…).
 */
export async function printDiagnosticReport(
  db: Db,
  accountId: string,
  id: string,
  now: number,
): Promise<PrintedReportView> {
  const report = await accountsReport(db, accountId, id);
  const view = diagnosticReportView(report);
  const availability = reportAvailability(view, now);
  if (availability.kind !== 'ready') throw apiRefusal('ARO-E1080', AVAILABILITY_TEXT[availability.kind]);
  const [facts] = await db
    .select({ patient: patients, mobile: accounts.mobileNo, hospital: organizations })
    .from(patients)
    .innerJoin(accounts, eq(accounts.id, patients.accountId))
    .innerJoin(organizations, eq(organizations.id, report.organizationId))
    .where(eq(patients.id, report.patientId));
  if (facts === undefined) throw apiError('ARO-E1040', 'That report is not one of yours.');
  const { patient, hospital } = facts;
  const at = (report.verifiedTime ?? report.reportedTime ?? report.createdTime).getTime();
  const subject = { gender: patient.gender, ageYears: ageInYears(patient.birthDate, at) };
  const previous = await previousResults(db, report, patient, now);
  const results = (await resultRows(db, report.id)).map((result): PrintedResultView => {
    const flag = resultFlag(result.valueQuantity, result.referenceRange, subject);
    const normal = rangeFor(result.referenceRange, 'normal', subject);
    return {
      name: result.name,
      code: result.code,
      result: resultDisplay(result),
      unit: result.unit,
      critical: isCritical(flag),
      flag,
      low: normal?.low ?? null,
      high: normal?.high ?? null,
      category: result.category,
      subTestClassification: result.subTestClassification,
      organism: result.organism,
      antibiogram: result.antibiogram,
      status: result.status,
      previous: previous.get(result.code) ?? [],
    };
  });
  return {
    report: view,
    patientIdentifier: patient.id,
    // Patients carry no national id in this system yet: printed as Not Available.
    nationalId: null,
    // As the app names patients everywhere ('Mr. Kamal Silva', spec 000 §3 displayName), not 'Mr Kamal Silva'.
    patientName: displayName(patient),
    mobile: facts.mobile,
    gender: patient.gender,
    birthDate: patient.birthDate,
    receiptIdentifier: report.receiptIdentifier,
    invoiceIdentifier: report.invoiceIdentifier,
    encounterIdentifier: report.encounterIdentifier,
    summaryStatus: report.summaryStatus,
    group: report.reportGroup,
    department: report.department,
    referral: report.referral,
    hospitalName: hospital.orgName,
    hospitalAddress: hospital.address,
    hospitalPhone: hospital.phone,
    headerImageUrl: urlOf(hospital.reportHeaderBlobId),
    footerImageUrl: urlOf(hospital.reportFooterBlobId),
    signatureImageUrl: urlOf(hospital.reportSignatureBlobId),
    specimenCollectedTime: iso(report.specimenCollectedTime),
    specimenReceivedTime: iso(report.specimenReceivedTime),
    reportedTime: iso(report.reportedTime),
    verifiedTime: iso(report.verifiedTime),
    results,
  };
}
