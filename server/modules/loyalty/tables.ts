import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { accounts } from '../auth/tables';
import { payments } from '../payments/tables';
import { patients } from '../profiles/tables';
import { refunds } from '../refunds/tables';

/**
 * Loyalty points, one row per earning or spending (docs/decisions/0008-account.md § Loyalty). A paid booking earns once:
 * payment_id is unique, so a replayed gateway result never earns twice.
 */
export const loyaltyTransactions = pgTable(
  'loyalty_transactions',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    paymentId: text('payment_id')
      .unique()
      .references(() => payments.id),
    /** The refund that took back a payment's points; unique, so they are taken back once. */
    refundId: text('refund_id')
      .unique()
      .references(() => refunds.id),
    /** earned_booking, refund_taken_back, … */
    reasonCode: text('reason_code').notNull(),
    description: text('description').notNull(),
    /** Positive when earned, negative when spent. */
    points: integer('points').notNull(),
    created: at('created').notNull(),
  },
  (table) => [
    index('loyalty_transactions_patient_idx').on(table.patientId, table.created),
    index('loyalty_transactions_account_idx').on(table.accountId),
  ],
);
