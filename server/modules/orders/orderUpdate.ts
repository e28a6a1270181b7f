import { and, eq } from 'drizzle-orm';
import type { Services } from '../../context';
import { serviceRequests } from './tables';
import { apiError } from '../../graphql/apiError';
import type { OrderRow } from './orderView';
import { publishOrderChange } from './publishOrder';

export type OrderChange = Partial<
  Omit<typeof serviceRequests.$inferInsert, 'id' | 'accountId' | 'patientId' | 'organizationId' | 'category'>
>;

/**
 * Applies a change to an order only if its status is still the one the caller read: of two staff actions (or a
 * staff move and a patient change) at once, one applies and the other is told the order moved (ARO-E1072), so
 * no decision is made on a stale status. Announces the change unless `quiet` (the heartbeat, which no screen shows).
 */
export async function updateOrderIf(
  services: Services,
  read: OrderRow,
  change: OrderChange,
  quiet = false,
): Promise<OrderRow> {
  const [row] = await services.db
    .update(serviceRequests)
    .set({ ...change, updatedTime: new Date(services.now()) })
    .where(
      and(
        eq(serviceRequests.id, read.id),
        eq(serviceRequests.orderStatus, read.orderStatus),
        eq(serviceRequests.paymentStatus, read.paymentStatus),
      ),
    )
    .returning();
  if (row === undefined) throw apiError('ARO-E1072', 'The order was changed meanwhile; reload it.');
  if (!quiet) publishOrderChange(services.pubsub, row);
  return row;
}
