import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { organizations } from '../../db/schema';

/**
 * The hospital's delivery charge for a homecare order (delivery, home collection or visit), in cents; 0 when it
 * charges none or is unknown. The payments module adds it as an invoice line of a homecare order.
 */
export async function orderDeliveryChargeCents(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ cents: organizations.homecareDeliveryChargeCents })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.cents ?? 0;
}
