import { eq } from 'drizzle-orm';
import { resultsViewable } from '../../../domain/reportAvailability';
import type { Db } from '../../db/connect';
import { diagnosticReports } from './tables';
import { apiError } from '../../graphql/apiError';
import { accountsReport } from './reportAccess';
import { diagnosticReportView, type DiagnosticReportView } from './reportView';

/** server/schema.graphql `DiagnosticReportExtensionInput`. */
export interface DiagnosticReportExtensionInput {
  readonly heartbeatLastSeen?: boolean | null;
}

/** The heartbeat after the PDF download: only on a report the patient could download (viewable now). */
export async function updateReportExtension(
  db: Db,
  accountId: string,
  id: string,
  extension: DiagnosticReportExtensionInput,
  now: number,
): Promise<DiagnosticReportView> {
  const report = await accountsReport(db, accountId, id);
  if (!resultsViewable(diagnosticReportView(report), now)) throw apiError('ARO-E1080');
  if (extension.heartbeatLastSeen !== true) return diagnosticReportView(report);
  // No updatedTime and no publish: the heartbeat is not a change any screen shows.
  const [row] = await db
    .update(diagnosticReports)
    .set({ heartbeatLastSeen: new Date(now) })
    .where(eq(diagnosticReports.id, report.id))
    .returning();
  return diagnosticReportView(row ?? report);
}
