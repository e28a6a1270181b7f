import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromCallback, setup, type Actor, type EventObject } from 'xstate';
import type { Clock } from '../../machines/clock';
import {
  canPayOrderWith,
  orderViewMachine,
  orderViewWithClock,
  type OrderExtension,
  type OrderPatch,
  type OrderPaymentOptions,
  type OrderView,
  type OrderViewEvent,
} from '../../machines/orderView.machine';
import type { InvoiceSummary, SavedCard } from '../../machines/types';
import { fixedClock } from './fixedClock';
import { modelPaths } from './modelPaths';
import { deferredApi, fakePaymentApi } from './paymentHarness';

/**
 * Model-based test of machines/orderView.machine.ts: what the server answers when the order is read, replied
 * to and changed, what the patient presses, and what must follow (state, reply, error, the order, every
 * request sent). Paths from xstate/graph replayed against the real machine with deferred actors; the
 * heartbeat, live updates and payment are checked in the details below.
 */

const ORDER: OrderView = {
  id: 'sr-1',
  category: 'Medication',
  identifier: 'MED-0001',
  status: 'draft',
  medicationOrderStatus: 'new',
  examinationOrderStatus: null,
  procedureOrderStatus: null,
  encounterOrderStatus: null,
  orderCanceledReason: null,
  orderCommunicationStatus: 'initial',
  serviceRequestInitiatedFor: 'homecare',
  serviceRequestPaymentMethod: null,
  serviceRequestPaymentStatus: 'pending',
  serviceRequestChargingAmount: null,
  invoiceIdentifier: 'INV-0001',
  cashCharge: null,
  paid: null,
  authoredOn: '2026-11-26T08:00:00.000Z',
  requestedTime: null,
  updatedTime: '2026-11-26T08:00:00.000Z',
  organizationId: 'org-colombo',
  hospitalName: 'Colombo General',
  hospitalPhone: '+94 11 234 5678',
  patientId: 'p1',
  patientName: 'Mr. Nimal Perera',
  patientRelationship: 'Me',
  note: [],
  orderDetail: [],
  documents: [],
  feedbackRating: null,
  heartbeatLinkSeen: true,
  addressLineOne: '12 Main St',
  addressLineTwo: '',
  addressLineThree: '',
  addressCity: 'Colombo',
};
const ON: OrderPaymentOptions = {
  payment: true,
  gateways: ['cardProvider', 'masterCard', 'genie'],
  cash: true,
  onlineDiscountPercent: 10,
};
const OPTIONS = { Medication: ON, Examination: ON, Procedure: ON, Finance: { ...ON, payment: false } };
const INPUT = { orderId: 'sr-1', options: OPTIONS, paymentSuccess: false };
const REPLY = 'Please deliver after 5 pm';
const CLOSED = 'This order is closed';
const REPLIED: OrderView = {
  ...ORDER,
  orderCommunicationStatus: 'patientReplied',
  note: [{ authorReference: 'Patient/p1', authorDisplay: 'Nimal', time: ORDER.updatedTime, text: REPLY }],
};

const EVENT_TYPES = [
  'START',
  'LOAD_OK',
  'LOAD_DENIED',
  'LOAD_FAILS',
  'RETRY',
  'TYPE',
  'SEND_REPLY',
  'REPLY_OK',
  'REPLY_FAILS',
  'REQUEST_CHANGE',
  'CONFIRM',
  'CANCEL',
  'CHANGE_OK',
  'CHANGE_FAILS',
] as const;
type ModelEvent = { type: (typeof EVENT_TYPES)[number] };

interface Expected {
  loads: number;
  replies: number;
  changes: number;
  /** The place each change asked for (the other one than the order had then). */
  asked: readonly string[];
  reply: string;
  editError: string | null;
  initiatedFor: string;
  /** The thread has the patient's reply. */
  replied: boolean;
}

const model = setup({
  types: { context: {} as Expected, events: {} as ModelEvent },
  actions: { load: assign({ loads: ({ context }) => context.loads + 1 }) },
}).createMachine({
  id: 'orderViewModel',
  context: {
    loads: 0,
    replies: 0,
    changes: 0,
    asked: [],
    reply: '',
    editError: null,
    initiatedFor: 'homecare',
    replied: false,
  },
  initial: 'unstarted',
  states: {
    unstarted: { on: { START: { target: 'loading', actions: 'load' } } },
    loading: { on: { LOAD_OK: 'idle', LOAD_DENIED: 'denied', LOAD_FAILS: 'failed' } },
    failed: { on: { RETRY: { target: 'loading', actions: 'load' } } },
    denied: { type: 'final' },
    idle: {
      on: {
        TYPE: { guard: ({ context }) => context.reply === '', actions: assign({ reply: REPLY }) },
        // Empty: nothing is sent (spec 001 §5).
        SEND_REPLY: [
          {
            guard: ({ context }) => context.reply !== '',
            target: 'replying',
            actions: assign({ replies: ({ context }) => context.replies + 1 }),
          },
          { actions: [] },
        ],
        REQUEST_CHANGE: { target: 'confirmingChange', actions: assign({ editError: null }) },
      },
    },
    replying: {
      on: {
        REPLY_OK: { target: 'idle', actions: assign({ reply: '', editError: null, replied: true }) },
        REPLY_FAILS: { target: 'idle', actions: assign({ editError: CLOSED }) },
      },
    },
    confirmingChange: {
      on: {
        CONFIRM: {
          target: 'changing',
          actions: assign({
            changes: ({ context }) => context.changes + 1,
            asked: ({ context }) => [
              ...context.asked,
              context.initiatedFor === 'homecare' ? 'appointment' : 'homecare',
            ],
          }),
        },
        CANCEL: 'idle',
      },
    },
    changing: {
      on: {
        CHANGE_OK: {
          target: 'idle',
          actions: assign({
            initiatedFor: ({ context }) => (context.initiatedFor === 'homecare' ? 'appointment' : 'homecare'),
            editError: null,
          }),
        },
        CHANGE_FAILS: { target: 'confirmingChange', actions: assign({ editError: CLOSED }) },
      },
    },
  },
});

const {
  paths,
  stepsOf,
  describe: describePath,
} = modelPaths<ModelEvent>(model, EVENT_TYPES, ['loads', 'replies', 'changes', 'asked']);

const NAMES = ['loadOrder', 'patchOrder', 'extendOrder', 'prepareInvoice', 'loadSavedCards'] as const;
type Api = ReturnType<typeof deferredApi<(typeof NAMES)[number]>>;
type Rig = { actor: Actor<typeof orderViewMachine>; api: Api; live: { send: (event: OrderViewEvent) => void } };

/** The server's answer: the order as it is now, with the reply appended or the change made. */
function current(rig: Rig): OrderView {
  return rig.actor.getSnapshot().context.order ?? ORDER;
}

function start(input = INPUT, payment = fakePaymentApi().machine, clock?: Clock): Rig {
  const api = deferredApi(NAMES);
  const live: Rig['live'] = { send: () => undefined };
  const logic = clock === undefined ? orderViewMachine : orderViewWithClock(clock);
  const machine = logic.provide({
    actors: {
      loadOrder: api.actor<OrderView, { orderId: string }>('loadOrder'),
      patchOrder: api.actor<OrderView, { orderId: string; patch: OrderPatch }>('patchOrder'),
      extendOrder: api.actor<OrderView, { orderId: string; extension: OrderExtension }>('extendOrder'),
      prepareInvoice: api.actor<InvoiceSummary, { serviceRequestId: string }>('prepareInvoice'),
      loadSavedCards: api.actor<SavedCard[], undefined>('loadSavedCards'),
      watchOrder: fromCallback<EventObject, { orderId: string }>(({ sendBack }) => {
        live.send = (event) => sendBack(event);
        return () => undefined;
      }),
      payment,
    },
  });
  return { actor: createActor(machine, { input }).start(), api, live };
}

/** The writes the patient made (the heartbeat's patches left out). */
function changesOf(api: Api): unknown[] {
  return api.inputs('patchOrder').filter((input) => 'serviceRequestInitiatedFor' in (input as { patch: object }).patch);
}

async function loaded(rig: Rig, order: OrderView = ORDER): Promise<void> {
  await rig.api.answer('loadOrder', order);
  // The first heartbeat and the saved cards answer at once.
  await rig.api.answer('patchOrder', order);
  await rig.api.answer('loadSavedCards', []);
}

async function perform(rig: Rig | null, event: ModelEvent): Promise<Rig | null> {
  switch (event.type) {
    case 'START':
      return start();
    case 'LOAD_OK':
      if (rig) await loaded(rig);
      break;
    case 'LOAD_DENIED':
      await rig?.api.fail('loadOrder', '[GraphQL] ARO-E1040:You do not have access to this record');
      break;
    case 'LOAD_FAILS':
      await rig?.api.fail('loadOrder', 'network down');
      break;
    case 'REPLY_OK':
      if (rig)
        await rig.api.answer('extendOrder', {
          ...current(rig),
          orderCommunicationStatus: 'patientReplied',
          note: [...current(rig).note, ...REPLIED.note],
        });
      break;
    case 'REPLY_FAILS':
      await rig?.api.fail('extendOrder', `[GraphQL] ARO-E1073:${CLOSED}`);
      break;
    case 'CHANGE_OK':
      if (rig)
        await rig.api.answer('patchOrder', {
          ...current(rig),
          serviceRequestInitiatedFor:
            current(rig).serviceRequestInitiatedFor === 'homecare' ? 'appointment' : 'homecare',
        });
      break;
    case 'CHANGE_FAILS':
      await rig?.api.fail('patchOrder', `[GraphQL] ARO-E1073:${CLOSED}`);
      break;
    case 'TYPE':
      rig?.actor.send({ type: 'REPLY_TYPED', text: REPLY });
      break;
    case 'RETRY':
    case 'SEND_REPLY':
    case 'REQUEST_CHANGE':
    case 'CONFIRM':
    case 'CANCEL':
      rig?.actor.send({ type: event.type });
      break;
  }
  await vi.advanceTimersByTimeAsync(0);
  return rig;
}

const EDIT_STATE: Record<string, string> = {
  idle: 'idle',
  replying: 'sendingReply',
  confirmingChange: 'confirmingChange',
  changing: 'changing',
};

function assertSame(rig: Rig | null, expected: { value: unknown; context: Expected }): void {
  if (expected.value === 'unstarted') {
    expect(rig).toBeNull();
    return;
  }
  if (rig === null) throw new Error('the machine did not start');
  const actual = rig.actor.getSnapshot();
  const value = String(expected.value);
  if (value in EDIT_STATE) expect(actual.matches({ shown: { edit: EDIT_STATE[value] as 'idle' } })).toBe(true);
  else expect(actual.value).toBe(value);
  expect(rig.api.inputs('loadOrder')).toHaveLength(expected.context.loads);
  expect(rig.api.inputs('extendOrder')).toEqual(
    Array.from({ length: expected.context.replies }, () => ({ orderId: 'sr-1', extension: { note: REPLY } })),
  );
  expect(changesOf(rig.api)).toEqual(
    expected.context.asked.map((place) => ({ orderId: 'sr-1', patch: { serviceRequestInitiatedFor: place } })),
  );
  if (actual.context.order === null) return;
  expect(actual.context.reply).toBe(expected.context.reply);
  expect(actual.context.editError).toBe(expected.context.editError);
  expect(actual.context.order.serviceRequestInitiatedFor).toBe(expected.context.initiatedFor);
  expect(actual.context.order.note.length > 0).toBe(expected.context.replied);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('order view machine, model-based', () => {
  it('the generated paths reach every state of the model', () => {
    const states = new Set(paths.map((path): unknown => path.state.value));
    for (const state of ['loading', 'failed', 'denied', 'idle', 'replying', 'confirmingChange', 'changing'])
      expect(states).toContain(state);
  });

  describe.each(paths.map((path) => [describePath(path), path] as const))('shortest path %s', (_, path) => {
    it('does what the model says at every step', async () => {
      const modelActor = createActor(model).start();
      let rig: Rig | null = null;
      for (const event of stepsOf(path)) {
        modelActor.send(event);
        rig = await perform(rig, event);
        assertSame(rig, modelActor.getSnapshot());
      }
    });
  });
});

const INVOICE: InvoiceSummary = {
  id: 'inv-1',
  items: [{ description: 'Medicine', amount: 1500 }],
  total: 1500,
  currency: 'LKR',
};
const PRICED: OrderView = {
  ...ORDER,
  medicationOrderStatus: 'confirming',
  orderCommunicationStatus: 'performerReplied',
  serviceRequestChargingAmount: 1500,
};

describe('order view machine, details', () => {
  it('marks the link seen on first view, then beats every 60 s while shown', async () => {
    const rig = start();
    await rig.api.answer('loadOrder', { ...ORDER, heartbeatLinkSeen: false });
    expect(rig.api.inputs('patchOrder')).toEqual([{ orderId: 'sr-1', patch: { heartbeatLinkSeen: true } }]);
    await rig.api.answer('patchOrder', ORDER);
    expect(rig.api.inputs('patchOrder')).toHaveLength(2);
    expect(rig.api.inputs('patchOrder')[1]).toEqual({ orderId: 'sr-1', patch: { heartbeatLastSeen: true } });
    await rig.api.answer('patchOrder', ORDER);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(rig.api.inputs('patchOrder')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(rig.api.inputs('patchOrder')).toHaveLength(3);
  });

  it('follows the order live, and prepares the invoice once staff price it', async () => {
    const rig = start();
    await loaded(rig);
    expect(rig.api.inputs('prepareInvoice')).toHaveLength(0);
    rig.live.send({ type: 'ORDER_CHANGED', order: PRICED });
    await vi.advanceTimersByTimeAsync(0);
    expect(rig.actor.getSnapshot().context.order?.serviceRequestChargingAmount).toBe(1500);
    expect(rig.api.inputs('prepareInvoice')).toEqual([{ serviceRequestId: 'sr-1' }]);
    await rig.api.answer('prepareInvoice', INVOICE);
    expect(rig.actor.getSnapshot().matches({ shown: { payment: 'invoiced' } })).toBe(true);
    // Another order's push changes nothing.
    rig.live.send({ type: 'ORDER_CHANGED', order: { ...PRICED, id: 'sr-2', serviceRequestPaymentStatus: 'paid' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(rig.actor.getSnapshot().matches({ shown: { payment: 'invoiced' } })).toBe(true);
    // Paid (a cash payment recorded, or on another device): the buttons go.
    rig.live.send({ type: 'ORDER_CHANGED', order: { ...PRICED, serviceRequestPaymentStatus: 'paid' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(rig.actor.getSnapshot().matches({ shown: { payment: 'idle' } })).toBe(true);
    expect(rig.actor.getSnapshot().context.invoice).toBeNull();
  });

  it('pays by card through the payment child and returns to the order view', async () => {
    const payment = fakePaymentApi();
    const rig = start(INPUT, payment.machine);
    await loaded(rig, PRICED);
    await rig.api.answer('prepareInvoice', INVOICE);
    rig.actor.send({ type: 'PAY', gatewayType: 'genie' });
    await vi.advanceTimersByTimeAsync(0);
    expect(payment.api.inputs('initiateBooking')).toEqual([
      {
        invoiceId: 'inv-1',
        paymentGatewayType: 'genie',
        successUrl: '/order/view?orderId=sr-1&paymentStatus=Success',
        failureUrl: '/order/view?orderId=sr-1&paymentStatus=Failure',
      },
    ]);
    await payment.api.answer('initiateBooking', { id: 'bk-1', action: '', fields: {} });
    await payment.api.answer('authenticatePaymentGateway', { redirectUrl: '/sandbox/genie/bk-1' });
    await vi.advanceTimersByTimeAsync(1_000);
    const snapshot = rig.actor.getSnapshot();
    expect(snapshot.matches({ shown: { payment: 'redirecting' } })).toBe(true);
    expect(snapshot.context.redirect).toEqual({ kind: 'get', url: '/sandbox/genie/bk-1' });
  });

  it('a failed gateway start says so and lets the patient pay again', async () => {
    const payment = fakePaymentApi();
    const rig = start(INPUT, payment.machine);
    await loaded(rig, PRICED);
    await rig.api.answer('prepareInvoice', INVOICE);
    rig.actor.send({ type: 'PAY', gatewayType: 'cardProvider' });
    await vi.advanceTimersByTimeAsync(0);
    await payment.api.fail('initiateBooking', 'down');
    const snapshot = rig.actor.getSnapshot();
    expect(snapshot.matches({ shown: { payment: 'invoiced' } })).toBe(true);
    expect(snapshot.context.paymentError).toBe('Unable to process payment!');
  });

  it('chooses cash on delivery where the tenant takes it, never for an admission', async () => {
    const rig = start();
    await loaded(rig, PRICED);
    await rig.api.answer('prepareInvoice', INVOICE);
    rig.actor.send({ type: 'CHOOSE_CASH' });
    await vi.advanceTimersByTimeAsync(0);
    expect(rig.api.inputs('patchOrder').at(-1)).toEqual({
      orderId: 'sr-1',
      patch: { serviceRequestPaymentMethod: 'cash' },
    });
    await rig.api.answer('patchOrder', { ...PRICED, serviceRequestPaymentMethod: 'cash' });
    // Cash chosen keeps the online way open (spec 001 §4: paid online, the method switches to the gateway).
    expect(rig.actor.getSnapshot().matches({ shown: { payment: 'invoiced' } })).toBe(true);
    rig.actor.send({ type: 'CHOOSE_CASH' });
    await vi.advanceTimersByTimeAsync(0);
    expect(rig.api.inputs('patchOrder')).toHaveLength(2);
    rig.actor.send({ type: 'PAY', gatewayType: 'cardProvider' });
    expect(rig.actor.getSnapshot().matches({ shown: { payment: 'paying' } })).toBe(true);

    const admission = start();
    await loaded(admission, {
      ...PRICED,
      category: 'Finance',
      medicationOrderStatus: null,
      encounterOrderStatus: 'new',
    });
    admission.actor.send({ type: 'CHOOSE_CASH' });
    await vi.advanceTimersByTimeAsync(0);
    expect(admission.api.inputs('patchOrder')).toHaveLength(1);
  });

  it('sends a change towards home with its address, in one patch (issue 29)', async () => {
    const rig = start();
    await loaded(rig, { ...ORDER, serviceRequestInitiatedFor: 'appointment', addressLineOne: '', addressCity: '' });
    rig.actor.send({ type: 'REQUEST_CHANGE' });
    rig.actor.send({
      type: 'CONFIRM',
      address: { addressLineOne: '5 Hill Street', addressLineTwo: '', addressLineThree: '', addressCity: 'Kandy' },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(rig.api.inputs('patchOrder').at(-1)).toEqual({
      orderId: 'sr-1',
      patch: {
        serviceRequestInitiatedFor: 'homecare',
        addressLineOne: '5 Hill Street',
        addressLineTwo: '',
        addressLineThree: '',
        addressCity: 'Kandy',
      },
    });
  });

  it('drops a refused change and its error once staff cancel the order meanwhile (issue 29: the error stayed)', async () => {
    const rig = start();
    await loaded(rig, ORDER);
    rig.actor.send({ type: 'REQUEST_CHANGE' });
    rig.actor.send({ type: 'CONFIRM' });
    await vi.advanceTimersByTimeAsync(0);
    await rig.api.fail('patchOrder', '[GraphQL] ARO-E1074:Please enter the address.');
    expect(rig.actor.getSnapshot().matches({ shown: { edit: 'confirmingChange' } })).toBe(true);
    expect(rig.actor.getSnapshot().context.editError).toBe('Please enter the address.');
    rig.live.send({
      type: 'ORDER_CHANGED',
      order: {
        ...ORDER,
        status: 'revoked',
        medicationOrderStatus: 'canceled',
        orderCanceledReason: 'patientRequested',
      },
    });
    expect(rig.actor.getSnapshot().matches({ shown: { edit: 'idle' } })).toBe(true);
    expect(rig.actor.getSnapshot().context.editError).toBeNull();
    // The address dialog closes the same way.
    const editing = start();
    await loaded(editing, ORDER);
    editing.actor.send({ type: 'EDIT_ADDRESS' });
    expect(editing.actor.getSnapshot().matches({ shown: { edit: 'editingAddress' } })).toBe(true);
    editing.live.send({
      type: 'ORDER_CHANGED',
      order: { ...ORDER, status: 'revoked', medicationOrderStatus: 'canceled' },
    });
    expect(editing.actor.getSnapshot().matches({ shown: { edit: 'idle' } })).toBe(true);
    // A refusal of an order still open stays to be read.
    const open = start();
    await loaded(open, ORDER);
    open.actor.send({ type: 'REPLY_TYPED', text: 'hello' });
    open.actor.send({ type: 'SEND_REPLY' });
    await vi.advanceTimersByTimeAsync(0);
    await open.api.fail('extendOrder', '[GraphQL] ARO-E1046:Too long');
    open.live.send({ type: 'ORDER_CHANGED', order: { ...ORDER, orderCommunicationStatus: 'performerReplied' } });
    expect(open.actor.getSnapshot().context.editError).toBe('Too long');
  });

  it('rates a completed order 1–10 once, within 30 days', async () => {
    const rig = start();
    const completed: OrderView = {
      ...ORDER,
      status: 'completed',
      medicationOrderStatus: 'completed',
      updatedTime: new Date().toISOString(),
    };
    await loaded(rig, completed);
    rig.actor.send({ type: 'RATE', rating: 11 });
    rig.actor.send({ type: 'REPLY_TYPED', text: 'thanks' });
    rig.actor.send({ type: 'SEND_REPLY' });
    await vi.advanceTimersByTimeAsync(0);
    // Out of range, and the reply field is gone once completed.
    expect(rig.api.inputs('extendOrder')).toHaveLength(0);
    rig.actor.send({ type: 'RATE', rating: 9 });
    await vi.advanceTimersByTimeAsync(0);
    expect(rig.api.inputs('extendOrder')).toEqual([{ orderId: 'sr-1', extension: { feedbackRating: 9 } }]);

    const old = start();
    await loaded(old, { ...completed, updatedTime: new Date(Date.now() - 31 * 86_400_000).toISOString() });
    old.actor.send({ type: 'RATE', rating: 9 });
    await vi.advanceTimersByTimeAsync(0);
    expect(old.api.inputs('extendOrder')).toHaveLength(0);
  });

  it('measures the 30 days to rate by the clock it is given, not the system\u2019s', async () => {
    const completedNow: OrderView = {
      ...ORDER,
      status: 'completed',
      medicationOrderStatus: 'completed',
      updatedTime: new Date(Date.now()).toISOString(),
    };
    const late = start(INPUT, fakePaymentApi().machine, fixedClock(Date.now() + 31 * 86_400_000));
    await loaded(late, completedNow);
    late.actor.send({ type: 'RATE', rating: 9 });
    await vi.advanceTimersByTimeAsync(0);
    expect(late.api.inputs('extendOrder')).toHaveLength(0);
  });

  it('says Payment success once when back from the gateway', async () => {
    const forget = vi.fn();
    const api = deferredApi(NAMES);
    const machine = orderViewMachine.provide({
      actions: { forgetPaymentReturn: forget },
      actors: {
        loadOrder: api.actor<OrderView, { orderId: string }>('loadOrder'),
        patchOrder: api.actor<OrderView, { orderId: string; patch: OrderPatch }>('patchOrder'),
        loadSavedCards: api.actor<SavedCard[], undefined>('loadSavedCards'),
        watchOrder: fromCallback(() => () => undefined),
      },
    });
    const actor = createActor(machine, { input: { ...INPUT, paymentSuccess: true } }).start();
    await api.answer('loadOrder', { ...PRICED, serviceRequestPaymentStatus: 'paid' });
    expect(forget).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.paidToast).toBe(true);
    actor.send({ type: 'DISMISS_TOAST' });
    expect(actor.getSnapshot().context.paidToast).toBe(false);
  });

  it('offers a gateway only with a prepared invoice above zero and the category switch on', () => {
    const context = { order: PRICED, options: OPTIONS, invoice: INVOICE, requestState: 2 as const, savedCards: [] };
    expect(canPayOrderWith(context, 'cardProvider')).toBe(true);
    expect(canPayOrderWith({ ...context, invoice: { ...INVOICE, total: 0 } }, 'cardProvider')).toBe(false);
    expect(canPayOrderWith({ ...context, requestState: 1 }, 'cardProvider')).toBe(false);
    expect(
      canPayOrderWith({ ...context, options: { ...OPTIONS, Medication: { ...ON, payment: false } } }, 'cardProvider'),
    ).toBe(false);
    expect(canPayOrderWith(context, 'cardProviderQuickPay')).toBe(false);
    expect(
      canPayOrderWith(
        { ...context, savedCards: [{ id: 'c1', cardNumber: '411111******', cardType: '001', defaultMethod: true }] },
        'cardProviderQuickPay',
      ),
    ).toBe(true);
  });
  it('a lost heartbeat (the link-seen mark or a beat) is not the patient’s problem: the next beat follows', async () => {
    const rig = start();
    await rig.api.answer('loadOrder', { ...ORDER, heartbeatLinkSeen: false });
    await rig.api.fail('patchOrder', 'network down');
    expect(rig.api.inputs('patchOrder')[1]).toEqual({ orderId: 'sr-1', patch: { heartbeatLastSeen: true } });
    await rig.api.fail('patchOrder', 'network down');
    expect(rig.actor.getSnapshot().matches({ shown: { heartbeat: 'waiting' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(rig.api.inputs('patchOrder')).toHaveLength(3);
  });

  it('edits the delivery address while the order is open: Cancel keeps it, a refusal stays in the form, a save shows the order', async () => {
    const rig = start();
    await loaded(rig);
    rig.actor.send({ type: 'EDIT_ADDRESS' });
    expect(rig.actor.getSnapshot().matches({ shown: { edit: 'editingAddress' } })).toBe(true);
    rig.actor.send({ type: 'CANCEL' });
    expect(rig.actor.getSnapshot().matches({ shown: { edit: 'idle' } })).toBe(true);
    rig.actor.send({ type: 'EDIT_ADDRESS' });
    rig.actor.send({ type: 'SAVE_ADDRESS', address: { addressCity: 'Kandy' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(rig.api.inputs('patchOrder').at(-1)).toEqual({ orderId: 'sr-1', patch: { addressCity: 'Kandy' } });
    await rig.api.fail('patchOrder', `[GraphQL] ARO-E1073:${CLOSED}`);
    expect(rig.actor.getSnapshot().matches({ shown: { edit: 'editingAddress' } })).toBe(true);
    expect(rig.actor.getSnapshot().context.editError).toBe(CLOSED);
    rig.actor.send({ type: 'SAVE_ADDRESS', address: { addressCity: 'Kandy' } });
    await vi.advanceTimersByTimeAsync(0);
    await rig.api.answer('patchOrder', { ...ORDER, addressCity: 'Kandy' });
    expect(rig.actor.getSnapshot().matches({ shown: { edit: 'idle' } })).toBe(true);
    expect(rig.actor.getSnapshot().context.order?.addressCity).toBe('Kandy');
    expect(rig.actor.getSnapshot().context.editError).toBeNull();
  });

  it('a rating the server refuses shows why; an accepted one shows the rated order', async () => {
    const rig = start();
    const completed: OrderView = {
      ...ORDER,
      status: 'completed',
      medicationOrderStatus: 'completed',
      updatedTime: new Date().toISOString(),
    };
    await loaded(rig, completed);
    rig.actor.send({ type: 'RATE', rating: 8, comment: 'Quick' });
    await vi.advanceTimersByTimeAsync(0);
    expect(rig.api.inputs('extendOrder')).toEqual([
      { orderId: 'sr-1', extension: { feedbackRating: 8, feedbackComment: 'Quick' } },
    ]);
    await rig.api.fail('extendOrder', `[GraphQL] ARO-E1073:${CLOSED}`);
    expect(rig.actor.getSnapshot().matches({ shown: { edit: 'idle' } })).toBe(true);
    expect(rig.actor.getSnapshot().context.editError).toBe(CLOSED);
    rig.actor.send({ type: 'RATE', rating: 8 });
    await vi.advanceTimersByTimeAsync(0);
    await rig.api.answer('extendOrder', { ...completed, feedbackRating: 8 });
    expect(rig.actor.getSnapshot().context.order?.feedbackRating).toBe(8);
    expect(rig.actor.getSnapshot().context.editError).toBeNull();
    // Rated once: a second rating is not sent.
    rig.actor.send({ type: 'RATE', rating: 9 });
    await vi.advanceTimersByTimeAsync(0);
    expect(rig.api.inputs('extendOrder')).toHaveLength(2);
  });

  it('a refused cash choice says why and keeps the invoice; lost saved cards still leave the gateways', async () => {
    const rig = start();
    await rig.api.answer('loadOrder', PRICED);
    await rig.api.answer('patchOrder', PRICED);
    await rig.api.fail('loadSavedCards', 'network down');
    expect(rig.actor.getSnapshot().context.savedCards).toEqual([]);
    await rig.api.answer('prepareInvoice', INVOICE);
    rig.actor.send({ type: 'CHOOSE_CASH' });
    await vi.advanceTimersByTimeAsync(0);
    await rig.api.fail('patchOrder', `[GraphQL] ARO-E1073:${CLOSED}`);
    const snapshot = rig.actor.getSnapshot();
    expect(snapshot.matches({ shown: { edit: 'idle', payment: 'invoiced' } })).toBe(true);
    expect(snapshot.context.editError).toBe(CLOSED);
  });

  it('a failed invoice can be retried', async () => {
    const rig = start();
    await loaded(rig, PRICED);
    await rig.api.fail('prepareInvoice', 'network down');
    expect(rig.actor.getSnapshot().matches({ shown: { payment: 'invoiceFailed' } })).toBe(true);
    rig.actor.send({ type: 'RETRY_INVOICE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(rig.api.inputs('prepareInvoice')).toHaveLength(2);
    await rig.api.answer('prepareInvoice', INVOICE);
    expect(rig.actor.getSnapshot().matches({ shown: { payment: 'invoiced' } })).toBe(true);
  });

  it('quick pay charges the default saved card and shows Payment success', async () => {
    const payment = fakePaymentApi();
    const rig = start(INPUT, payment.machine);
    const card: SavedCard = { id: 'c1', cardNumber: '411111******', cardType: '001', defaultMethod: true };
    await rig.api.answer('loadOrder', PRICED);
    await rig.api.answer('patchOrder', PRICED);
    await rig.api.answer('loadSavedCards', [card]);
    await rig.api.answer('prepareInvoice', INVOICE);
    rig.actor.send({ type: 'PAY', gatewayType: 'cardProviderQuickPay' });
    await vi.advanceTimersByTimeAsync(0);
    await payment.api.answer('initiateBooking', { id: 'bk-1', action: '', fields: {} });
    expect(payment.api.inputs('completeBooking')).toEqual([
      { bookingId: 'bk-1', paymentGatewayType: 'cardProviderQuickPay', paymentMethodId: 'c1' },
    ]);
    await payment.api.answer('completeBooking', {
      status: 'completed',
      decision: 'ACCEPT',
      message: null,
      paymentId: 'pay-1',
    });
    await vi.advanceTimersByTimeAsync(1_000);
    const snapshot = rig.actor.getSnapshot();
    expect(snapshot.matches({ shown: { payment: 'paid' } })).toBe(true);
    expect(snapshot.context.paidToast).toBe(true);
  });

  it('a browser that cannot leave for the gateway comes back to the invoice with the message', async () => {
    const payment = fakePaymentApi();
    const rig = start(INPUT, payment.machine);
    await loaded(rig, PRICED);
    await rig.api.answer('prepareInvoice', INVOICE);
    rig.actor.send({ type: 'PAY', gatewayType: 'genie' });
    await vi.advanceTimersByTimeAsync(0);
    await payment.api.answer('initiateBooking', { id: 'bk-1', action: '', fields: {} });
    await payment.api.answer('authenticatePaymentGateway', { redirectUrl: '/sandbox/genie/bk-1' });
    await vi.advanceTimersByTimeAsync(1_000);
    rig.actor.send({ type: 'REDIRECT_FAILED' });
    const snapshot = rig.actor.getSnapshot();
    expect(snapshot.matches({ shown: { payment: 'invoiced' } })).toBe(true);
    expect(snapshot.context.paymentError).toBe('Unable to process payment!');
    expect(snapshot.context.redirect).toBeNull();
  });
});
