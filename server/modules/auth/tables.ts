import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Language } from '../../../i18n/languages';
import { at } from '../../db/columns';

export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  mobileNo: text('mobile_no').notNull().unique(),
  status: text('status').notNull(),
  created: at('created').notNull(),
  /** What every SMS to the account is worded in (issue 32): the device's language at sign-in, or the picker's since. */
  language: text('language').$type<Language>().notNull().default('en'),
});

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: text('id').primaryKey(),
    mobileNo: text('mobile_no').notNull(),
    /** HMAC-SHA256(server secret, id + ':' + code), hex. The code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    consumedAt: at('consumed_at'),
    /**
     * The client address (clientKey) that asked for the code: the resend countdown and the per-caller send
     * limits count per number and caller, so a stranger's requests never spend the owner's (issue 28).
     * '' for codes asked for before it was kept.
     */
    requestedBy: text('requested_by').notNull().default(''),
    /** No try of this code before this time (the number's guesses are paced after a wrong try); null: now. */
    nextTryAt: at('next_try_at'),
    /** The language of the device that asked (the code's SMS was in it); saved on the account when the code is right. */
    language: text('language').$type<Language>(),
  },
  (table) => [index('otp_challenges_mobile_created_idx').on(table.mobileNo, table.createdAt)],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    /** SHA-256 of the token, hex. The token itself is only ever in the client's hands. */
    tokenHash: text('token_hash').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    scope: text('scope').$type<'patient'>().notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('access_tokens_account_idx').on(table.accountId)],
);
