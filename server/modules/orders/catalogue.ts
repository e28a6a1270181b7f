import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { orderCodes, type OrderCodeKind, type OrderDetailLine } from './tables';
import type { DbOrTx } from '../../db/dbOrTx';
import { amountView, type AmountView } from '../../billing/amounts';

/** server/schema.graphql `OrderCode`. */
export interface OrderCodeView {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly organizationId: string;
  readonly price: AmountView;
  readonly resultOption: string | null;
}

/** A hospital's enabled tests or procedures, by name (public: what the order screens offer). */
export async function hospitalCatalogue(
  db: Db,
  organizationId: string,
  kind: OrderCodeKind,
  currency: string,
): Promise<OrderCodeView[]> {
  const rows = await db
    .select()
    .from(orderCodes)
    .where(and(eq(orderCodes.organizationId, organizationId), eq(orderCodes.kind, kind), eq(orderCodes.enabled, true)))
    .orderBy(asc(orderCodes.name), asc(orderCodes.code));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    organizationId: row.organizationId,
    price: amountView(row.priceCents, currency),
    resultOption: row.resultOption,
  }));
}

/**
 * The order lines for the chosen codes, in the order chosen, with the hospital's price now; codes the hospital
 * does not offer (unknown or disabled) are left out, so the caller can tell an order with none known.
 */
export async function orderLines(
  db: DbOrTx,
  organizationId: string,
  kind: OrderCodeKind,
  codes: readonly string[],
): Promise<OrderDetailLine[]> {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) return [];
  const rows = await db
    .select()
    .from(orderCodes)
    .where(
      and(
        eq(orderCodes.organizationId, organizationId),
        eq(orderCodes.kind, kind),
        eq(orderCodes.enabled, true),
        inArray(orderCodes.code, wanted),
      ),
    );
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return wanted.flatMap((code) => {
    const row = byCode.get(code);
    return row === undefined ? [] : [{ code: row.code, display: row.name, priceCents: row.priceCents }];
  });
}
