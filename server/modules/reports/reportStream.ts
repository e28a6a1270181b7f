import type { Db } from '../../db/connect';
import type { Topics } from '../../pubsub';
import { accountsReport } from './reportAccess';
import type { ReportRow } from './reportView';

/**
 * The account's report changes as rows, skipping any the account may not read now (a report made sensitive after
 * it was announced): a sensitive report never reaches the patient's socket, not even as an error.
 */
export async function* visibleReportChanges(
  db: Db,
  accountId: string,
  changes: AsyncIterableIterator<Topics['diagnosticReportsChanged']>,
): AsyncGenerator<ReportRow> {
  try {
    for await (const change of changes) {
      const row = await accountsReport(db, accountId, change.diagnosticReportId).catch(() => null);
      if (row !== null) yield row;
    }
  } finally {
    await changes.return?.();
  }
}
