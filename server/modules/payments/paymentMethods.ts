import { asc, desc, eq } from 'drizzle-orm';
import { maskCardNumber } from '../../../domain/card';
import type { Db } from '../../db/connect';
import { paymentMethods } from '../../db/schema';

export interface PaymentMethodView {
  readonly id: string;
  readonly type: string;
  readonly status: string;
  readonly cardExpiry: string;
  readonly cardType: string;
  readonly cardNumber: string;
  readonly defaultMethod: boolean;
}

/** The account's saved cards, the default first: masked numbers only, never the gateway's token. */
export async function savedCards(db: Db, accountId: string): Promise<PaymentMethodView[]> {
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
    cardNumber: maskCardNumber(row.cardNumber),
    defaultMethod: row.defaultMethod,
  }));
}
