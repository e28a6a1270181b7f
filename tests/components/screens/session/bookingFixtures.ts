import { fromPromise } from 'xstate';
import type { AppointmentView } from '../../../../machines/appointmentView.machine';
import { HOSPITAL, SESSION, appointmentView } from '../../../machines/bookingHarness';
import type { BookingActors, SessionScreenApi, SessionView } from '../../../../src/features/booking/api/bookingActors';
import type {
  AppointmentSummary,
  InitiatedBooking,
  InvoiceSummary,
  Patient,
  Profile,
  QuickPayResult,
  SavedCard,
  SessionCardData,
} from '../../../../machines/types';

export const HOLDER: Patient = {
  id: 'patient-1',
  prefix: 'Mr',
  given: ['Nimal'],
  family: 'Perera',
  gender: 'male',
  birthDate: '1990-05-14',
  relationship: 'Me',
  hospitalId: 'org-colombo',
  mobileNo: '94771234567',
};
export const MOTHER: Patient = {
  ...HOLDER,
  id: 'patient-2',
  prefix: 'Mrs',
  given: ['Kamala'],
  gender: 'female',
  birthDate: '1960-03-02',
  relationship: 'Mother',
};

export const ACCOUNT: Profile = { id: 'profile-1', mobileNo: '94771234567', patients: [HOLDER] };

/** Tomorrow 5 pm to 7 pm, 20 tokens, 4 taken. */
export function sessionData(overrides: Partial<SessionCardData> = {}): SessionCardData {
  const start = new Date();
  start.setDate(start.getDate() + 1);
  start.setHours(17, 0, 0, 0);
  return { ...SESSION, startTime: start.getTime(), endTime: start.getTime() + 2 * 3_600_000, ...overrides };
}

export { HOSPITAL };

/** The holder's paid, booked appointment (token 5) in tomorrow's session, as /view/appointment loads it. */
export function viewedAppointment(overrides: Partial<AppointmentView> = {}): AppointmentView {
  return appointmentView({ heartbeatLinkSeen: true, session: sessionData(), ...overrides });
}

export const CARD: SavedCard = { id: 'card-1', cardNumber: '411111******', cardType: '001', defaultMethod: true };

export const APPOINTMENT: AppointmentSummary = {
  id: 'appointment-1',
  sessionId: 'session-1',
  patientId: 'patient-1',
  tokenNo: 5,
  status: 'booked',
  paymentStatus: 'pending',
  bookingType: 'temporary',
  holdExpiresAt: Date.now() + 15 * 60_000,
};

function invoiceOf(total: number): InvoiceSummary {
  return {
    id: 'invoice-1',
    items:
      total === 0
        ? []
        : [
            { description: 'Doctor fee', amount: 1500 },
            { description: 'Hospital fee', amount: total - 1500 },
          ],
    total,
    currency: 'LKR',
  };
}

export function screenApi(
  session: SessionCardData = sessionData(),
  cards: SavedCard[] = [CARD],
): SessionScreenApi & { watched: string[] } {
  const watched: string[] = [];
  const view: SessionView = { session, hospital: HOSPITAL };
  return {
    watched,
    loadSession: () => Promise.resolve(view),
    watchSession: (sessionId) => {
      watched.push(sessionId);
      return () => undefined;
    },
    loadSavedCards: () => Promise.resolve(cards),
  };
}

export interface FakeBooking {
  readonly created: { sessionId: string; patientId: string; valuepack: boolean; originChannel: string }[];
  readonly initiated: { paymentGatewayType: string; successUrl: string; failureUrl: string }[];
}

/** Booking actors answering as the server would; `initiate` decides initiateBooking. */
export function bookingActorsFake(
  options: {
    total?: number;
    invoiceFails?: boolean;
    invoice?: () => Promise<InvoiceSummary>;
    initiate?: (input: { paymentGatewayType: string }) => Promise<InitiatedBooking>;
    quickPay?: QuickPayResult;
  } = {},
): BookingActors & FakeBooking {
  const created: FakeBooking['created'] = [];
  const initiated: FakeBooking['initiated'] = [];
  return {
    created,
    initiated,
    createAppointment: fromPromise(({ input }) => {
      created.push(input);
      return Promise.resolve({ ...APPOINTMENT, patientId: input.patientId });
    }),
    prepareInvoice: fromPromise(
      () =>
        options.invoice?.() ??
        (options.invoiceFails === true
          ? Promise.reject(new Error('ARO-E1042:'))
          : Promise.resolve(invoiceOf(options.total ?? 2500))),
    ),
    confirmReservation: fromPromise<AppointmentSummary, { appointmentId: string }>(() =>
      Promise.resolve({ ...APPOINTMENT, bookingType: 'confirmed', holdExpiresAt: null }),
    ),
    initiateBooking: fromPromise(({ input }) => {
      initiated.push(input);
      return (
        options.initiate?.(input) ??
        Promise.resolve({
          id: 'booking-1',
          action: '/sandbox/cardProvider/pay',
          fields: { amount: '2500.00', signature: 'c2ln' },
        })
      );
    }),
    completeBooking: fromPromise(() =>
      Promise.resolve(options.quickPay ?? { status: 'completed', message: null, paymentId: 'payment-1' }),
    ),
    authenticatePaymentGateway: fromPromise(() =>
      Promise.resolve({ redirectUrl: '/sandbox/masterCard/checkout/booking-1?sig=x' }),
    ),
    loadSavedCards: fromPromise(() => Promise.resolve([CARD])),
    loadAppointmentSummary: fromPromise(() => Promise.resolve(APPOINTMENT)),
  };
}
