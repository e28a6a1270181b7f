import { billingName } from '../../domain/billingName';
import { paymentReturnUrls } from '../../domain/bookingRoutes';
import { maskCardNumber } from '../../domain/card';
import { EARNED_BOOKING, earnedDescription, pointsEarned } from '../../domain/loyalty';
import type { Tenant } from '../../tenants/schema';
import type {
  appointments,
  bookings,
  invoices,
  loyaltyTransactions,
  organizations,
  patients,
  paymentMethods,
  payments,
  practitioners,
} from '../db/schema';
import { invoiceLines, linesTotal, REVENUE_REASON_CODE } from '../billing/invoiceLines';
import { practitionerName } from '../modules/sessions';
import { GATEWAY_MESSAGES, TEST_CARDS } from '../sandbox/decisions';
import { MINUTE_MS } from './clock';
import type { SessionRow } from './schedule';

type AppointmentRow = typeof appointments.$inferInsert;
type PatientRow = typeof patients.$inferInsert;

export interface PaidHistory {
  readonly invoices: (typeof invoices.$inferInsert)[];
  readonly bookings: (typeof bookings.$inferInsert)[];
  readonly payments: (typeof payments.$inferInsert)[];
  readonly loyalty: (typeof loyaltyTransactions.$inferInsert)[];
}

export interface PaidHistoryInput {
  readonly appointments: readonly AppointmentRow[];
  readonly patients: readonly PatientRow[];
  readonly sessions: readonly SessionRow[];
  readonly hospitals: readonly (typeof organizations.$inferInsert)[];
  readonly doctors: readonly (typeof practitioners.$inferInsert)[];
  /** Saved cards: an account with a default card paid with it (quick pay), the others on the card page. */
  readonly savedCards: readonly (typeof paymentMethods.$inferInsert)[];
  readonly tenant: Tenant;
}

/** How long after booking the seeded payments went through (the patient paid at once). */
const PAID_AFTER_MS = 2 * MINUTE_MS;

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed: no ${what}`);
  return value;
}

/**
 * What every seeded paid appointment implies, written as a real payment writes it (settleBooking): the
 * standard invoice of its hospital, a paid booking, an accepted payment with the card's masked number, and
 * the loyalty points the payment earned its patient. So the demo's Paid appointments, its payment history
 * and its loyalty agree. A free appointment (total 0) cannot have been paid and gets nothing.
 */
export function planPaidHistory(input: PaidHistoryInput): PaidHistory {
  const { tenant } = input;
  const history: PaidHistory = { invoices: [], bookings: [], payments: [], loyalty: [] };
  const currency = tenant.payment.currency;
  for (const appointment of input.appointments) {
    if (appointment.paymentStatus !== 'paid') continue;
    const session = found(
      input.sessions.find((row) => row.id === appointment.sessionId),
      `session ${appointment.sessionId}`,
    );
    const hospital = found(
      input.hospitals.find((row) => row.id === session.organizationId),
      `hospital ${session.organizationId}`,
    );
    const patient = found(
      input.patients.find((row) => row.id === appointment.patientId),
      `patient ${appointment.patientId}`,
    );
    const doctor = input.doctors.find((row) => row.id === session.practitionerId);
    const items = invoiceLines(session.doctorFeeCents ?? 0, hospital.hospitalFeeCents ?? 0, 'standard');
    const totalCents = linesTotal(items);
    if (totalCents <= 0) continue;

    const bookedAt = found(appointment.createdTime, `creation time of ${appointment.id}`);
    const paidAt = new Date(bookedAt.getTime() + PAID_AFTER_MS);
    const card = input.savedCards.find((saved) => saved.accountId === patient.accountId && saved.defaultMethod);
    const gatewayType = card === undefined ? 'cardProvider' : 'cardProviderQuickPay';
    const invoiceId = `inv-${appointment.id}`;
    const bookingId = `bkg-${appointment.id}`;
    const paymentId = `pay-${appointment.id}`;
    const names = billingName({ given: patient.given, family: patient.family });

    history.invoices.push({
      id: invoiceId,
      appointmentId: appointment.id,
      organizationId: hospital.id,
      patientId: patient.id,
      schemeId: `scheme-${hospital.id}-standard`,
      variant: 'standard',
      reasonCode: REVENUE_REASON_CODE,
      items,
      totalCents,
      currency,
      createdAt: bookedAt,
    });
    history.bookings.push({
      id: bookingId,
      accountId: patient.accountId,
      invoiceId,
      appointmentId: appointment.id,
      gatewayType,
      status: 'paid',
      amountCents: totalCents,
      currency,
      ...paymentReturnUrls(session.id, appointment.id),
      transactionUuid: `seed-${appointment.id}`,
      paymentMethodId: card?.id ?? null,
      createdAt: bookedAt,
      settledAt: paidAt,
    });
    history.payments.push({
      id: paymentId,
      bookingId,
      accountId: patient.accountId,
      appointmentId: appointment.id,
      sessionId: session.id,
      organizationId: hospital.id,
      amountCents: totalCents,
      currency,
      status: 'ACCEPT',
      message: GATEWAY_MESSAGES.ACCEPT,
      transactionReference: `seed-txn-${appointment.id}`,
      transactionDate: paidAt,
      firstName: names.firstName,
      lastName: names.lastName,
      cardType: card?.cardType ?? '001',
      cardNumber: card?.cardNumber ?? maskCardNumber(TEST_CARDS.accept),
      cardExpiry: card?.cardExpiry ?? '12/30',
      gatewayType,
    });
    const points = pointsEarned(totalCents, currency);
    if (points > 0) {
      history.loyalty.push({
        id: `loy-${appointment.id}`,
        accountId: patient.accountId,
        patientId: patient.id,
        paymentId,
        reasonCode: EARNED_BOOKING,
        description: earnedDescription(doctor === undefined ? '' : practitionerName(doctor.prefix, doctor.name)),
        points,
        created: paidAt,
      });
    }
  }
  return history;
}
