import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { patients } from '../../db/schema';
import { serviceRequests } from './tables';
import { apiError } from '../../graphql/apiError';
import type { DbOrTx } from '../../db/dbOrTx';
import type { StaffCaller } from '../staff';
import type { OrderRow } from './orderView';

/** The order when it is one of the account's; another account's and an unknown one are the same ARO-E1040. */
export async function accountsOrder(db: DbOrTx, accountId: string, id: string): Promise<OrderRow> {
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
  if (row === undefined || row.accountId !== accountId) throw apiError('ARO-E1040', 'That order is not one of yours.');
  return row;
}

/** The order when it is of the staff member's hospital; anything else is ARO-E1014. */
export async function hospitalsOrder(db: DbOrTx, staff: StaffCaller, id: string): Promise<OrderRow> {
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
  if (row === undefined || row.organizationId !== staff.organizationId) throw apiError('ARO-E1014');
  return row;
}

/** Throws ARO-E1040 unless the patient is one of the account's. */
export async function assertOwnPatient(db: Db | DbOrTx, accountId: string, patientId: string): Promise<void> {
  const [row] = await db.select({ accountId: patients.accountId }).from(patients).where(eq(patients.id, patientId));
  if (row === undefined || row.accountId !== accountId)
    throw apiError('ARO-E1040', 'That patient is not one of yours.');
}
