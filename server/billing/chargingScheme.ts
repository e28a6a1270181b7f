import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { chargingSchemes, type InvoiceVariant } from '../modules/payments/tables';
import { apiError } from '../graphql/apiError';

type SchemeRow = typeof chargingSchemes.$inferSelect;

/**
 * The scheme asked for (an active one of the hospital, of the booking's variant), or the hospital's active
 * scheme of the booking's variant. A scheme of the other variant would change the price (a valuepack
 * discount on a standard booking): ARO-E1042.
 */
export async function schemeFor(
  db: Db,
  organizationId: string,
  schemeId: string | null | undefined,
  valuepack: boolean,
): Promise<SchemeRow> {
  const variant: InvoiceVariant = valuepack ? 'valuepack' : 'standard';
  const where =
    schemeId === null || schemeId === undefined
      ? eq(chargingSchemes.variant, variant)
      : eq(chargingSchemes.id, schemeId);
  const [row] = await db
    .select()
    .from(chargingSchemes)
    .where(and(where, eq(chargingSchemes.organizationId, organizationId), eq(chargingSchemes.status, 'active')))
    .orderBy(asc(chargingSchemes.id))
    .limit(1);
  if (row === undefined) throw apiError('ARO-E1042', 'No charging scheme applies to this booking.');
  if (row.variant !== variant)
    throw apiError('ARO-E1042', `This charging scheme does not apply to a ${variant} booking.`);
  return row;
}
