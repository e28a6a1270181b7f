import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/dbOrTx';
import { organizations } from '../../db/schema';

/**
 * The hospital's delivery charge for a homecare order (delivery, home collection or visit), in cents; 0 when it
 * charges none or is unknown. orderCharges.ts adds it as a line of a homecare order's charges.
 */
export async function orderDeliveryChargeCents(db: DbOrTx, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ cents: organizations.homecareDeliveryChargeCents })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.cents ?? 0;
}
