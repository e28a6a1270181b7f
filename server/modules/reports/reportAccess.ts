import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { patients } from '../../db/schema';
import { diagnosticReports } from './tables';
import { apiError } from '../../graphql/apiError';
import type { DbOrTx } from '../../db/dbOrTx';
import type { ReportRow } from './reportView';

/**
 * The reports an account may read: of its patients and never sensitive. Written into every patient query, so a
 * sensitive report cannot slip out through a forgotten filter later in code.
 */
export function patientVisible(db: DbOrTx, accountId: string): SQL {
  const own = db.select({ id: patients.id }).from(patients).where(eq(patients.accountId, accountId));
  return and(inArray(diagnosticReports.patientId, own), eq(diagnosticReports.sensitive, false)) as SQL;
}

/** One report of the account's patients; sensitive, another account's and unknown ones are the same ARO-E1040. */
export async function accountsReport(db: DbOrTx, accountId: string, id: string): Promise<ReportRow> {
  const [row] = await db
    .select()
    .from(diagnosticReports)
    .where(and(eq(diagnosticReports.id, id), patientVisible(db, accountId)));
  if (row === undefined) throw apiError('ARO-E1040', 'That report is not one of yours.');
  return row;
}
