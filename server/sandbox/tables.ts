import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, inList } from '../db/columns';
import { GATEWAY_DECISIONS, type GatewayDecision } from '../modules/payments/tables';

/** Whether the sandbox gateway's merchant notification of a transaction was taken (2xx) yet. */
export const GATEWAY_NOTIFICATION_STATUSES = ['pending', 'delivered'] as const;

export type GatewayNotificationStatus = (typeof GATEWAY_NOTIFICATION_STATUSES)[number];

/**
 * The sandbox gateway's own record of the money it took or refused, one transaction per merchant reference
 * (a booking id), as a real gateway keeps it: what its transaction query answers from, and its outbox of
 * merchant notifications, retried until the merchant answers 2xx (docs/PAYMENTS.md § When the browser never
 * comes back). Not the merchant's data: server/modules/payments never reads it but through the sandbox.
 */
export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    /** The gateway's transaction id (sbx-…). */
    id: text('id').primaryKey(),
    /** The merchant's reference: one transaction per reference, so a second charge of one booking is refused. */
    reference: text('reference').notNull().unique(),
    transactionUuid: text('transaction_uuid').notNull(),
    /** cardProvider, masterCard or genie: the gateway that took it (quick pay is the card provider's). */
    gateway: text('gateway').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    decision: text('decision').$type<GatewayDecision>().notNull(),
    reasonCode: text('reason_code').notNull(),
    message: text('message').notNull(),
    /** Masked (first 6 digits then asterisks), the type code and MM/YY; never the number or CVV. */
    cardNumber: text('card_number'),
    cardType: text('card_type'),
    cardExpiry: text('card_expiry'),
    forename: text('forename').notNull(),
    surname: text('surname').notNull(),
    created: at('created').notNull(),
    /** When the payer's browser was first shown the result page (which carries the result to the merchant): a second visit is told it is done. */
    resultShownAt: at('result_shown_at'),
    notification: text('notification').$type<GatewayNotificationStatus>().notNull(),
    notifyAttempts: integer('notify_attempts').notNull().default(0),
    nextNotifyAt: at('next_notify_at'),
  },
  (table) => [
    check('sandbox_transactions_decision_check', inList('decision', GATEWAY_DECISIONS)),
    check('sandbox_transactions_notification_check', inList('notification', GATEWAY_NOTIFICATION_STATUSES)),
    index('sandbox_transactions_pending_idx')
      .on(table.nextNotifyAt)
      .where(sql`${table.notification} = 'pending'`),
  ],
);
