import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { accounts } from '../auth/tables';
import { organizations } from '../organizations/tables';
import { staffAccounts } from '../staff/tables';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The blob service's files (uploaded chat images). Kept in the database rather than on disk so the
 * in-memory test database, PGlite and PostgreSQL behave alike and a blob is never orphaned from its
 * owner row. At most 1 MB each (domain/imageUpload.ts).
 */
export const blobs = pgTable(
  'blobs',
  {
    id: text('id').primaryKey(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    bytes: bytea('bytes').notNull(),
    /** Exactly one owner: the patient account or the staff member who uploaded it. */
    ownerAccountId: text('owner_account_id').references(() => accounts.id),
    ownerStaffId: text('owner_staff_id').references(() => staffAccounts.id),
    /** The hospital it was sent to (its staff may read it). */
    organizationId: text('organization_id').references(() => organizations.id),
    createdAt: at('created_at').notNull(),
  },
  (table) => [check('blobs_one_owner', sql`(${table.ownerAccountId} is null) <> (${table.ownerStaffId} is null)`)],
);
