import { asc, desc, eq } from 'drizzle-orm';
import { maskCardNumber } from '../../../domain/card';
import { paymentMethods } from './tables';
import type { DbOrTx } from '../../db/dbOrTx';

export interface PaymentMethodView {
  readonly id: string;
  readonly type: string;
  readonly status: string;
  readonly cardExpiry: string;
  /** The gateway's type code ('001' Visa…), as the gateway's result carries it. */
  readonly cardType: string;
  readonly cardNumber: string;
  readonly defaultMethod: boolean;
}

/** The account's saved cards, the default first, then oldest first: masked numbers only, never the gateway's token. */
export async function savedCards(db: DbOrTx, accountId: string): Promise<PaymentMethodView[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.accountId, accountId))
    .orderBy(desc(paymentMethods.defaultMethod), asc(paymentMethods.created), asc(paymentMethods.id));
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    status: row.status,
    cardExpiry: row.cardExpiry,
    cardType: row.cardType,
    // Stored masked already; masked again so no path can ever hand out more.
    cardNumber: maskCardNumber(row.cardNumber),
    defaultMethod: row.defaultMethod,
  }));
}
