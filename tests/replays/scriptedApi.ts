import { formatError } from '../../domain/errors';
import { understand } from '../../domain/intent';
import type { Completion } from '../../machines/auth.machine';
import type {
  AppointmentCardData,
  AppointmentSummary,
  InvoiceSummary,
  Patient,
  PractitionerSummary,
  Profile,
  QuickPayResult,
  SavedCard,
  SearchCatalogue,
  SessionCardData,
  SessionSearch,
} from '../../machines/types';
import { actorsOf } from '../../flows/actorsOf';
import { API_GROUPS, type Api, type LeafActors } from '../../flows/api';
import type { OrderCatalogueItem } from '../../flows/orders/orderDraft';
import type { ChatLabReport } from '../../flows/reports/labReport';
import type { ScriptClock } from './scriptClock';

/**
 * The API as the server behaves (server/schema.graphql), answering after a network delay on the
 * script's clock: a code per send (only the latest verifies), accounts with their patients,
 * createPatient adding one. Patient data here is made up for the scripts and masked when saved.
 */

export interface ScriptedApi {
  /** The scripted server's answers, as the app's Api. */
  readonly api: Api;
  readonly actors: LeafActors;
  /** The code of the latest SMS, as the patient reads it. */
  latestCode(): string;
}

const LATENCY_MS = {
  initiate: 420,
  complete: 260,
  profile: 180,
  create: 350,
  catalogue: 240,
  recent: 150,
  cards: 130,
  search: 380,
  appointment: 310,
  invoice: 270,
  confirm: 220,
  booking: 290,
  quickPay: 640,
  gateway: 200,
  upcoming: 160,
  labReports: 210,
  understand: 20,
} as const;

/** The hospital's tests and procedures (spec 001 §3 code lists, 8-digit codes). */
const LAB_TESTS: readonly OrderCatalogueItem[] = [
  { code: '10000001', name: 'FBC', priceCents: 120000 },
  { code: '10000002', name: 'UFR', priceCents: 80000 },
  { code: '10000005', name: 'Gamma GT', priceCents: 110000 },
];
const PROCEDURES: readonly OrderCatalogueItem[] = [
  { code: '20000001', name: 'X Ray General', priceCents: 300000 },
  { code: '20000002', name: 'ECG', priceCents: 250000 },
];

/** A booked appointment as the upcoming answer's card shows it. */
function cardOf(appointment: AppointmentSummary, session: SessionCardData): AppointmentCardData {
  return {
    id: appointment.id,
    sessionId: session.id,
    patientId: appointment.patientId,
    status: appointment.status,
    paymentStatus: appointment.paymentStatus,
    tokenNo: appointment.tokenNo,
    start: session.startTime,
    relationship: 'Me',
    session,
    practitionerPaymentStatus: null,
    refundStatus: null,
    rescheduledBy: null,
    cancelReason: null,
    feedbackRating: null,
  };
}

/** The public search data and the sessions the scripted server has (made-up doctors, never patients). */
export interface ScriptedClinic {
  readonly catalogue: SearchCatalogue;
  readonly sessions: readonly SessionCardData[];
  /** Recently booked doctors, per account mobile. */
  readonly recentDoctors?: Readonly<Record<string, readonly PractitionerSummary[]>>;
  /** Saved cards, per account mobile; a card id with 'decline' is declined. */
  readonly savedCards?: Readonly<Record<string, readonly SavedCard[]>>;
  /** The hospital fee every invoice adds (0 with a doctor fee of 0 gives a zero total). */
  readonly hospitalFee: number;
  /** The signed-in account's lab reports, and the epoch ms the script's clock starts at (the answer's loadedAt counts from it). */
  readonly labReports?: { readonly startsAt: number; readonly reports: readonly ChatLabReport[] };
}

const EMPTY_CLINIC: ScriptedClinic = {
  catalogue: { practitioners: [], specialties: [], organizations: [] },
  sessions: [],
  hospitalFee: 0,
};

function matchesSearch(
  session: SessionCardData,
  search: SessionSearch,
  specialtyOf: (code: string) => string | undefined,
): boolean {
  if (search.practitionerId !== undefined && session.practitionerId !== search.practitionerId) return false;
  if (search.organizationId !== undefined && session.organizationId !== search.organizationId) return false;
  if (search.specialtyCode !== undefined && session.specialty !== specialtyOf(search.specialtyCode)) return false;
  if (search.video !== undefined && session.video !== search.video) return false;
  return session.startTime >= search.startTimeFrom;
}

function codeOf(send: number): string {
  return String(1000 + ((send * 3571 + 4821) % 9000));
}

export function scriptedApi(
  clock: Pick<ScriptClock, 'setTimeout'> & Partial<Pick<ScriptClock, 'now'>>,
  accounts: Record<string, Patient[]>,
  clinic: ScriptedClinic = EMPTY_CLINIC,
): ScriptedApi {
  let sends = 0;
  /** The signed-in account: the booking calls carry the stored login. */
  let signedIn = '';
  const appointments = new Map<string, AppointmentSummary>();
  const invoices = new Map<string, { invoice: InvoiceSummary; appointmentId: string }>();
  const bookings = new Map<string, { invoiceId: string }>();
  /** The number the latest code went to: its account is the one signed in. */
  let lastMobile = '';
  const tokens = new Map<string, string>();
  const later = <T>(ms: number, answer: () => T): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      clock.setTimeout(() => {
        try {
          resolve(answer());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }, ms);
    });
  const profileOf = (accessToken: string): Profile => {
    const mobileNo = tokens.get(accessToken);
    if (mobileNo === undefined) throw new Error(formatError('ARO-E1023'));
    return { id: `profile-${mobileNo}`, mobileNo, patients: [...(accounts[mobileNo] ?? [])] };
  };

  const authCalls: Pick<Api, 'initiateAuthentication' | 'completeAuthentication' | 'loadProfile' | 'createPatient'> = {
    initiateAuthentication: (input) =>
      later(LATENCY_MS.initiate, () => {
        sends += 1;
        lastMobile = input.mobile;
        return { id: `initiation-${sends}`, mobileNo: input.mobile, resendAfterSeconds: 60 };
      }),
    completeAuthentication: (input) =>
      later(LATENCY_MS.complete, (): Completion => {
        if (input.id !== `initiation-${sends}` || String(input.code) !== codeOf(sends))
          return { outcome: 'failed', accessToken: null, triesLeft: 4 };
        const accessToken = `token-${sends}-${input.id}`;
        tokens.set(accessToken, lastMobile);
        return { outcome: 'succeeded', accessToken, triesLeft: 5 };
      }),
    loadProfile: (input) =>
      later(LATENCY_MS.profile, () => {
        const profile = profileOf(input.accessToken);
        signedIn = profile.mobileNo;
        return profile;
      }),
    createPatient: (input) =>
      later(LATENCY_MS.create, () => {
        const { mobileNo, patients } = profileOf(input.accessToken);
        const patient: Patient = {
          id: `patient-${patients.length + 1}`,
          prefix: input.input.prefix,
          given: input.input.given,
          family: input.input.family,
          gender: input.input.gender,
          birthDate: input.input.birthDate,
          relationship: input.input.relationship ?? null,
          hospitalId: input.hospitalId,
          mobileNo,
        };
        accounts[mobileNo] = [...patients, patient];
        return patient;
      }),
  };
  const bookingCalls: Partial<Api> = {
    loadSearchCatalogue: () => later(LATENCY_MS.catalogue, () => structuredClone(clinic.catalogue)),
    // No call: the rules' chunk, loaded once.
    understandText: (input) => later(LATENCY_MS.understand, () => understand(input.text, input.now)),
    loadRecentDoctors: () => later(LATENCY_MS.recent, () => [...(clinic.recentDoctors?.[signedIn] ?? [])]),
    loadSavedCards: () => later(LATENCY_MS.cards, () => [...(clinic.savedCards?.[signedIn] ?? [])]),
    // What the script booked so far (nothing before it books), as cards.
    loadUpcomingAppointments: () =>
      later(LATENCY_MS.upcoming, () =>
        [...appointments.values()].flatMap((appointment) => {
          const session = clinic.sessions.find((candidate) => candidate.id === appointment.sessionId);
          return session === undefined || appointment.bookingType === 'temporary' ? [] : [cardOf(appointment, session)];
        }),
      ),
    loadAppointmentSummary: (input) =>
      later(LATENCY_MS.appointment, () => {
        const appointment = appointments.get(input.appointmentId);
        if (appointment === undefined) throw new Error(formatError('ARO-E1040'));
        return appointment;
      }),
    searchSessions: (input) =>
      later(LATENCY_MS.search, () => {
        const specialtyOf = (code: string): string | undefined =>
          clinic.catalogue.specialties.find((specialty) => specialty.code === code)?.display;
        return clinic.sessions.filter((session) => matchesSearch(session, input, specialtyOf));
      }),
    createAppointment: (input) =>
      later(LATENCY_MS.appointment, () => {
        const session = clinic.sessions.find((candidate) => candidate.id === input.sessionId);
        if (session === undefined) throw new Error(formatError('ARO-E1041'));
        const appointment: AppointmentSummary = {
          id: `appointment-${appointments.size + 1}`,
          sessionId: session.id,
          patientId: input.patientId,
          tokenNo: session.activeAppointments + 1,
          status: 'booked',
          paymentStatus: 'pending',
          bookingType: 'temporary',
          holdExpiresAt: session.startTime,
        };
        appointments.set(appointment.id, appointment);
        return appointment;
      }),
    prepareInvoice: (input) =>
      later(LATENCY_MS.invoice, () => {
        const appointment = appointments.get(input.appointmentId);
        const session = clinic.sessions.find((candidate) => candidate.id === appointment?.sessionId);
        if (appointment === undefined || session === undefined) throw new Error(formatError('ARO-E1042'));
        // The session's fee is the invoice's total: the clinic's hospital fee, and the doctor's the rest.
        const items = [
          { description: 'Doctor fee', amount: session.fee - clinic.hospitalFee },
          { description: 'Hospital fee', amount: clinic.hospitalFee },
        ];
        const invoice: InvoiceSummary = {
          id: `invoice-${invoices.size + 1}`,
          items,
          total: session.fee,
          currency: 'LKR',
        };
        invoices.set(invoice.id, { invoice, appointmentId: appointment.id });
        return invoice;
      }),
    confirmReservation: (input) =>
      later(LATENCY_MS.confirm, () => {
        const appointment = appointments.get(input.appointmentId);
        if (appointment === undefined) throw new Error(formatError('ARO-E1043'));
        const confirmed: AppointmentSummary = { ...appointment, bookingType: 'confirmed', holdExpiresAt: null };
        appointments.set(confirmed.id, confirmed);
        return confirmed;
      }),
    initiateBooking: (input) =>
      later(LATENCY_MS.booking, () => {
        const held = invoices.get(input.invoiceId);
        if (held === undefined) throw new Error(formatError('ARO-E1044'));
        const id = `booking-${bookings.size + 1}`;
        bookings.set(id, { invoiceId: input.invoiceId });
        const amount = held.invoice.total.toFixed(2);
        return {
          id,
          action: '/sandbox/cardProvider/pay',
          fields: { reference_number: id, amount, currency: 'LKR', signature: `signed-${id}` },
        };
      }),
    completeBooking: (input) =>
      later(LATENCY_MS.quickPay, (): QuickPayResult => {
        const booking = bookings.get(input.bookingId);
        const held = booking === undefined ? undefined : invoices.get(booking.invoiceId);
        if (held === undefined) throw new Error(formatError('ARO-E1043'));
        const paymentId = `payment-${input.bookingId}`;
        if (input.paymentMethodId.includes('decline'))
          return { status: 'failed', message: 'Card declined by the bank', paymentId };
        const appointment = appointments.get(held.appointmentId);
        if (appointment !== undefined)
          appointments.set(appointment.id, {
            ...appointment,
            paymentStatus: 'paid',
            bookingType: 'confirmed',
            holdExpiresAt: null,
          });
        return { status: 'completed', decision: 'ACCEPT', message: null, paymentId };
      }),
    authenticatePaymentGateway: (input) =>
      later(LATENCY_MS.gateway, () => ({
        redirectUrl: `/sandbox/masterCard/checkout/${input.bookingId}?sig=scripted`,
      })),
    cancelAppointment: (input) =>
      later(LATENCY_MS.appointment, () => {
        const appointment = appointments.get(input.appointmentId);
        if (appointment === undefined) throw new Error(formatError('ARO-E1040'));
        appointments.set(appointment.id, { ...appointment, status: 'cancelled' });
        return { id: appointment.id, status: 'cancelled' };
      }),
    loadInvoice: () =>
      later(LATENCY_MS.invoice, () => ({
        lines: [{ description: 'Doctor fee', category: 'doctor_fee', amountCents: 250000 }],
        currency: 'LKR',
      })),
    createRefund: () =>
      later(LATENCY_MS.booking, () => ({
        id: 'refund-1',
        status: 'requested',
        amountCents: 250000,
        currency: 'LKR',
      })),
    loadOrderCatalogue: (input) =>
      later(LATENCY_MS.catalogue, () =>
        (input.category === 'Examination' ? LAB_TESTS : PROCEDURES).map((item) => ({ ...item })),
      ),
    createOrder: () => later(LATENCY_MS.booking, () => ({ id: 'order-1' })),
    loadLabReports: () =>
      later(LATENCY_MS.labReports, () => ({
        reports: structuredClone([...(clinic.labReports?.reports ?? [])]),
        loadedAt: (clinic.labReports?.startsAt ?? 0) + (clock.now?.() ?? 0),
      })),
  };
  const api: Api = { ...unscripted(), ...authCalls, ...bookingCalls };
  return { api, actors: actorsOf(api), latestCode: () => codeOf(sends) };
}

/**
 * Every call the script does not answer fails, naming itself: a new leaf call needs no line here until a replay
 * makes it (docs/ARCHITECTURE.md, Add a leaf call).
 */
function unscripted(): Api {
  const names = Object.values(API_GROUPS).flat();
  const fail = (name: string) => () => Promise.reject(new Error(`${name}: the replay's script has no answer for it`));
  return Object.fromEntries(names.map((name) => [name, fail(name)])) as unknown as Api;
}
