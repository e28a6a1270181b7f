import type { ChatOrderRequest, OrderCatalogueItem } from '../../flows/orders/orderDraft';
import type { LabReportsLoad } from '../../flows/reports/labReport';
import { fromPromise } from 'xstate';
import { formatError } from '../../domain/errors';
import { understand, type Understanding } from '../../domain/intent';
import type { LeafActors } from '../../flows/api';
import { composeBooking } from '../../flows/composeMachines';
import type { CancelledAppointment } from '../../machines/cancelAppointment.machine';
import type { RefundInvoice, RefundRequestInput, RequestedRefund } from '../../machines/refundRequest.machine';
import type {
  AppointmentCardData,
  AppointmentSummary,
  InitiatedBooking,
  InvoiceSummary,
  PractitionerSummary,
  RecentDoctorsInput,
  QuickPayResult,
  SavedCard,
  SearchCatalogue,
  SessionCardData,
  SessionSearch,
} from '../../machines/types';

/** The search and booking API of the assistant tests: answers at once, records every call. */

export const DOCTORS: Record<'anil' | 'ruwani' | 'kumar', PractitionerSummary> = {
  anil: {
    id: 'pr-anil',
    name: 'Dr. Anil Gunasekara',
    roles: [{ code: 'cardiologist', display: 'Consultant Cardiologist' }],
    specialty: { code: 'cardiology', display: 'Cardiology' },
  },
  ruwani: {
    id: 'pr-ruwani',
    name: 'Dr. Ruwani Jayasekara',
    roles: [{ code: 'cardiologist', display: 'Consultant Cardiologist' }],
    specialty: { code: 'cardiology', display: 'Cardiology' },
  },
  kumar: {
    id: 'pr-kumar',
    name: 'Dr. Kumar Rajan',
    roles: [{ code: 'dermatologist', display: 'Consultant Dermatologist' }],
    specialty: { code: 'dermatology', display: 'Dermatology' },
  },
};

export const CATALOGUE: SearchCatalogue = {
  practitioners: Object.values(DOCTORS),
  specialties: [
    { code: 'cardiology', display: 'Cardiology' },
    { code: 'dermatology', display: 'Dermatology' },
  ],
  organizations: [
    {
      id: 'org-colombo',
      orgName: 'Carechat Hospital Colombo',
      city: 'Colombo',
      phone: '+94 11 200 0000',
      lat: 6.9,
      lng: 79.8,
    },
    {
      id: 'org-kandy',
      orgName: 'Carechat Hospital Kandy',
      city: 'Kandy',
      phone: '+94 81 200 0000',
      lat: 7.3,
      lng: 80.6,
    },
  ],
};

/** A session of a doctor on 1 June 2025 (the tests' today) plus `days`, at `hour`. */
export function sessionOf(
  id: string,
  doctor: PractitionerSummary,
  days: number,
  hour: number,
  overrides: Partial<SessionCardData> = {},
): SessionCardData {
  return {
    id,
    status: 'scheduled',
    startTime: new Date(2025, 5, 1 + days, hour, 0).getTime(),
    endTime: new Date(2025, 5, 1 + days, hour + 2, 0).getTime(),
    appointmentMaxAllowed: 20,
    activeAppointments: 4,
    video: false,
    practitionerId: doctor.id,
    doctorName: doctor.name,
    doctorRole: doctor.roles[0]?.display ?? '',
    specialty: doctor.specialty.display,
    organizationId: 'org-colombo',
    organizationName: 'Carechat Hospital Colombo',
    locationName: 'Room 12',
    // The doctor fee 1,500.00 and the hospital fee 500.00 (the fakes' default), as the server prices it.
    fee: 2000,
    ...overrides,
  };
}

export const SESSIONS: SessionCardData[] = [
  sessionOf('s-anil-1', DOCTORS.anil, 0, 17),
  sessionOf('s-anil-2', DOCTORS.anil, 1, 17, { activeAppointments: 20 }),
  sessionOf('s-anil-3', DOCTORS.anil, 2, 9),
  sessionOf('s-anil-4', DOCTORS.anil, 3, 9),
  sessionOf('s-anil-video', DOCTORS.anil, 1, 20, { video: true }),
  sessionOf('s-ruwani-1', DOCTORS.ruwani, 1, 10),
  sessionOf('s-kumar-old', DOCTORS.kumar, -1, 10),
];

/** An appointment of the holder (HOLDER of assistantHarness.ts) in one of the fake sessions, nothing done after booking. */
export function appointmentIn(
  session: SessionCardData,
  tokenNo: number,
  overrides: Partial<AppointmentCardData> = {},
): AppointmentCardData {
  return {
    id: `a-${session.id}`,
    sessionId: session.id,
    patientId: 'patient-holder',
    status: 'booked',
    paymentStatus: 'paid',
    tokenNo,
    start: session.startTime,
    relationship: 'Me',
    session,
    practitionerPaymentStatus: null,
    refundStatus: null,
    rescheduledBy: null,
    cancelReason: null,
    feedbackRating: null,
    ...overrides,
  };
}

export const DEFAULT_CARD: SavedCard = {
  id: 'card-accept',
  cardNumber: '411111******',
  cardType: '001',
  defaultMethod: true,
};

/** Tests (codes starting 1) and procedures (codes starting 2), 8-digit codes as the spec's. */
const ORDER_CATALOGUE: readonly OrderCatalogueItem[] = [
  { code: '10000001', name: 'FBC', priceCents: 120000 },
  { code: '10000002', name: 'UFR', priceCents: 80000 },
  { code: '10000003', name: 'ESR', priceCents: 60000 },
  { code: '10000004', name: 'SGPT', priceCents: 90000 },
  { code: '10000005', name: 'Gamma GT', priceCents: 110000 },
  { code: '20000001', name: 'X Ray General', priceCents: 300000 },
  { code: '20000002', name: 'ECG', priceCents: 250000 },
];

export interface BookingFakeOptions {
  /** The search catalogue (CATALOGUE by default). */
  readonly catalogue?: SearchCatalogue;
  readonly sessions?: readonly SessionCardData[];
  readonly recentDoctors?: readonly PractitionerSummary[];
  /** What the server suggests for Video Channel (doctors with video sessions); none by default. */
  readonly videoDoctors?: readonly PractitionerSummary[];
  readonly savedCards?: readonly SavedCard[];
  /** The hospital fee of every invoice; with a doctor fee of 0 and this 0 the total is zero. */
  readonly hospitalFee?: number;
  readonly reserveFails?: boolean;
  readonly declineQuickPay?: boolean;
  /** Calls that fail on the way (a network error). */
  readonly fails?: readonly (
    | 'catalogue'
    | 'recent'
    | 'search'
    | 'cards'
    | 'confirm'
    | 'appointment'
    | 'upcoming'
    | 'cancel'
    | 'invoice'
    | 'refund'
    | 'labReports'
    | 'understand'
  )[];
  /** How the reserved appointment stands when it is read back after a gateway: paid, held unpaid, or its hold lapsed. */
  readonly afterGateway?: 'paid' | 'held' | 'lapsed';
  /** The account's upcoming appointments (none by default). */
  readonly upcoming?: readonly AppointmentCardData[];
  /** The account's lab reports and when they are loaded (none, at the conversation's start, by default). */
  readonly labReports?: LabReportsLoad;
  /** The hospital's tests and procedures (ORDER_CATALOGUE by default), and how order calls fail. */
  readonly orders?: {
    readonly catalogue?: readonly OrderCatalogueItem[];
    readonly catalogueFails?: boolean;
    readonly createFailures?: number;
  };
}

export function fakeBookingFlowApi(options: BookingFakeOptions = {}) {
  const calls = {
    search: [] as SessionSearch[],
    created: [] as { sessionId: string; patientId: string; valuepack: boolean; originChannel: string }[],
    initiated: [] as { invoiceId: string; paymentGatewayType: string; successUrl: string; failureUrl: string }[],
    completed: [] as { bookingId: string; paymentGatewayType: string; paymentMethodId: string }[],
    confirmed: [] as string[],
    /** Appointments read back after a gateway. */
    checked: [] as string[],
    cancelled: [] as string[],
    refunds: [] as RefundRequestInput[],
    orders: [] as ChatOrderRequest[],
    catalogues: [] as { organizationId: string; category: string }[],
    recent: [] as RecentDoctorsInput[],
  };
  let createFailures = options.orders?.createFailures ?? 0;
  const sessions = options.sessions ?? SESSIONS;
  let appointment: AppointmentSummary | null = null;
  const failing = (call: NonNullable<BookingFakeOptions['fails']>[number]): boolean =>
    options.fails?.includes(call) === true;
  const networkError = (): Promise<never> => Promise.reject(new TypeError('Failed to fetch'));
  const api: Omit<LeafActors, 'initiateAuthentication' | 'completeAuthentication' | 'loadProfile' | 'createPatient'> = {
    loadSearchCatalogue: fromPromise<SearchCatalogue, Record<string, never>>(() =>
      failing('catalogue') ? networkError() : Promise.resolve(options.catalogue ?? CATALOGUE),
    ),
    loadRecentDoctors: fromPromise<PractitionerSummary[], RecentDoctorsInput>(({ input }) => {
      calls.recent.push(input);
      if (failing('recent')) return networkError();
      return Promise.resolve([...((input.video ? options.videoDoctors : options.recentDoctors) ?? [])]);
    }),
    loadSavedCards: fromPromise<SavedCard[], Record<string, never>>(() =>
      failing('cards') ? networkError() : Promise.resolve([...(options.savedCards ?? [])]),
    ),
    searchSessions: fromPromise<SessionCardData[], SessionSearch>(({ input }) => {
      calls.search.push(input);
      if (failing('search')) return networkError();
      const specialty = CATALOGUE.specialties.find((candidate) => candidate.code === input.specialtyCode)?.display;
      return Promise.resolve(
        sessions.filter(
          (session) =>
            (input.practitionerId === undefined || session.practitionerId === input.practitionerId) &&
            (input.specialtyCode === undefined || session.specialty === specialty) &&
            (input.organizationId === undefined || session.organizationId === input.organizationId) &&
            (input.video === undefined || session.video === input.video),
        ),
      );
    }),
    createAppointment: fromPromise<
      AppointmentSummary,
      { sessionId: string; patientId: string; valuepack: boolean; originChannel: 'chat' | 'flat' }
    >(({ input }) => {
      calls.created.push(input);
      if (options.reserveFails === true)
        return Promise.reject(new Error(formatError('ARO-E1041', 'This session is full.')));
      appointment = {
        id: 'appointment-1',
        sessionId: input.sessionId,
        patientId: input.patientId,
        tokenNo: 5,
        status: 'booked',
        paymentStatus: 'pending',
        bookingType: 'temporary',
        holdExpiresAt: new Date(2025, 5, 1, 9, 45).getTime(),
      };
      return Promise.resolve(appointment);
    }),
    prepareInvoice: fromPromise<InvoiceSummary, { appointmentId: string }>(() => {
      const session = sessions.find((candidate) => candidate.id === appointment?.sessionId);
      // The session's fee is what the invoice totals: the hospital's part, and the doctor's the rest.
      const hospitalFee = options.hospitalFee ?? 500;
      const doctorFee = (session?.fee ?? hospitalFee) - hospitalFee;
      return Promise.resolve({
        id: 'invoice-1',
        items: [
          { description: 'Doctor fee', amount: doctorFee },
          { description: 'Hospital fee', amount: hospitalFee },
        ],
        total: doctorFee + hospitalFee,
        currency: 'LKR',
      });
    }),
    confirmReservation: fromPromise<AppointmentSummary, { appointmentId: string }>(({ input }) => {
      calls.confirmed.push(input.appointmentId);
      if (failing('confirm')) return Promise.reject(new Error(formatError('ARO-E1043')));
      if (appointment === null) return Promise.reject(new Error(formatError('ARO-E1043')));
      appointment = { ...appointment, bookingType: 'confirmed', holdExpiresAt: null };
      return Promise.resolve(appointment);
    }),
    initiateBooking: fromPromise<
      InitiatedBooking,
      { invoiceId: string; paymentGatewayType: string; successUrl: string; failureUrl: string }
    >(({ input }) => {
      calls.initiated.push(input);
      return Promise.resolve({
        id: 'booking-1',
        action: '/sandbox/cardProvider/pay',
        fields: { amount: '2000.00', reference_number: 'booking-1', signature: 'sig' },
      });
    }),
    completeBooking: fromPromise<
      QuickPayResult,
      { bookingId: string; paymentGatewayType: string; paymentMethodId: string }
    >(({ input }) => {
      calls.completed.push(input);
      return Promise.resolve(
        options.declineQuickPay === true
          ? {
              status: 'failed',
              decision: 'DECLINE',
              message: 'Card declined by the bank',
              paymentId: 'payment-declined',
            }
          : { status: 'completed', decision: 'ACCEPT', message: null, paymentId: 'payment-1' },
      );
    }),
    authenticatePaymentGateway: fromPromise<{ redirectUrl: string }, { bookingId: string }>(({ input }) =>
      Promise.resolve({ redirectUrl: `/sandbox/masterCard/checkout/${input.bookingId}` }),
    ),
    loadUpcomingAppointments: fromPromise<AppointmentCardData[], Record<string, never>>(() =>
      failing('upcoming') ? networkError() : Promise.resolve([...(options.upcoming ?? [])]),
    ),
    loadAppointmentSummary: fromPromise<AppointmentSummary, { appointmentId: string }>(({ input }) => {
      calls.checked.push(input.appointmentId);
      if (failing('appointment') || appointment?.id !== input.appointmentId) return networkError();
      const outcome = options.afterGateway ?? 'held';
      if (outcome === 'paid')
        appointment = { ...appointment, paymentStatus: 'paid', bookingType: 'confirmed', holdExpiresAt: null };
      if (outcome === 'lapsed') appointment = { ...appointment, status: 'cancelled' };
      return Promise.resolve(appointment);
    }),
    cancelAppointment: fromPromise<CancelledAppointment, { appointmentId: string }>(({ input }) => {
      calls.cancelled.push(input.appointmentId);
      return failing('cancel')
        ? Promise.reject(
            new Error('ARO-E1046:You cannot cancel this appointment because the session time is within 24 hours'),
          )
        : Promise.resolve({ id: input.appointmentId, status: 'cancelled' });
    }),
    loadInvoice: fromPromise<RefundInvoice, { readonly appointmentId: string }>(() =>
      failing('invoice')
        ? networkError()
        : Promise.resolve({
            lines: [
              { description: 'Doctor fee', category: 'doctor_fee', amountCents: 250000 },
              { description: 'Hospital fee', category: 'hospital_fee', amountCents: 50000 },
            ],
            currency: 'LKR',
          }),
    ),
    createRefund: fromPromise<RequestedRefund, RefundRequestInput>(({ input }) => {
      calls.refunds.push(input);
      return failing('refund')
        ? networkError()
        : Promise.resolve({ id: 'refund-1', status: 'requested', amountCents: 300000, currency: 'LKR' });
    }),
    loadOrderCatalogue: fromPromise<
      OrderCatalogueItem[],
      { organizationId: string; category: 'Examination' | 'Procedure' }
    >(({ input }) => {
      calls.catalogues.push(input);
      if (options.orders?.catalogueFails === true) return networkError();
      return Promise.resolve(
        (options.orders?.catalogue ?? ORDER_CATALOGUE).filter((item) =>
          input.category === 'Examination' ? item.code.startsWith('1') : item.code.startsWith('2'),
        ),
      );
    }),
    createOrder: fromPromise<{ id: string }, ChatOrderRequest>(({ input }) => {
      calls.orders.push(input);
      if (createFailures > 0) {
        createFailures -= 1;
        return Promise.reject(new Error('ARO-E1074: The order is incomplete.'));
      }
      return Promise.resolve({ id: `order-${calls.orders.length}` });
    }),
    // The rules themselves, at once (the app loads them on the first sentence typed).
    understandText: fromPromise<Understanding, { text: string; now: number }>(({ input }) =>
      failing('understand')
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve(understand(input.text, input.now)),
    ),
    loadLabReports: fromPromise<LabReportsLoad, Record<string, never>>(() =>
      failing('labReports')
        ? networkError()
        : Promise.resolve(options.labReports ?? { reports: [], loadedAt: new Date(2025, 5, 1, 9, 30).getTime() }),
    ),
  };
  return { api, calls, booking: composeBooking(api) };
}
