import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { type RefundStatus } from '../../../domain/refund';
import { at, inList } from '../../db/columns';
import { patients } from '../profiles/tables';
import { sessions } from '../sessions/tables';

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
