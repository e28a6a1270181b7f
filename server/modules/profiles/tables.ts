import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { accounts } from '../auth/tables';
import { organizations } from '../organizations/tables';

/** At most one patient of an account is the holder (relationship Me); the database settles races. */
export const ONE_ME_PER_ACCOUNT = 'patients_one_me_per_account';

export const patients = pgTable(
  'patients',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    prefix: text('prefix').notNull(),
    given: text('given').array().notNull(),
    family: text('family').notNull(),
    gender: text('gender').$type<'female' | 'male' | 'other'>().notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    /** Null: unclassified (the relationship modal asks later). */
    relationship: text('relationship'),
    hospitalId: text('hospital_id')
      .notNull()
      .references(() => organizations.id),
    /** Other patients of the same account this one is related to. */
    links: text('links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Home address (patchPatient /address): up to three lines and a city; no lines and no city means none. */
    addressLines: text('address_lines')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    addressCity: text('address_city'),
    created: at('created').notNull(),
  },
  (table) => [
    index('patients_account_idx').on(table.accountId, table.created),
    uniqueIndex(ONE_ME_PER_ACCOUNT)
      .on(table.accountId)
      .where(sql`${table.relationship} = 'Me'`),
  ],
);
