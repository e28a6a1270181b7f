import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { REFUND_STATUSES, type RefundStatus } from '../../../domain/refund';
import { at, inList } from '../../db/columns';
import { appointments } from '../appointments/tables';
import { accounts } from '../auth/tables';
import { organizations } from '../organizations/tables';
import { type InvoiceLine } from '../payments/tables';
import { patients } from '../profiles/tables';
import { staffAccounts } from '../staff/tables';

/**
 * A patient's refund request of a paid appointment (spec 000 §3 Refund request, §7 createRefund): at most one per
 * appointment (the unique index settles a double submit). items are the paid invoice's lines less `excluded`.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    status: text('status').$type<RefundStatus>().notNull(),
    /** BOOKED WRONG, DOCTOR RELATED or PATIENT REQUEST (domain/cancelRefund.ts). */
    reasonCode: text('reason_code').notNull(),
    reason: text('reason').notNull(),
    excluded: jsonb('excluded').$type<string[]>().notNull(),
    /** The patient's note; 'Request Refund' when none was written. */
    remarks: text('remarks').notNull(),
    items: jsonb('items').$type<InvoiceLine[]>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    /** The staff member who approved it or marked it refunded last. */
    actedBy: text('acted_by').references(() => staffAccounts.id),
  },
  (table) => [
    uniqueIndex('refunds_one_per_appointment').on(table.appointmentId),
    index('refunds_organization_idx').on(table.organizationId, table.createdAt),
    check('refunds_status_check', inList('status', REFUND_STATUSES)),
  ],
);
