import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, inList } from '../../db/columns';
import { accounts } from '../auth/tables';

/** A saved card: the gateway's token and a masked number; the full number and CVV are never stored. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    type: text('type').notNull(),
    status: text('status').notNull(),
    cardType: text('card_type').notNull(),
    cardNumber: text('card_number').notNull(),
    cardExpiry: text('card_expiry').notNull(),
    gatewayToken: text('gateway_token').notNull(),
    defaultMethod: boolean('default_method').notNull(),
    created: at('created').notNull(),
  },
  (table) => [
    index('payment_methods_account_idx').on(table.accountId),
    uniqueIndex('payment_methods_one_default_per_account')
      .on(table.accountId)
      .where(sql`${table.defaultMethod}`),
  ],
);

/** A card tokenisation request (Saved Payment Methods → add card): answered by the gateway exactly once. */
export const CARD_TOKENISATION_STATUSES = ['initiated', 'accepted', 'declined', 'failed'] as const;

export type CardTokenisationStatus = (typeof CARD_TOKENISATION_STATUSES)[number];

export const cardTokenisations = pgTable(
  'card_tokenisations',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    transactionUuid: text('transaction_uuid').notNull(),
    status: text('status').$type<CardTokenisationStatus>().notNull(),
    /** App paths the browser returns to; the callback adds the outcome to their query. */
    successUrl: text('success_url').notNull(),
    failureUrl: text('failure_url').notNull(),
    /** The saved card it produced (accepted only). */
    paymentMethodId: text('payment_method_id').references(() => paymentMethods.id),
    /** The gateway's message of a declined or failed tokenisation. */
    message: text('message'),
    created: at('created').notNull(),
    answered: at('answered'),
  },
  (table) => [
    index('card_tokenisations_account_idx').on(table.accountId, table.created),
    check('card_tokenisations_status', inList('status', CARD_TOKENISATION_STATUSES)),
  ],
);
