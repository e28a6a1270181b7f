import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { organizations, practitioners } from '../organizations/tables';

/** Hospital staff (the staff console); each belongs to one hospital and sees only its sessions and chats. */
export const staffAccounts = pgTable('staff_accounts', {
  id: text('id').primaryKey(),
  username: text('username').notNull().unique(),
  displayName: text('display_name').notNull(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => organizations.id),
  /** scrypt$N$r$p$salt$hash (server/modules/staff/password.ts). */
  passwordHash: text('password_hash').notNull(),
  created: at('created').notNull(),
  /** front_desk, doctor (holds the video calls of its practitioner's sessions, issue 18), or tester (recorded runs only, issue 33). */
  role: text('role').$type<StaffRole>().notNull().default('front_desk'),
  /** The doctor a doctor login is; null for the front desk. */
  practitionerId: text('practitioner_id').references(() => practitioners.id),
});

export const STAFF_ROLES = ['front_desk', 'doctor', 'tester'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

/** Staff tokens live apart from patient tokens, so neither can ever stand for the other. */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('staff_tokens_staff_idx').on(table.staffId)],
);
