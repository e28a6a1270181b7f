import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { FINAL_REPORT_STATUSES, REPORT_RESULT_DELAY_MS } from '../../../domain/labReport';
import { patientChoiceLabel, type PatientName } from '../../../domain/patient';
import { reportReadySms, type ReportOwner } from '../../../domain/reminders';
import type { Services } from '../../context';
import { translatorOf } from '../../i18n';
import { accounts, organizations, patients } from '../../db/schema';
import { diagnosticReports } from './tables';
import { onceOnly } from '../../jobs/onceOnly';
import type { PeriodicJob } from '../../periodic';
import { optedOut, tenantSends } from '../reminders';
import { publishReportChange } from './publishReport';

/** How often the notifier looks for reports that became viewable (the patient hears within this of the 15 minutes). */
const NOTIFY_INTERVAL_MS = 30_000;
/** Reports verified longer ago than this are never announced: a restored or seeded history must not send a flood of SMS. */
const NOTIFY_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Tells each patient once that a report can be opened: final, internal, not sensitive, verified 15 minutes ago and
 * not yet announced. The claim is one conditional update (viewableNotifiedTime still null), so of two servers only
 * one sends the SMS, and the claim runs in one instance at a time (the others skip with 0); a failed send is
 * logged, not retried (the app's list shows the report anyway). The tenant's report-ready switch off, or the account
 * opted out: still claimed and pushed to the app, but not texted, so opting back in never sends stale ones.
 * Returns how many.
 */
export async function notifyViewableReports(services: Services, now: number = services.now()): Promise<number> {
  // The claim runs in one instance at a time (server/jobs/onceOnly.ts); the SMS go after its commit, so a
  // claim rolled back never leaves an SMS sent, and a report claimed is never claimed again.
  const run = await onceOnly(services.db, 'reportReadyNotifier', (tx) =>
    tx
      .update(diagnosticReports)
      .set({ viewableNotifiedTime: new Date(now) })
      .where(
        and(
          inArray(diagnosticReports.status, [...FINAL_REPORT_STATUSES]),
          eq(diagnosticReports.outsourcedType, 'internal'),
          eq(diagnosticReports.sensitive, false),
          isNull(diagnosticReports.viewableNotifiedTime),
          lte(diagnosticReports.verifiedTime, new Date(now - REPORT_RESULT_DELAY_MS)),
          gt(diagnosticReports.verifiedTime, new Date(now - REPORT_RESULT_DELAY_MS - NOTIFY_WINDOW_MS)),
        ),
      )
      .returning({
        id: diagnosticReports.id,
        patientId: diagnosticReports.patientId,
        organizationId: diagnosticReports.organizationId,
        name: diagnosticReports.name,
        sensitive: diagnosticReports.sensitive,
      }),
  );
  const claimed = run.ran ? run.value : [];
  const texting = tenantSends(services.tenant, 'report_ready');
  for (const report of claimed) {
    const [to] = await services.db
      .select({
        accountId: accounts.id,
        mobile: accounts.mobileNo,
        language: accounts.language,
        hospital: organizations.orgName,
        patient: {
          prefix: patients.prefix,
          given: patients.given,
          family: patients.family,
          relationship: patients.relationship,
        },
      })
      .from(patients)
      .innerJoin(accounts, eq(accounts.id, patients.accountId))
      .innerJoin(organizations, eq(organizations.id, report.organizationId))
      .where(eq(patients.id, report.patientId));
    if (to === undefined) continue;
    if (texting && !(await optedOut(services.db, 'report_ready', [to.accountId])).has(to.accountId)) {
      try {
        const text = reportReadySms(translatorOf(to.language), report.name, to.hospital, reportOwner(to.patient));
        await services.sms.send(to.mobile, text);
      } catch (error) {
        services.logger.error({ err: error, diagnosticReportId: report.id }, 'report ready SMS failed');
      }
    }
    publishReportChange(services.pubsub, to.accountId, report);
  }
  return claimed.length;
}

/** The holder's own report, or a relative's named with the relationship ('Mrs. Kamala Jayawardena (Mother)'). */
function reportOwner(patient: PatientName & { readonly relationship: string | null }): ReportOwner {
  return patient.relationship?.trim() === 'Me'
    ? { kind: 'holder' }
    : { kind: 'relative', name: patientChoiceLabel(patient) };
}

/** Reports that became viewable are announced by SMS and pushed to the patient's lists. */
export const viewableReportsJob: PeriodicJob = {
  name: 'report ready notifier',
  intervalMs: NOTIFY_INTERVAL_MS,
  run: (services) => notifyViewableReports(services),
};
