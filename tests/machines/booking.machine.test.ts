import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import {
  bookingMachine,
  canBook,
  canPayWith,
  type BookingInput,
  type BookingOutput,
  type BookingReport,
} from '../../machines/booking.machine';
import { bookingOptionsOf } from '../../machines/bookingOptions';
import { carechatDemo } from '../../tenants/carechat-demo';
import { harbourClinic } from '../../tenants/harbour-clinic';
import {
  APPOINTMENT,
  BOOKING_INPUT,
  CARD,
  PATIENTS,
  describeBookingReport,
  fakeBookingApi,
  invoice,
} from './bookingHarness';
import { INITIATED, runChild } from './paymentHarness';

/**
 * Model-based test of machines/booking.machine.ts: what the patient does (pick, confirm, pay, book,
 * retry, cancel) and what the server answers are the model's events; paths are generated with
 * xstate/graph and replayed against the real machine (and its real payment child) with deferred
 * fake actors. At every step the state, the texts in context, the reports and the output must be
 * what the model says.
 */

type ModelEvent =
  | { type: 'START_MANY' }
  | { type: 'START_ONE' }
  | { type: 'START_GIVEN' }
  | { type: 'START_HELD' }
  | { type: 'PICK' }
  | { type: 'PICK_STRANGER' }
  | { type: 'CHANGE_PATIENT' }
  | { type: 'CONFIRM' }
  | { type: 'CONFIRM_VALUEPACK' }
  | { type: 'CANCEL' }
  | { type: 'RESERVED' }
  | { type: 'RESERVE_FAILS' }
  | { type: 'RETRY' }
  | { type: 'INVOICED' }
  | { type: 'INVOICED_ZERO' }
  | { type: 'INVOICE_FAILS' }
  | { type: 'PAY_QUICK' }
  | { type: 'PAY_CARD' }
  | { type: 'PAY_GENIE' }
  | { type: 'BOOK' }
  | { type: 'QUICK_COMPLETED' }
  | { type: 'QUICK_DECLINED' }
  | { type: 'INITIATED' }
  | { type: 'INITIATE_FAILS' }
  | { type: 'RESERVATION_CONFIRMED' }
  | { type: 'RESERVATION_FAILS' }
  | { type: 'REDIRECT_REFUSED' };

interface Expected {
  /** The real machine's state value (null before it starts). */
  state: string | null;
  patientId: string | null;
  requestState: number;
  error: string | null;
  paymentError: string | null;
  reports: string[];
  output: BookingOutput | 'active';
  /** How many patients the account has. */
  accountPatients: number;
}

const TEXT = {
  reserveFailed: 'Something went wrong....',
  full: 'This session is full.',
  invoiceError: 'Error while calculating invoice, please refresh.',
  declined: 'Payment failed with system error: Card declined by the bank',
  initiation: 'Unable to process payment!',
  unableToBook: 'Sorry, Unable to book at the moment: This booking is no longer held, please book again.',
};
const PAID = { ...APPOINTMENT, paymentStatus: 'paid', bookingType: 'confirmed', holdExpiresAt: null } as const;
const CONFIRMED = { ...APPOINTMENT, bookingType: 'confirmed', holdExpiresAt: null } as const;

type Step = Partial<Expected>;
const step = (expected: Step) =>
  assign<Expected, ModelEvent, undefined, ModelEvent, never>({ reports: [], ...expected });
const ignored = step({});

const model = setup({ types: { context: {} as Expected, events: {} as ModelEvent } }).createMachine({
  id: 'bookingModel',
  context: {
    state: null,
    accountPatients: 0,
    patientId: null,
    requestState: 1,
    error: null,
    paymentError: null,
    reports: [],
    output: 'active',
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        START_MANY: { target: 'choosingPatient', actions: step({ state: 'choosingPatient', accountPatients: 2 }) },
        // One patient, or one given: taken at once.
        START_ONE: {
          target: 'confirming',
          actions: step({ state: 'confirming', patientId: PATIENTS.holder.id, accountPatients: 1 }),
        },
        START_GIVEN: {
          target: 'confirming',
          actions: step({ state: 'confirming', patientId: PATIENTS.father.id, accountPatients: 2 }),
        },
        // Retry payment of a token still held: straight to its invoice, nothing reserved again.
        START_HELD: {
          target: 'invoicing',
          actions: step({ state: 'invoicing', patientId: APPOINTMENT.patientId, accountPatients: 2 }),
        },
      },
    },
    choosingPatient: {
      on: {
        PICK: { target: 'confirming', actions: step({ state: 'confirming', patientId: PATIENTS.holder.id }) },
        PICK_STRANGER: { actions: ignored },
        CANCEL: { target: 'done', actions: step({ state: 'cancelled', output: null }) },
      },
    },
    confirming: {
      on: {
        CONFIRM: { target: 'reserving', actions: step({ state: 'reserving' }) },
        CONFIRM_VALUEPACK: { target: 'reserving', actions: step({ state: 'reserving' }) },
        // The dialog's booking-for profile changed: only to a patient of the account.
        CHANGE_PATIENT: [
          { guard: ({ context }) => context.accountPatients > 1, actions: step({ patientId: PATIENTS.father.id }) },
          { actions: ignored },
        ],
        PICK_STRANGER: { actions: ignored },
        CANCEL: { target: 'done', actions: step({ state: 'cancelled', output: null }) },
      },
    },
    reserving: {
      on: {
        RESERVED: {
          target: 'invoicing',
          actions: step({ state: 'invoicing', requestState: 1, reports: ['booking.reserved:appointment-1'] }),
        },
        RESERVE_FAILS: {
          target: 'reserveFailed',
          actions: step({
            state: 'reserveFailed',
            error: TEXT.reserveFailed,
            reports: [`booking.failed:reserve:${TEXT.reserveFailed}:${TEXT.full}`],
          }),
        },
      },
    },
    reserveFailed: {
      on: {
        RETRY: { target: 'reserving', actions: step({ state: 'reserving', error: null }) },
        CANCEL: { target: 'done', actions: step({ state: 'cancelled', output: null }) },
      },
    },
    invoicing: {
      on: {
        INVOICED: {
          target: 'invoiced',
          actions: step({ state: 'invoiced', requestState: 2, reports: ['booking.invoiced:2000'] }),
        },
        INVOICED_ZERO: {
          target: 'invoicedZero',
          actions: step({ state: 'invoiced', requestState: 2, reports: ['booking.invoiced:0'] }),
        },
        INVOICE_FAILS: {
          target: 'invoiceFailed',
          actions: step({
            state: 'invoiceFailed',
            requestState: 3,
            error: TEXT.invoiceError,
            reports: [`booking.failed:invoice:${TEXT.invoiceError}:${TEXT.invoiceError}`],
          }),
        },
      },
    },
    invoiceFailed: {
      on: {
        RETRY: { target: 'invoicing', actions: step({ state: 'invoicing', requestState: 1, error: null }) },
        CANCEL: { target: 'done', actions: step({ state: 'cancelled', output: null }) },
      },
    },
    invoiced: {
      on: {
        PAY_QUICK: { target: 'payingQuick', actions: step({ state: 'paying', paymentError: null, error: null }) },
        PAY_CARD: { target: 'payingCard', actions: step({ state: 'paying', paymentError: null, error: null }) },
        // Genie is not among this tenant's gateways.
        PAY_GENIE: { actions: ignored },
        BOOK: {
          target: 'confirmingReservation',
          actions: step({ state: 'confirmingReservation', paymentError: null, error: null }),
        },
        CANCEL: { target: 'done', actions: step({ state: 'cancelled', output: null }) },
      },
    },
    /** Spec 000 §5: a zero total offers neither pay nor book. */
    invoicedZero: {
      on: {
        PAY_QUICK: { actions: ignored },
        PAY_CARD: { actions: ignored },
        BOOK: { actions: ignored },
        CANCEL: { target: 'done', actions: step({ state: 'cancelled', output: null }) },
      },
    },
    payingQuick: {
      on: {
        QUICK_COMPLETED: {
          target: 'done',
          actions: step({
            state: 'booked',
            reports: ['booking.booked:appointment-1:paid'],
            output: { appointment: PAID, paid: true },
          }),
        },
        QUICK_DECLINED: {
          target: 'invoiced',
          actions: step({
            state: 'invoiced',
            paymentError: TEXT.declined,
            reports: [`booking.paymentFailed:${TEXT.declined}`],
          }),
        },
        INITIATE_FAILS: {
          target: 'invoiced',
          actions: step({
            state: 'invoiced',
            paymentError: TEXT.initiation,
            reports: [`booking.paymentFailed:${TEXT.initiation}`],
          }),
        },
      },
    },
    payingCard: {
      on: {
        INITIATED: {
          target: 'redirecting',
          actions: step({ state: 'redirecting', reports: ['booking.redirect:post'] }),
        },
        INITIATE_FAILS: {
          target: 'invoiced',
          actions: step({
            state: 'invoiced',
            paymentError: TEXT.initiation,
            reports: [`booking.paymentFailed:${TEXT.initiation}`],
          }),
        },
      },
    },
    redirecting: {
      on: {
        // The app could not leave for the gateway: the hold stands, so the buttons come back.
        REDIRECT_REFUSED: { target: 'invoiced', actions: step({ state: 'invoiced', paymentError: TEXT.initiation }) },
      },
    },
    confirmingReservation: {
      on: {
        RESERVATION_CONFIRMED: {
          target: 'done',
          actions: step({
            state: 'booked',
            reports: ['booking.booked:appointment-1:unpaid'],
            output: { appointment: CONFIRMED, paid: false },
          }),
        },
        RESERVATION_FAILS: {
          target: 'invoiced',
          actions: step({
            state: 'invoiced',
            error: TEXT.unableToBook,
            reports: [`booking.failed:book:${TEXT.unableToBook}:This booking is no longer held, please book again.`],
          }),
        },
      },
    },
    done: { type: 'final' },
  },
});

type ModelSnapshot = SnapshotFrom<typeof model>;
type ModelPath = StatePath<ModelSnapshot, ModelEvent>;

const EVENT_TYPES = [
  'START_MANY',
  'START_ONE',
  'START_GIVEN',
  'START_HELD',
  'PICK',
  'PICK_STRANGER',
  'CHANGE_PATIENT',
  'CONFIRM',
  'CONFIRM_VALUEPACK',
  'CANCEL',
  'RESERVED',
  'RESERVE_FAILS',
  'RETRY',
  'INVOICED',
  'INVOICED_ZERO',
  'INVOICE_FAILS',
  'PAY_QUICK',
  'PAY_CARD',
  'PAY_GENIE',
  'BOOK',
  'QUICK_COMPLETED',
  'QUICK_DECLINED',
  'INITIATED',
  'INITIATE_FAILS',
  'RESERVATION_CONFIRMED',
  'RESERVATION_FAILS',
  'REDIRECT_REFUSED',
] as const satisfies readonly ModelEvent['type'][];
// Every model event is only its type (too many members for TypeScript to map the union itself).
const ALL_EVENTS: ModelEvent[] = EVENT_TYPES.map((type) => ({ type }) as ModelEvent);

const possibleEvents = (snapshot: ModelSnapshot): ModelEvent[] => ALL_EVENTS.filter((event) => snapshot.can(event));
const byTransition = (snapshot: ModelSnapshot, event: ModelEvent | undefined): string =>
  JSON.stringify([snapshot.value, snapshot.context, event?.type ?? null]);
const byState = (snapshot: ModelSnapshot): string => JSON.stringify(snapshot.value);

const shortestPaths = getShortestPaths(model, { events: possibleEvents, serializeState: byTransition });
// Simple paths by state only: every loop (retry, a declined payment) is taken once.
const simplePaths = getSimplePaths(model, { events: possibleEvents, serializeState: byState });

const stepsOf = (path: ModelPath): ModelEvent[] =>
  path.steps.map((s) => s.event).filter((event) => EVENT_TYPES.some((type) => type === event.type));
const describePath = (path: ModelPath): string =>
  stepsOf(path)
    .map((event) => event.type)
    .join(' → ') || '(start)';

const INPUTS: Record<'START_MANY' | 'START_ONE' | 'START_GIVEN' | 'START_HELD', BookingInput> = {
  START_MANY: BOOKING_INPUT,
  START_ONE: { ...BOOKING_INPUT, patients: [PATIENTS.holder] },
  START_GIVEN: { ...BOOKING_INPUT, patientId: PATIENTS.father.id },
  START_HELD: { ...BOOKING_INPUT, appointment: APPOINTMENT },
};

async function replay(path: ModelPath): Promise<void> {
  const { api, machine } = fakeBookingApi();
  let run: ReturnType<typeof runChild> | null = null;
  const modelActor = createActor(model).start();
  const send = async (event: Parameters<typeof bookingMachine.transition>[1]): Promise<void> => {
    run?.child.send(event);
    await vi.advanceTimersByTimeAsync(0);
  };
  let valuepackAsked = false;
  for (const event of stepsOf(path)) {
    modelActor.send(event);
    switch (event.type) {
      case 'START_MANY':
      case 'START_ONE':
      case 'START_GIVEN':
      case 'START_HELD':
        run = runChild(machine, INPUTS[event.type], 'booking.', describeBookingReport);
        await vi.advanceTimersByTimeAsync(0);
        break;
      case 'PICK':
        await send({ type: 'PICK_PATIENT', patientId: PATIENTS.holder.id });
        break;
      case 'CHANGE_PATIENT':
        await send({ type: 'PICK_PATIENT', patientId: PATIENTS.father.id });
        break;
      case 'PICK_STRANGER':
        await send({ type: 'PICK_PATIENT', patientId: 'patient-of-someone-else' });
        break;
      case 'CONFIRM':
        await send({ type: 'CONFIRM' });
        break;
      case 'CONFIRM_VALUEPACK':
        valuepackAsked = true;
        await send({ type: 'CONFIRM', valuepack: true });
        break;
      case 'CANCEL':
        await send({ type: 'CANCEL' });
        break;
      case 'RETRY':
        await send({ type: 'RETRY' });
        break;
      case 'RESERVED':
        await api.answer('createAppointment', APPOINTMENT);
        break;
      case 'RESERVE_FAILS':
        await api.fail('createAppointment', 'ARO-E1041:This session is full.');
        break;
      case 'INVOICED':
        await api.answer('prepareInvoice', invoice(2000));
        break;
      case 'INVOICED_ZERO':
        await api.answer('prepareInvoice', invoice(0));
        break;
      case 'INVOICE_FAILS':
        await api.fail('prepareInvoice', 'ARO-E1042:');
        break;
      case 'PAY_QUICK':
        await send({ type: 'PAY', gatewayType: 'cardProviderQuickPay' });
        break;
      case 'PAY_CARD':
        await send({ type: 'PAY', gatewayType: 'cardProvider' });
        break;
      case 'PAY_GENIE':
        await send({ type: 'PAY', gatewayType: 'genie' });
        break;
      case 'BOOK':
        await send({ type: 'BOOK' });
        break;
      case 'INITIATED':
        await api.answer('initiateBooking', INITIATED);
        break;
      case 'INITIATE_FAILS':
        await api.fail('initiateBooking', 'ARO-E1044:');
        break;
      case 'QUICK_COMPLETED':
        await api.answer('initiateBooking', INITIATED);
        await api.answer('completeBooking', { status: 'completed', message: null, paymentId: 'payment-1' });
        break;
      case 'QUICK_DECLINED':
        await api.answer('initiateBooking', INITIATED);
        await api.answer('completeBooking', {
          status: 'failed',
          message: 'Card declined by the bank',
          paymentId: 'payment-2',
        });
        break;
      case 'RESERVATION_CONFIRMED':
        await api.answer('confirmReservation', { ...APPOINTMENT, bookingType: 'confirmed', holdExpiresAt: null });
        break;
      case 'RESERVATION_FAILS':
        await api.fail('confirmReservation', 'ARO-E1043:');
        break;
      case 'REDIRECT_REFUSED':
        await send({ type: 'REDIRECT_FAILED' });
        break;
    }
    const expected = modelActor.getSnapshot().context;
    if (run === null) continue;
    const snapshot = run.child.getSnapshot() as SnapshotFrom<typeof bookingMachine>;
    expect(snapshot.value).toBe(expected.state);
    expect(snapshot.context.patientId).toBe(expected.patientId);
    expect(snapshot.context.requestState).toBe(expected.requestState);
    expect(snapshot.context.error).toBe(expected.error);
    expect(snapshot.context.paymentError).toBe(expected.paymentError);
    expect(run.take()).toEqual(expected.reports);
    if (expected.output === 'active') expect(snapshot.status).toBe('active');
    else {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual(expected.output);
    }
  }
  // A held token is never reserved again.
  if (stepsOf(path)[0]?.type === 'START_HELD') expect(api.inputs('createAppointment')).toEqual([]);
  // What the server was asked: the chosen patient's appointment in this session, its invoice, its payment.
  for (const input of api.inputs('createAppointment')) {
    expect(input).toEqual({
      sessionId: 'session-1',
      patientId: modelActor.getSnapshot().context.patientId,
      valuepack: valuepackAsked,
      originChannel: 'flat',
    });
  }
  for (const input of api.inputs('prepareInvoice')) expect(input).toEqual({ appointmentId: 'appointment-1' });
  for (const input of api.inputs('initiateBooking')) {
    expect(input).toMatchObject({
      invoiceId: 'invoice-1',
      successUrl: '/view/appointment?sessionId=session-1&appointmentId=appointment-1&paymentStatus=success',
      failureUrl: '/view/appointment?sessionId=session-1&appointmentId=appointment-1&paymentStatus=Failure',
    });
  }
  for (const input of api.inputs('completeBooking'))
    expect(input).toEqual({
      bookingId: 'booking-1',
      paymentGatewayType: 'cardProviderQuickPay',
      paymentMethodId: CARD.id,
    });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('booking machine, model-based', () => {
  it('the generated paths reach every state of the model', () => {
    const reached = new Set(shortestPaths.map((path) => JSON.stringify(path.state.value)));
    for (const state of Object.keys(model.config.states ?? {})) expect(reached).toContain(JSON.stringify(state));
  });

  describe.each(shortestPaths.map((path) => [describePath(path), path] as const))('shortest path %s', (_, path) => {
    it('does what the model says at every step', async () => {
      await replay(path);
    });
  });

  describe.each(simplePaths.map((path) => [describePath(path), path] as const))('simple path %s', (_, path) => {
    it('does what the model says at every step', async () => {
      await replay(path);
    });
  });
});

describe('booking machine, details', () => {
  it('emits its reports to listeners when it runs alone (the flat screen), and outputs the paid appointment', async () => {
    const { api, machine } = fakeBookingApi();
    const actor = createActor(machine, { input: { ...BOOKING_INPUT, patients: [PATIENTS.holder] } });
    const heard: string[] = [];
    actor.on('*', (event: BookingReport) => heard.push(describeBookingReport(event)));
    actor.start();
    actor.send({ type: 'CONFIRM' });
    await api.answer('createAppointment', APPOINTMENT);
    await api.answer('prepareInvoice', invoice(2000));
    actor.send({ type: 'PAY', gatewayType: 'cardProviderQuickPay' });
    await api.answer('initiateBooking', INITIATED);
    expect(actor.getSnapshot().context.widgetState).toBe('PAYMENT_PROCESSING');
    await api.answer('completeBooking', { status: 'completed', message: null, paymentId: 'payment-1' });
    expect(heard).toEqual([
      'booking.reserved:appointment-1',
      'booking.invoiced:2000',
      'booking.booked:appointment-1:paid',
    ]);
    expect(actor.getSnapshot().output).toEqual({ appointment: PAID, paid: true });
  });

  it('masterCard redirects 1 s after the gateway is ready, with the authenticated URL', async () => {
    const { api, machine } = fakeBookingApi();
    const actor = createActor(machine, { input: { ...BOOKING_INPUT, patientId: PATIENTS.holder.id } });
    const redirects: unknown[] = [];
    actor.on('booking.redirect', (event) => redirects.push(event.redirect));
    actor.start();
    actor.send({ type: 'CONFIRM' });
    await api.answer('createAppointment', APPOINTMENT);
    await api.answer('prepareInvoice', invoice(2000));
    actor.send({ type: 'PAY', gatewayType: 'masterCard' });
    await api.answer('initiateBooking', INITIATED);
    await api.answer('authenticatePaymentGateway', { redirectUrl: '/sandbox/masterCard/checkout/booking-1' });
    expect(actor.getSnapshot().context.widgetState).toBe('READY');
    await vi.advanceTimersByTimeAsync(999);
    expect(redirects).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(redirects).toEqual([{ kind: 'get', url: '/sandbox/masterCard/checkout/booking-1' }]);
    expect(actor.getSnapshot().value).toBe('redirecting');
  });

  it('asks for the value pack only when the tenant offers it', async () => {
    const { api, machine } = fakeBookingApi();
    const actor = createActor(machine, {
      input: {
        ...BOOKING_INPUT,
        patientId: PATIENTS.holder.id,
        options: { ...BOOKING_INPUT.options, valuepack: false },
      },
    }).start();
    actor.send({ type: 'CONFIRM', valuepack: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.inputs('createAppointment')).toEqual([
      { sessionId: 'session-1', patientId: PATIENTS.holder.id, valuepack: false, originChannel: 'flat' },
    ]);
  });

  it('pay and book follow the tenant switches, the saved card and the total', () => {
    const base = {
      requestState: 2 as const,
      invoice: invoice(2000),
      options: BOOKING_INPUT.options,
      savedCards: [CARD],
    };
    expect(canPayWith(base, 'cardProvider')).toBe(true);
    expect(canPayWith(base, 'cardProviderQuickPay')).toBe(true);
    expect(canPayWith({ ...base, savedCards: [{ ...CARD, defaultMethod: false }] }, 'cardProviderQuickPay')).toBe(
      false,
    );
    expect(canPayWith(base, 'genie')).toBe(false);
    expect(canPayWith({ ...base, options: { ...base.options, payment: false } }, 'cardProvider')).toBe(false);
    expect(canPayWith({ ...base, requestState: 1 }, 'cardProvider')).toBe(false);
    expect(canPayWith({ ...base, invoice: invoice(0) }, 'cardProvider')).toBe(false);
    expect(canBook(base)).toBe(true);
    expect(canBook({ ...base, options: { ...base.options, reserve: false } })).toBe(false);
    expect(canBook({ ...base, invoice: invoice(0) })).toBe(false);
    // An appointment already booked to pay at the hospital is only paid (Pay now), never booked that way again.
    expect(canBook({ ...base, appointment: CONFIRMED })).toBe(false);
    expect(canBook({ ...base, appointment: APPOINTMENT })).toBe(true);
  });

  it('bookingOptionsOf reads the tenant switches and enabled gateways', () => {
    expect(bookingOptionsOf(carechatDemo, false)).toEqual({
      payment: carechatDemo.features.channelling.payment,
      reserve: carechatDemo.features.channelling.reserve,
      valuepack: carechatDemo.features.openValuePacks.enabled,
      gateways: (['cardProvider', 'masterCard', 'genie'] as const).filter(
        (gateway) => carechatDemo.payment.gateways[gateway].enabled,
      ),
    });
    expect(bookingOptionsOf(harbourClinic, true).payment).toBe(harbourClinic.features.videoChannelling.payment);
  });
});
