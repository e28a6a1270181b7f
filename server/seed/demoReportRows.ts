import type { ReportCategory } from '../../domain/labReport';
import { REPORT_RESULT_DELAY_MS } from '../../domain/labReport';
import type { diagnosticReports, labResults } from '../db/schema';
import { HOUR_MS, MINUTE_MS } from './clock';
import { DEMO_REPORTS, LABORATORY, type Value } from './demoReports';
import { demoStaffId } from './extras';
import { DEMO_CATALOGUE } from './orderCatalogue';
import { parametersOf } from './testParameterRows';

// The demo lab reports' rows, planned from the data in demoReports.ts (kept apart: that file is data).

type ReportRow = typeof diagnosticReports.$inferInsert;
type ResultRow = typeof labResults.$inferInsert;

export interface DemoReportPlan {
  readonly reports: ReportRow[];
  readonly results: ResultRow[];
}

export interface DemoReportPlaces {
  /** The hospital of the demo orders (the linked reports must be at the order's hospital). */
  readonly hospital: string;
  /** Another hospital of the tenant for a few reports; the same one when the tenant has one hospital. */
  readonly secondHospital: string;
}

const catalogueEntry = (testCode: string): { readonly name: string; readonly resultOption: string | null } => {
  const entry = DEMO_CATALOGUE.find((candidate) => candidate.kind === 'test' && candidate.code === testCode);
  if (entry === undefined) throw new Error(`Demo report of ${testCode}, which is not in DEMO_CATALOGUE`);
  return entry;
};

/** Visit n's receipt, invoice and encounter identifiers, as the hospital system numbers them. */
const identifiers = (visit: number): { receipt: string; invoice: string; encounter: string } => {
  const number = String(24_000 + visit * 7).padStart(6, '0');
  return { receipt: `RCP-${number}`, invoice: `INV-${number}`, encounter: `ENC-${number}` };
};

function resultValue(
  value: Value | undefined,
): Pick<ResultRow, 'valueQuantity' | 'valueString' | 'organism' | 'antibiogram'> {
  if (value === undefined) return { valueQuantity: null, valueString: null, organism: null, antibiogram: [] };
  if (typeof value === 'number') return { valueQuantity: value, valueString: null, organism: null, antibiogram: [] };
  if (typeof value === 'string') return { valueQuantity: null, valueString: value, organism: null, antibiogram: [] };
  return {
    valueQuantity: null,
    valueString: value.text,
    organism: value.organism,
    antibiogram: [...(value.antibiogram ?? [])],
  };
}

/** The demo reports and their results, their times relative to the seed's `now`. */
export function planDemoReports(places: DemoReportPlaces, now: number): DemoReportPlan {
  const reports: ReportRow[] = [];
  const results: ResultRow[] = [];
  for (const demo of DEMO_REPORTS) {
    const test = catalogueEntry(demo.testCode);
    const laboratory = LABORATORY[demo.testCode];
    const organizationId = demo.secondHospital === true ? places.secondHospital : places.hospital;
    const final = demo.kind !== 'preliminary';
    const paid = demo.kind !== 'unpaid';
    const ids = identifiers(demo.visit);
    const category: ReportCategory = parametersOf(demo.testCode).some((parameter) => parameter.microbiology === true)
      ? 'MICRO'
      : 'LAB';
    // Verified at `ago`; the specimen was taken a few hours before and the results entered half an hour before.
    const verified = now - demo.ago;
    const reported = final ? verified - 30 * MINUTE_MS : verified;
    const collected = reported - 4 * HOUR_MS;
    const status = final ? 'final' : 'preliminary';
    reports.push({
      id: demo.id,
      patientId: demo.patientId,
      organizationId,
      serviceRequestId: demo.serviceRequestId ?? null,
      code: demo.testCode,
      name: test.name,
      category,
      status,
      summaryStatus: final ? 'print_ready' : 'report',
      codeType: test.resultOption ?? 'text',
      outsourcedType: demo.kind === 'external' ? 'external' : 'internal',
      sensitive: demo.kind === 'sensitive',
      patientCreditStatus: paid ? 'paid' : 'pending',
      paymentStatus: paid ? 'paid' : 'pending',
      invoiceIdentifier: paid ? ids.invoice : null,
      receiptIdentifier: paid ? ids.receipt : null,
      encounterIdentifier: ids.encounter,
      reportGroup: laboratory?.group ?? 'Laboratory',
      department: laboratory?.department ?? 'Laboratory',
      referral: demo.referral,
      specimenCollectedTime: new Date(collected),
      specimenReceivedTime: new Date(collected + 35 * MINUTE_MS),
      reportedTime: new Date(reported),
      verifiedTime: final ? new Date(verified) : null,
      verifiedBy: final ? `User/${demoStaffId(organizationId)}` : null,
      // Old reports count as told, so the notifier does not text the demo number at first start; the waiting one is not.
      viewableNotifiedTime: final && demo.kind !== 'waiting' ? new Date(verified + REPORT_RESULT_DELAY_MS) : null,
      heartbeatLastSeen: null,
      createdTime: new Date(collected),
      updatedTime: new Date(final ? verified : reported),
    });
    parametersOf(demo.testCode).forEach((parameter, index) => {
      results.push({
        id: `${demo.id}-${parameter.code}`,
        diagnosticReportId: demo.id,
        patientId: demo.patientId,
        status,
        code: parameter.code,
        name: parameter.name,
        category,
        resultOption: parameter.resultOption,
        ...resultValue(demo.values[parameter.code]),
        unit: parameter.unit ?? null,
        referenceRange: [...(parameter.referenceRange ?? [])],
        parameterOrder: index + 1,
        subTestClassification: parameter.subTestClassification ?? null,
        specimen: laboratory?.specimen ?? null,
        createdTime: new Date(reported),
      });
    });
  }
  return { reports, results };
}
