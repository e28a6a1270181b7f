import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, inList } from '../../db/columns';
import { appointments } from '../appointments/tables';
import { accounts } from '../auth/tables';
import { serviceRequests } from '../orders/tables';
import { organizations } from '../organizations/tables';
import { patients } from '../profiles/tables';
import { sessions } from '../sessions/tables';

export const INVOICE_VARIANTS = ['standard', 'valuepack'] as const;

export type InvoiceVariant = (typeof INVOICE_VARIANTS)[number];

/** A payment initiation's life: initiated, then paid or failed exactly once (or expired with its hold). */
export const BOOKING_STATUSES = ['initiated', 'paid', 'failed', 'expired'] as const;

export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The gateway's decision, as payment records and history show it. */
export const GATEWAY_DECISIONS = ['ACCEPT', 'DECLINE', 'ERROR'] as const;

export type GatewayDecision = (typeof GATEWAY_DECISIONS)[number];

/** One invoice line; amounts in cents. `category` names the fee (hospital_fee, doctor_fee, scheme_discount_fee…). */
export interface InvoiceLine {
  readonly description: string;
  readonly category: string;
  readonly amountCents: number;
}

export const chargingSchemes = pgTable(
  'charging_schemes',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    variant: text('variant').$type<InvoiceVariant>().notNull(),
    status: text('status').$type<'active' | 'inactive'>().notNull(),
  },
  (table) => [
    index('charging_schemes_organization_idx').on(table.organizationId),
    check('charging_schemes_variant_check', inList('variant', INVOICE_VARIANTS)),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    /** The appointment it charges, or (exactly one of the two) the order it charges. */
    appointmentId: text('appointment_id').references(() => appointments.id),
    serviceRequestId: text('service_request_id').references(() => serviceRequests.id),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    /** HH for a homecare order (spec 001 §7 prepareInvoice); null otherwise. */
    serviceClass: text('service_class'),
    schemeId: text('scheme_id')
      .notNull()
      .references(() => chargingSchemes.id),
    variant: text('variant').$type<InvoiceVariant>().notNull(),
    /** revenue_collected for consultations (spec 000 §9), prepayment_collected for orders (spec 001 §7). */
    reasonCode: text('reason_code').notNull(),
    items: jsonb('items').$type<InvoiceLine[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('invoices_appointment_idx').on(table.appointmentId),
    index('invoices_service_request_idx').on(table.serviceRequestId),
    check('invoices_subject_check', sql`num_nonnulls(${table.appointmentId}, ${table.serviceRequestId}) = 1`),
  ],
);

/** A payment initiation (the spec's Booking): what the gateway is asked to charge, settled at most once. */
export const bookings = pgTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** The invoice's appointment or (exactly one of the two) order, copied so the one-live-booking check needs no join. */
    appointmentId: text('appointment_id').references(() => appointments.id),
    serviceRequestId: text('service_request_id').references(() => serviceRequests.id),
    gatewayType: text('gateway_type').notNull(),
    status: text('status').$type<BookingStatus>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** Same-origin paths the browser returns to. */
    successUrl: text('success_url').notNull(),
    failureUrl: text('failure_url').notNull(),
    /** The gateway's transaction id (transaction_uuid of the signed form); one per booking. */
    transactionUuid: text('transaction_uuid').notNull().unique(),
    paymentMethodId: text('payment_method_id'),
    /**
     * When quick pay claimed the booking for its card (with payment_method_id). A claim older than the lease
     * (server/modules/payments/claimLease.ts) whose charge left no trace at the gateway is released.
     */
    claimedAt: at('claimed_at'),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (table) => [
    index('bookings_account_idx').on(table.accountId, table.createdAt),
    // The recovery sweep's candidates: bookings still waiting for the gateway.
    index('bookings_initiated_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'initiated'`),
    check('bookings_status_check', inList('status', BOOKING_STATUSES)),
    check('bookings_subject_check', sql`num_nonnulls(${table.appointmentId}, ${table.serviceRequestId}) = 1`),
  ],
);

/** The gateway's answer to one booking; the unique booking id makes a replayed callback a no-op. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    /** An appointment's payment carries it and its session; an order's carries service_request_id instead. */
    appointmentId: text('appointment_id').references(() => appointments.id),
    sessionId: text('session_id').references(() => sessions.id),
    serviceRequestId: text('service_request_id').references(() => serviceRequests.id),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<GatewayDecision>().notNull(),
    message: text('message').notNull(),
    transactionReference: text('transaction_reference').notNull(),
    transactionDate: at('transaction_date').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    cardType: text('card_type'),
    /** First 6 digits then asterisks; never the full number. */
    cardNumber: text('card_number'),
    cardExpiry: text('card_expiry'),
    gatewayType: text('gateway_type').notNull(),
  },
  (table) => [
    index('payments_account_idx').on(table.accountId, table.transactionDate),
    check('payments_status_check', inList('status', GATEWAY_DECISIONS)),
    check(
      'payments_subject_check',
      sql`(${table.appointmentId} is not null and ${table.sessionId} is not null and ${table.serviceRequestId} is null) or (${table.appointmentId} is null and ${table.sessionId} is null and ${table.serviceRequestId} is not null)`,
    ),
  ],
);
