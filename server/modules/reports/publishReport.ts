import type { PubSub } from '../../pubsub';

/**
 * Announces a report change to its account's lists. A sensitive report is never announced: the patient's screens
 * must not learn it exists (the subscription also skips any that became sensitive after the publish).
 */
export function publishReportChange(
  pubsub: PubSub,
  accountId: string,
  report: { readonly id: string; readonly sensitive: boolean },
): void {
  if (report.sensitive) return;
  pubsub.publish('diagnosticReportsChanged', accountId, { diagnosticReportId: report.id });
}
