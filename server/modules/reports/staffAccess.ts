import { apiError } from '../../graphql/apiError';
import type { DbOrTx } from '../../db/dbOrTx';
import { hospitalsOrder, type OrderRow } from '../orders';
import type { StaffCaller } from '../staff';

/** An examination order of the staff member's hospital; anything else is ARO-E1014, as staffOrder answers. */
export async function hospitalsExamination(
  db: DbOrTx,
  staff: StaffCaller,
  serviceRequestId: string,
): Promise<OrderRow> {
  const order = await hospitalsOrder(db, staff, serviceRequestId);
  if (order.category !== 'Examination') throw apiError('ARO-E1014');
  return order;
}
