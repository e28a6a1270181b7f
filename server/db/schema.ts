import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CHAT_STATUSES, OPEN_CHAT_STATUSES, type ChatStatus } from '../../domain/chatStatus';
import type { ChatAuthor } from '../../domain/chatMessages';
import { REFUND_STATUSES, type RefundStatus } from '../../domain/refund';
import { REMINDER_KINDS, type ReminderKind } from '../../domain/reminders';
import {
  PATIENT_CREDIT_STATUSES,
  REPORT_CATEGORIES,
  REPORT_OUTSOURCED_TYPES,
  REPORT_STATUSES,
  REPORT_SUMMARY_STATUSES,
  RESULT_OPTIONS,
  type AntibiogramEntry,
  type PatientCreditStatus,
  type ReferenceRange,
  type ReportCategory,
  type ReportOutsourcedType,
  type ReportStatus,
  type ReportSummaryStatus,
  type ResultOption,
} from '../../domain/labReport';
import {
  ORDER_CATEGORIES,
  ORDER_STATUSES,
  type OrderCategory,
  type OrderCommunicationStatus,
  type OrderInitiatedFor,
  type OrderStatus,
  type ServiceRequestStatus,
} from '../../domain/orderStatus';

// Times are written by the server from its (injectable) clock, never by database defaults,
// so tests can move time forward.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const SESSION_STATUSES = [
  'scheduled',
  'started',
  'completed',
  'practitioner_canceled',
  'provider_aborted',
] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const PARTICIPATION_MODES = ['in_person', 'remote_presence_video_call'] as const;
export type ParticipationMode = (typeof PARTICIPATION_MODES)[number];

export const APPOINTMENT_STATUSES = [
  'booked',
  'arrived',
  'cancelled',
  'fulfilled',
  'noshow',
  'entered_in_error',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A temporary booking holds its token until paid, reserved or released (docs/decisions/0015-booking-and-payment.md). */
export const BOOKING_TYPES = ['temporary', 'confirmed'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

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

/** A role of a practitioner (spec 000 §3); the 'doctor' role is left out of the role text. */
export interface PractitionerRole {
  readonly code: string;
  readonly display: string;
}

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  orgName: text('org_name').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  /** Hospital fee added to every consultation invoice, in cents of the tenant's currency. */
  hospitalFeeCents: integer('hospital_fee_cents').notNull().default(0),
  /** Added to the invoice of a homecare order (delivery, home collection or visit), in cents; 0 charges none. */
  homecareDeliveryChargeCents: integer('homecare_delivery_charge_cents').notNull().default(0),
  /** The signed images printed on every lab report (blob ids uploaded by the hospital's staff); null prints a placeholder. */
  reportHeaderBlobId: text('report_header_blob_id'),
  reportFooterBlobId: text('report_footer_blob_id'),
  reportSignatureBlobId: text('report_signature_blob_id'),
});

export const specialties = pgTable('specialties', {
  id: text('id').primaryKey(),
  code: text('code').notNull().unique(),
  display: text('display').notNull(),
});

export const practitioners = pgTable(
  'practitioners',
  {
    id: text('id').primaryKey(),
    prefix: text('prefix').notNull(),
    name: text('name').notNull(),
    gender: text('gender').$type<'female' | 'male'>().notNull(),
    active: boolean('active').notNull(),
    roles: jsonb('roles').$type<PractitionerRole[]>().notNull(),
    specialtyId: text('specialty_id')
      .notNull()
      .references(() => specialties.id),
  },
  (table) => [index('practitioners_specialty_idx').on(table.specialtyId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    status: text('status').$type<SessionStatus>().notNull(),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    startedTime: at('started_time'),
    completedTime: at('completed_time'),
    /** -1 means unlimited (spec 000 §3). */
    appointmentMaxAllowed: integer('appointment_max_allowed').notNull(),
    /** Consultation is service type code 2 (spec 000 §9). */
    serviceType: text('service_type').notNull().default('2'),
    participationMode: text('participation_mode').$type<ParticipationMode>().notNull(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    practitionerId: text('practitioner_id')
      .notNull()
      .references(() => practitioners.id),
    specialtyId: text('specialty_id')
      .notNull()
      .references(() => specialties.id),
    locationName: text('location_name').notNull(),
    locationImageUrl: text('location_image_url'),
    /** The doctor's fee for one consultation in this session, in cents (0: a free clinic). */
    doctorFeeCents: integer('doctor_fee_cents').notNull().default(0),
  },
  (table) => [
    check('sessions_status_check', inList('status', SESSION_STATUSES)),
    check('sessions_participation_mode_check', inList('participation_mode', PARTICIPATION_MODES)),
    index('sessions_start_idx').on(table.startTime),
    index('sessions_practitioner_start_idx').on(table.practitionerId, table.startTime),
    index('sessions_organization_start_idx').on(table.organizationId, table.startTime),
    // Searches by specialty (querySession specialtyCode) walk this in start order.
    index('sessions_specialty_start_idx').on(table.specialtyId, table.startTime),
  ],
);

export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  mobileNo: text('mobile_no').notNull().unique(),
  status: text('status').notNull(),
  created: at('created').notNull(),
});

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

export const appointments = pgTable(
  'appointments',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    status: text('status').$type<AppointmentStatus>().notNull(),
    /** Queue number in the session: existing appointments plus one; the unique key settles races. */
    tokenNo: integer('token_no').notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    serviceType: text('service_type').notNull().default('2'),
    originChannel: text('origin_channel').notNull().default('heartbeat'),
    createdTime: at('created_time').notNull(),
    arrivedTime: at('arrived_time'),
    bookingType: text('booking_type').$type<BookingType>().notNull().default('confirmed'),
    /** A temporary booking's hold ends here; the sweeper then cancels it (reason 'hold_expired'). */
    holdExpiresAt: at('hold_expires_at'),
    valuepack: boolean('valuepack').notNull().default(false),
    /** The cancelled appointment this one reschedules; unique, so an appointment is moved at most once. */
    rescheduledFor: text('rescheduled_for'),
    /** Issue 15 reschedule: the appointment that replaced this one, and its session (appointmentRescheduledBy/BySession). */
    rescheduledBy: text('rescheduled_by'),
    rescheduledBySession: text('rescheduled_by_session'),
    /** Why a cancelled appointment was cancelled: hold_expired, payment_declined, session_cancelled, patient. */
    cancelReason: text('cancel_reason'),
    /** practitionerPaymentStatus: 'paid' once the hospital has paid the doctor for it (no refund after that). */
    practitionerPaymentStatus: text('practitioner_payment_status'),
    /** appointmentPaymentRefundStatus: the status of its refund (table refunds), kept in the same transaction. */
    refundStatus: text('refund_status').$type<RefundStatus>(),
    heartbeatLinkSeen: boolean('heartbeat_link_seen').notNull().default(false),
    heartbeatLastSeen: at('heartbeat_last_seen'),
    /** The patient's rating 1–10 (domain/feedback.ts), set once: the conditional update settles double submits. */
    feedbackRating: integer('feedback_rating'),
    feedbackComment: text('feedback_comment'),
    feedbackTime: at('feedback_time'),
  },
  (table) => [
    check(
      'appointments_feedback_rating_check',
      sql`${table.feedbackRating} is null or ${table.feedbackRating} between 1 and 10`,
    ),
    unique('appointments_session_token_unique').on(table.sessionId, table.tokenNo),
    unique('appointments_rescheduled_for_unique').on(table.rescheduledFor),
    check('appointments_booking_type_check', inList('booking_type', BOOKING_TYPES)),
    index('appointments_hold_idx').on(table.holdExpiresAt),
    check('appointments_status_check', inList('status', APPOINTMENT_STATUSES)),
    check('appointments_payment_status_check', inList('payment_status', PAYMENT_STATUSES)),
    index('appointments_patient_idx').on(table.patientId),
  ],
);

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
  /** front_desk, or doctor: a doctor login holds the video calls of its practitioner's sessions at its hospital (issue 18). */
  role: text('role').$type<StaffRole>().notNull().default('front_desk'),
  /** The doctor a doctor login is; null for the front desk. */
  practitionerId: text('practitioner_id').references(() => practitioners.id),
});

export const STAFF_ROLES = ['front_desk', 'doctor'] as const;
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
  },
  (table) => [index('otp_challenges_mobile_created_idx').on(table.mobileNo, table.createdAt)],
);

/**
 * rate-limiter-flexible's RateLimiterDrizzle store (server/rateLimit.ts): the counts of the limits that must
 * survive a restart when there is no Redis (per client address: code requests, wrong codes, staff sign-in
 * delays). One row per limiter and key (`<limiter>:<key>`); `expire` ends the window, and expired rows are
 * swept (server/rateLimitSweep.ts). Written on real time (the library's), not the server's clock.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: at('expire'),
});

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

export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mobileNo: text('mobile_no').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('sms_outbox_created_idx').on(table.createdAt)],
);

/** An account's opt-out of one reminder kind (issue 20): a row means no SMS of that kind; none means every kind. */
export const reminderOptOuts = pgTable(
  'reminder_opt_outs',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').$type<ReminderKind>().notNull(),
    created: at('created').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.kind] }),
    check('reminder_opt_outs_kind_check', inList('kind', REMINDER_KINDS)),
  ],
);

/**
 * Every appointment reminder sent (issue 20), one row per kind and appointment: the primary key is the claim, so
 * an SMS goes once across restarts and instances (the row is written in the claiming transaction, the SMS after
 * its commit). Report-ready SMS keep their claim on diagnostic_reports.viewable_notified_time.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    kind: text('kind').$type<ReminderKind>().notNull(),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id),
    sentTime: at('sent_time').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.appointmentId] }),
    check('reminders_sent_kind_check', inList('kind', REMINDER_KINDS)),
  ],
);

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

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

/** An agent chat between one patient of an account and the staff of one hospital. */
export const chats = pgTable(
  'chats',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    status: text('status').$type<ChatStatus>().notNull(),
    /** The staff member answering it (in_progress); null while it waits in the queue. */
    assignedStaffId: text('assigned_staff_id').references(() => staffAccounts.id),
    /** 1 happy, 0 unhappy, null not rated. */
    rating: integer('rating'),
    /** The place in the hospital's queue: when it started waiting (kept when put back). */
    queuedAt: at('queued_at').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    closedAt: at('closed_at'),
    /** The seq of the newest message (messages are numbered 1, 2, 3… under this row's lock). */
    lastSeq: integer('last_seq').notNull().default(0),
    /** Up to which seq the patient's app has received the messages. */
    patientDeliveredSeq: integer('patient_delivered_seq').notNull().default(0),
    /** Up to which seq the staff console has received them (unread counts start after it). */
    staffDeliveredSeq: integer('staff_delivered_seq').notNull().default(0),
  },
  (table) => [
    check('chats_status', inList('status', CHAT_STATUSES)),
    check('chats_rating', sql`${table.rating} is null or ${table.rating} in (0, 1)`),
    // One open chat per patient and hospital: preparing again returns it.
    uniqueIndex('chats_one_open_per_patient')
      .on(table.patientId, table.organizationId)
      .where(inList('status', OPEN_CHAT_STATUSES)),
    index('chats_organization_status_idx').on(table.organizationId, table.status, table.queuedAt),
    index('chats_account_idx').on(table.accountId),
  ],
);

/** One message of a chat. The id is the sender's, so a retried send finds the stored one. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id),
    seq: integer('seq').notNull(),
    author: text('author').$type<ChatAuthor>().notNull(),
    /** 'Patient/{id}', 'Staff/{id}' or 'Organization/{id}' for system events. */
    authorRef: text('author_ref').notNull(),
    authorName: text('author_name').notNull(),
    kind: text('kind').$type<'message' | 'event' | 'image'>().notNull(),
    /** The message, the event, or the image's description. */
    text: text('text').notNull(),
    imageUrl: text('image_url'),
    /** The base64 payload re-encoded from the checked content (what queryChat hands back). */
    payload: text('payload').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    unique('chat_messages_chat_seq').on(table.chatId, table.seq),
    // The blob service's read check: which chats show an image.
    index('chat_messages_image_url_idx')
      .on(table.imageUrl)
      .where(sql`${table.imageUrl} is not null`),
    check('chat_messages_author', inList('author', ['patient', 'staff', 'system'])),
    check('chat_messages_kind', inList('kind', ['message', 'event', 'image'])),
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

/**
 * A document or image for the doctor (spec 000 §7 DocumentReference), attached to one appointment. A
 * patient's is created first with no patient (createDocumentReference), then bound to the appointment's
 * patient (patchDocumentReference); staff's are bound at once. Its blob is kept as long as it is
 * (the orphan sweeper skips blobs a document names), and one blob backs one document at most.
 */
export const documentReferences = pgTable(
  'document_references',
  {
    id: text('id').primaryKey(),
    /** Null for an order's document (a prescription uploaded before the order exists). */
    appointmentId: text('appointment_id').references(() => appointments.id),
    /** The order it belongs to, set when createServiceRequest attaches an unattached document. */
    serviceRequestId: text('service_request_id'),
    /** The uploader's account, so only they can attach an unattached document to their order. */
    accountId: text('account_id').references(() => accounts.id),
    /** Null until patchDocumentReference binds it; the patient lists only bound ones. */
    patientId: text('patient_id').references(() => patients.id),
    /** 'Patient/<patientId>' or 'User/<staffId>' (domain/documents.ts). */
    author: text('author').notNull(),
    blobId: text('blob_id')
      .notNull()
      .unique()
      .references(() => blobs.id),
    contentType: text('content_type').notNull(),
    description: text('description').notNull(),
    createdTime: at('created_time').notNull(),
  },
  (table) => [
    index('document_references_appointment_idx').on(table.appointmentId, table.createdTime),
    index('document_references_service_request_idx').on(table.serviceRequestId, table.createdTime),
  ],
);

// ——— Questionnaires and observations (issue 15) ———

/** One question of a hospital's questionnaire (spec 000 §3 Questionnaire). */
export interface QuestionnaireQuestion {
  readonly questionNumber: number;
  readonly question: string;
  readonly type: 'text' | 'checkBox';
  readonly options: readonly { readonly value: string; readonly display: string }[];
}

/** A hospital's pre-visit questionnaire: meta.display is its title. */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    display: text('display').notNull(),
    questions: jsonb('questions').$type<QuestionnaireQuestion[]>().notNull(),
  },
  (table) => [index('questionnaires_organization_idx').on(table.organizationId)],
);

/** One answer of a questionnaire response: the question's text and the answer given. */
export interface QuestionnaireAnswer {
  readonly text: string;
  readonly answer: string;
}

/** A patient's answers for one appointment: one per appointment (docs/decisions/0016-after-booking.md), the unique key settles races. */
export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    id: text('id').primaryKey(),
    questionnaireId: text('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    authorAccountId: text('author_account_id')
      .notNull()
      .references(() => accounts.id),
    items: jsonb('items').$type<QuestionnaireAnswer[]>().notNull(),
    createdTime: at('created_time').notNull(),
  },
  (table) => [unique('questionnaire_responses_appointment_unique').on(table.appointmentId)],
);

/** What the patient tells the doctor before the visit (code 3 Patient Information): presenting complaints. */
export const observations = pgTable(
  'observations',
  {
    id: text('id').primaryKey(),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    performerAccountId: text('performer_account_id')
      .notNull()
      .references(() => accounts.id),
    code: text('code').notNull(),
    value: text('value').notNull(),
    /** DocumentReference/{id} the observation was drawn from, if any. */
    derivedFrom: text('derived_from'),
    createdTime: at('created_time').notNull(),
  },
  (table) => [index('observations_appointment_idx').on(table.appointmentId)],
);

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

// ——— Orders (issue 16): service requests ———

/** One line of an order: a test (8-digit code) or procedure chosen, with the hospital's price at ordering. */
export interface OrderDetailLine {
  readonly code: string;
  readonly display: string;
  readonly priceCents: number | null;
}

/** One message of an order's thread (spec 001 §3 note): 'Patient/{id}' or 'User/{staffId}'. */
export interface OrderNote {
  readonly authorReference: string;
  readonly authorDisplay: string;
  readonly time: string;
  readonly text: string;
}

/**
 * An order (spec 001 §3 service request) of one patient at one hospital. Only the status field of its category
 * is set (domain/orderStatus.ts ORDER_STATUS_FIELD); every move is a conditional update on it, so two staff
 * actions at once apply one. The client may choose the id, so a retried create returns the stored order.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: text('id').primaryKey(),
    /** The account that asked for it (the patient's holder); ownership is checked through the patient. */
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    category: text('category').$type<OrderCategory>().notNull(),
    codeCode: text('code_code').notNull(),
    /** The number patients and staff quote (SR- and a sequence per database). */
    identifier: text('identifier').notNull().unique(),
    status: text('status').$type<ServiceRequestStatus>().notNull(),
    intent: text('intent').notNull().default('order'),
    /** The category's status (medicationOrderStatus, ...): one column, named in the API by category. */
    orderStatus: text('order_status').$type<OrderStatus>().notNull(),
    orderCanceledReason: text('order_canceled_reason'),
    orderCommunicationStatus: text('order_communication_status').$type<OrderCommunicationStatus>().notNull(),
    initiatedFor: text('initiated_for').$type<OrderInitiatedFor>().notNull(),
    /** chat, flat, nurseApp or heartbeat. */
    initiatedFrom: text('initiated_from').notNull(),
    replacedBy: text('replaced_by'),
    paymentMethod: text('payment_method'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    /** What staff priced the order at (serviceRequestChargingAmount); null until they reply with a price. */
    chargingAmountCents: integer('charging_amount_cents'),
    sampleCollectionRequestedTime: at('sample_collection_requested_time'),
    /** When staff started collecting the sample, and who (spec 001 §3 sampleCollectionTime, sampleCollectionUserName). */
    sampleCollectionTime: at('sample_collection_time'),
    sampleCollectionUserName: text('sample_collection_user_name'),
    homeVisitRequestedTime: at('home_visit_requested_time'),
    addressLineOne: text('address_line_one'),
    addressLineTwo: text('address_line_two'),
    addressLineThree: text('address_line_three'),
    addressCity: text('address_city'),
    requestedLat: doublePrecision('requested_lat'),
    requestedLng: doublePrecision('requested_lng'),
    additionalNote: text('additional_note'),
    notes: jsonb('notes').$type<OrderNote[]>().notNull(),
    orderDetail: jsonb('order_detail').$type<OrderDetailLine[]>().notNull(),
    documentReferenceIds: jsonb('document_reference_ids').$type<string[]>().notNull(),
    feedbackRating: integer('feedback_rating'),
    feedbackComment: text('feedback_comment'),
    feedbackTime: at('feedback_time'),
    heartbeatLinkSeen: boolean('heartbeat_link_seen').notNull().default(false),
    heartbeatLastSeen: at('heartbeat_last_seen'),
    /** When it was completed or canceled: the 30 days to rate it count from here. */
    closedTime: at('closed_time'),
    createdTime: at('created_time').notNull(),
    updatedTime: at('updated_time').notNull(),
  },
  (table) => [
    index('service_requests_patient_idx').on(table.patientId, table.createdTime),
    index('service_requests_organization_idx').on(table.organizationId, table.updatedTime),
    check('service_requests_category_check', inList('category', ORDER_CATEGORIES)),
    check('service_requests_order_status_check', inList('order_status', ORDER_STATUSES)),
    check('service_requests_payment_status_check', inList('payment_status', PAYMENT_STATUSES)),
    check(
      'service_requests_feedback_rating_check',
      sql`${table.feedbackRating} is null or ${table.feedbackRating} between 1 and 10`,
    ),
  ],
);

export const ORDER_CODE_KINDS = ['test', 'procedure'] as const;
export type OrderCodeKind = (typeof ORDER_CODE_KINDS)[number];

/**
 * A hospital's catalogue entry: a lab test (8-digit code, queryDiagnosticReportCode) or a procedure
 * (queryProcedureCode), with its price there. Disabled entries are kept (old orders name them) but not offered.
 */
export const orderCodes = pgTable(
  'order_codes',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    kind: text('kind').$type<OrderCodeKind>().notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Tests only: text, listSingle or listMulti. */
    resultOption: text('result_option'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [
    unique('order_codes_one_per_hospital').on(table.organizationId, table.kind, table.code),
    check('order_codes_kind_check', inList('kind', ORDER_CODE_KINDS)),
  ],
);

/** The number in an order's identifier (SR-00001): one sequence per database, so two creates never share one. */
export const serviceRequestNumbers = pgSequence('service_request_numbers', { startWith: 1 });

/**
 * A lab test's parameters (Haemoglobin, WBC... of an FBC): how staff enter each result and the ranges it is
 * judged by. Rows of the hospital's catalogue entry (order_codes, kind test).
 */
export const testParameters = pgTable(
  'test_parameters',
  {
    id: text('id').primaryKey(),
    orderCodeId: text('order_code_id')
      .notNull()
      .references(() => orderCodes.id),
    /** The same code across reports is the same result over time (compare, graph). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    resultOption: text('result_option').$type<ResultOption>().notNull(),
    /** The choices of a list parameter. */
    options: jsonb('options')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    unit: text('unit'),
    referenceRange: jsonb('reference_range')
      .$type<ReferenceRange[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    parameterOrder: integer('parameter_order').notNull(),
    subTestClassification: text('sub_test_classification'),
    /** Microbiology: the result names an organism and carries an antibiogram. */
    microbiology: boolean('microbiology').notNull().default(false),
  },
  (table) => [
    unique('test_parameters_one_per_test').on(table.orderCodeId, table.code),
    check('test_parameters_result_option_check', inList('result_option', RESULT_OPTIONS)),
  ],
);

/**
 * A lab report (spec 001 §3 Diagnostic report): one test of one patient at one hospital, usually of an
 * examination order. Patients never receive a sensitive one; the results are theirs to read only when
 * domain/reportAvailability.ts says ready.
 */
export const diagnosticReports = pgTable(
  'diagnostic_reports',
  {
    id: text('id').primaryKey(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** The examination order it reports on; null for a report of a visit to the hospital's laboratory. */
    serviceRequestId: text('service_request_id').references(() => serviceRequests.id),
    /** The test's 8-digit code and name (copied, so a renamed catalogue entry keeps old reports as printed). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    category: text('category').$type<ReportCategory>().notNull(),
    status: text('status').$type<ReportStatus>().notNull(),
    summaryStatus: text('summary_status').$type<ReportSummaryStatus>().notNull(),
    /** The test's result option (diagnosticReportCodeType). */
    codeType: text('code_type').notNull(),
    outsourcedType: text('outsourced_type').$type<ReportOutsourcedType>().notNull().default('internal'),
    sensitive: boolean('sensitive').notNull().default(false),
    patientCreditStatus: text('patient_credit_status').$type<PatientCreditStatus>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    /** The invoice's identifier; null when unpaid (the PDF is then named NOT-PAID). */
    invoiceIdentifier: text('invoice_identifier'),
    receiptIdentifier: text('receipt_identifier'),
    encounterIdentifier: text('encounter_identifier'),
    /** Printed: the laboratory group and department, and who referred the patient. */
    reportGroup: text('report_group'),
    department: text('department'),
    referral: text('referral'),
    specimenCollectedTime: at('specimen_collected_time'),
    specimenReceivedTime: at('specimen_received_time'),
    /** When results were last entered (printed as reported). */
    reportedTime: at('reported_time'),
    verifiedTime: at('verified_time'),
    /** Who verified it: 'User/{staffId}'. */
    verifiedBy: text('verified_by'),
    /** When the patient was told by SMS that it can be opened (once). */
    viewableNotifiedTime: at('viewable_notified_time'),
    heartbeatLastSeen: at('heartbeat_last_seen'),
    createdTime: at('created_time').notNull(),
    updatedTime: at('updated_time').notNull(),
  },
  (table) => [
    index('diagnostic_reports_patient_idx').on(table.patientId, table.code, table.createdTime),
    index('diagnostic_reports_order_idx').on(table.serviceRequestId),
    index('diagnostic_reports_verified_idx').on(table.verifiedTime),
    unique('diagnostic_reports_one_per_order_test').on(table.serviceRequestId, table.code),
    check('diagnostic_reports_status_check', inList('status', REPORT_STATUSES)),
    check('diagnostic_reports_summary_status_check', inList('summary_status', REPORT_SUMMARY_STATUSES)),
    check('diagnostic_reports_outsourced_type_check', inList('outsourced_type', REPORT_OUTSOURCED_TYPES)),
    check('diagnostic_reports_patient_credit_status_check', inList('patient_credit_status', PATIENT_CREDIT_STATUSES)),
    check('diagnostic_reports_payment_status_check', inList('payment_status', PAYMENT_STATUSES)),
    check('diagnostic_reports_category_check', inList('category', REPORT_CATEGORIES)),
  ],
);

/** One result of a lab report (spec 001 §3 Observation of the laboratory), for one of its test's parameters. */
export const labResults = pgTable(
  'lab_results',
  {
    id: text('id').primaryKey(),
    diagnosticReportId: text('diagnostic_report_id')
      .notNull()
      .references(() => diagnosticReports.id),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    status: text('status').$type<ReportStatus>().notNull(),
    /** The parameter's code and name (test_parameters), copied as printed. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    category: text('category').$type<ReportCategory>().notNull(),
    resultOption: text('result_option').$type<ResultOption>().notNull(),
    valueQuantity: doublePrecision('value_quantity'),
    unit: text('unit'),
    /** Text, the chosen option, or the chosen options joined by ', '. */
    valueString: text('value_string'),
    /** The ranges as they were when the result was entered. */
    referenceRange: jsonb('reference_range').$type<ReferenceRange[]>().notNull(),
    parameterOrder: integer('parameter_order').notNull(),
    subTestClassification: text('sub_test_classification'),
    organism: text('organism'),
    antibiogram: jsonb('antibiogram')
      .$type<AntibiogramEntry[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    specimen: text('specimen'),
    createdTime: at('created_time').notNull(),
  },
  (table) => [
    unique('lab_results_one_per_parameter').on(table.diagnosticReportId, table.code),
    index('lab_results_patient_code_idx').on(table.patientId, table.code),
    check('lab_results_status_check', inList('status', REPORT_STATUSES)),
    check('lab_results_result_option_check', inList('result_option', RESULT_OPTIONS)),
  ],
);

/**
 * An appointment's video call (spec 001 §3 Communication (video)): medium VIDEOCONF; the one with the highest id is
 * used. Created when the first party joins; roomId names the Twilio room or the peer-to-peer call.
 */
export const communications = pgTable(
  'communications',
  {
    /** A sequence, so "the highest id" is the newest. */
    id: serial('id').primaryKey(),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id),
    medium: text('medium').notNull(),
    roomId: text('room_id').notNull(),
    createdTime: at('created_time').notNull(),
  },
  (table) => [index('communications_appointment_idx').on(table.appointmentId, table.id)],
);

/**
 * What was said on a communication: participant status changes (kind participant, payload a base64 VideoCallEvent)
 * and device reports (kind device, a base64 VideoDeviceReport), in order (domain/videoCall.ts).
 */
export const communicationEvents = pgTable(
  'communication_events',
  {
    id: serial('id').primaryKey(),
    communicationId: integer('communication_id')
      .notNull()
      .references(() => communications.id),
    kind: text('kind').$type<'participant' | 'device'>().notNull(),
    /** 'Practitioner/{id}' or 'Patient/{id}' (decoded from the payload, for the latest-status queries). */
    participantReference: text('participant_reference').notNull(),
    /** connected or disconnected for a participant event; null for a device report. */
    participantStatus: text('participant_status').$type<'connected' | 'disconnected'>(),
    payload: text('payload').notNull(),
    time: at('time').notNull(),
  },
  (table) => [
    index('communication_events_communication_idx').on(table.communicationId, table.id),
    check('communication_events_kind_check', inList('kind', ['participant', 'device'])),
  ],
);
