import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import type { PaymentGatewayType } from '../../domain/payment';
import { paymentMachine, quickPayFailureText, type PaymentOutput } from '../../machines/payment.machine';
import { INITIATED, PAYMENT_INPUT, describePaymentReport, fakePaymentApi, runChild } from './paymentHarness';

/**
 * Model-based test of machines/payment.machine.ts: the patient picks a way to pay, and each API
 * answer is a step of the model (the fake actors wait for the test to answer). Paths through the
 * model are generated with xstate/graph and replayed against the real machine: at every step the
 * machine's state, widget state, reports to the parent and output must be what the model says.
 */

type ModelEvent =
  | { type: 'PAY_QUICK' }
  | { type: 'PAY_CARD' }
  | { type: 'PAY_MASTERCARD' }
  | { type: 'INITIATED' }
  | { type: 'INITIATE_FAILS' }
  | { type: 'QUICK_COMPLETED' }
  | { type: 'QUICK_DECLINED' }
  | { type: 'QUICK_TIMEOUT' }
  | { type: 'QUICK_SILENT' }
  | { type: 'QUICK_CALL_FAILS' }
  | { type: 'AUTHENTICATED' }
  | { type: 'AUTHENTICATION_FAILS' }
  | { type: 'WAIT_ALMOST' }
  | { type: 'WAIT_REDIRECT' };

interface Expected {
  /** The real machine's state value (null before the patient picked a way to pay). */
  state: string | null;
  widgetState: string | null;
  reports: string[];
  output: PaymentOutput | null;
}

const CHECKOUT = '/sandbox/masterCard/checkout/booking-1?sig=abc';
const MESSAGES = {
  declined: 'Payment failed, unable to authenticate your request from bank',
  timeout: 'Payment failed with request timeout: Gateway timeout after 30s',
  silent: 'Payment failed with unknown system error',
  callFailed: 'Payment failed with system error: This booking is no longer held, please book again.',
  initiation: 'Unable to process payment!',
};

const to = (expected: Partial<Expected>) =>
  assign<Expected, ModelEvent, undefined, ModelEvent, never>({ reports: [], ...expected });
const failed = (message: string, paymentId: string | null = null) =>
  to({
    state: 'failed',
    widgetState: 'ERROR',
    reports: ['payment.state:ERROR'],
    output: { kind: 'failed', message, paymentId },
  });

const model = setup({ types: { context: {} as Expected, events: {} as ModelEvent } }).createMachine({
  id: 'paymentModel',
  context: { state: null, widgetState: null, reports: [], output: null },
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        PAY_QUICK: {
          target: 'initiatingQuick',
          actions: to({ state: 'initiating', widgetState: 'INITIALISING', reports: ['payment.state:INITIALISING'] }),
        },
        PAY_CARD: {
          target: 'initiatingCard',
          actions: to({ state: 'initiating', widgetState: 'INITIALISING', reports: ['payment.state:INITIALISING'] }),
        },
        PAY_MASTERCARD: {
          target: 'initiatingGateway',
          actions: to({ state: 'initiating', widgetState: 'INITIALISING', reports: ['payment.state:INITIALISING'] }),
        },
      },
    },
    initiatingQuick: {
      on: {
        INITIATED: {
          target: 'completing',
          actions: to({
            state: 'completing',
            widgetState: 'PAYMENT_PROCESSING',
            reports: ['payment.state:PAYMENT_PROCESSING'],
          }),
        },
        INITIATE_FAILS: { target: 'done', actions: failed(MESSAGES.initiation) },
      },
    },
    initiatingCard: {
      on: {
        INITIATED: {
          target: 'done',
          actions: to({
            state: 'redirected',
            widgetState: 'READY',
            reports: ['payment.state:READY', 'payment.redirect:post /sandbox/cardProvider/pay'],
            output: {
              kind: 'redirected',
              redirect: { kind: 'post', action: INITIATED.action, fields: INITIATED.fields },
            },
          }),
        },
        INITIATE_FAILS: { target: 'done', actions: failed(MESSAGES.initiation) },
      },
    },
    initiatingGateway: {
      on: {
        INITIATED: { target: 'authenticating', actions: to({ state: 'authenticating' }) },
        INITIATE_FAILS: { target: 'done', actions: failed(MESSAGES.initiation) },
      },
    },
    completing: {
      on: {
        QUICK_COMPLETED: {
          target: 'done',
          actions: to({ state: 'paid', output: { kind: 'paid', paymentId: 'payment-1' } }),
        },
        QUICK_DECLINED: { target: 'done', actions: failed(MESSAGES.declined, 'payment-2') },
        QUICK_TIMEOUT: { target: 'done', actions: failed(MESSAGES.timeout) },
        QUICK_SILENT: { target: 'done', actions: failed(MESSAGES.silent) },
        QUICK_CALL_FAILS: { target: 'done', actions: failed(MESSAGES.callFailed) },
      },
    },
    authenticating: {
      on: {
        AUTHENTICATED: {
          target: 'ready',
          actions: to({ state: 'ready', widgetState: 'READY', reports: ['payment.state:READY'] }),
        },
        AUTHENTICATION_FAILS: { target: 'done', actions: failed(MESSAGES.initiation) },
      },
    },
    ready: {
      on: {
        // The redirect waits 1 s after ready (spec 000 §7).
        WAIT_ALMOST: { actions: to({}) },
        WAIT_REDIRECT: {
          target: 'done',
          actions: to({
            state: 'redirected',
            reports: [`payment.redirect:get ${CHECKOUT}`],
            output: { kind: 'redirected', redirect: { kind: 'get', url: CHECKOUT } },
          }),
        },
      },
    },
    done: { type: 'final' },
  },
});

type ModelSnapshot = SnapshotFrom<typeof model>;
type ModelPath = StatePath<ModelSnapshot, ModelEvent>;

const ALL_EVENTS: ModelEvent[] = (
  [
    'PAY_QUICK',
    'PAY_CARD',
    'PAY_MASTERCARD',
    'INITIATED',
    'INITIATE_FAILS',
    'QUICK_COMPLETED',
    'QUICK_DECLINED',
    'QUICK_TIMEOUT',
    'QUICK_SILENT',
    'QUICK_CALL_FAILS',
    'AUTHENTICATED',
    'AUTHENTICATION_FAILS',
    'WAIT_ALMOST',
    'WAIT_REDIRECT',
  ] as const
).map((type) => ({ type }));

const possibleEvents = (snapshot: ModelSnapshot): ModelEvent[] => ALL_EVENTS.filter((event) => snapshot.can(event));
const byTransition = (snapshot: ModelSnapshot, event: ModelEvent | undefined): string =>
  JSON.stringify([snapshot.value, snapshot.context, event?.type ?? null]);
const byState = (snapshot: ModelSnapshot): string =>
  JSON.stringify([snapshot.value, snapshot.context.state, snapshot.context.output]);

const shortestPaths = getShortestPaths(model, { events: possibleEvents, serializeState: byTransition });
const simplePaths = getSimplePaths(model, { events: possibleEvents, serializeState: byState });

const stepsOf = (path: ModelPath): ModelEvent[] =>
  path.steps.map((step) => step.event).filter((event) => ALL_EVENTS.some((known) => known.type === event.type));
const describePath = (path: ModelPath): string =>
  stepsOf(path)
    .map((event) => event.type)
    .join(' → ') || '(start)';

const GATEWAY_OF: Record<'PAY_QUICK' | 'PAY_CARD' | 'PAY_MASTERCARD', PaymentGatewayType> = {
  PAY_QUICK: 'cardProviderQuickPay',
  PAY_CARD: 'cardProvider',
  PAY_MASTERCARD: 'masterCard',
};

async function replay(path: ModelPath): Promise<void> {
  const { api, machine } = fakePaymentApi();
  let run: ReturnType<typeof runChild> | null = null;
  const modelActor = createActor(model).start();
  const assertSame = (): void => {
    const expected = modelActor.getSnapshot().context;
    if (run === null) return;
    const snapshot = run.child.getSnapshot() as SnapshotFrom<typeof paymentMachine>;
    expect(snapshot.value).toBe(expected.state);
    expect(snapshot.context.widgetState).toBe(expected.widgetState);
    expect(run.take()).toEqual(expected.reports);
    if (expected.output === null) expect(snapshot.status).toBe('active');
    else {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual(expected.output);
    }
  };
  for (const event of stepsOf(path)) {
    modelActor.send(event);
    switch (event.type) {
      case 'PAY_QUICK':
      case 'PAY_CARD':
      case 'PAY_MASTERCARD': {
        const gatewayType = GATEWAY_OF[event.type];
        run = runChild(
          machine,
          { ...PAYMENT_INPUT, gatewayType, paymentMethodId: event.type === 'PAY_QUICK' ? 'card-1' : null },
          'payment.',
          describePaymentReport,
        );
        await vi.advanceTimersByTimeAsync(0);
        expect(api.inputs('initiateBooking')).toEqual([
          {
            invoiceId: 'invoice-1',
            paymentGatewayType: gatewayType,
            successUrl: PAYMENT_INPUT.successUrl,
            failureUrl: PAYMENT_INPUT.failureUrl,
          },
        ]);
        break;
      }
      case 'INITIATED':
        await api.answer('initiateBooking', INITIATED);
        break;
      case 'INITIATE_FAILS':
        await api.fail('initiateBooking', 'ARO-E1044:');
        break;
      case 'QUICK_COMPLETED':
        await api.answer('completeBooking', {
          status: 'completed',
          decision: 'ACCEPT',
          message: null,
          paymentId: 'payment-1',
        });
        break;
      case 'QUICK_DECLINED':
        await api.answer('completeBooking', {
          status: 'failed',
          decision: 'DECLINE',
          message: 'Card declined by the bank',
          paymentId: 'payment-2',
        });
        break;
      case 'QUICK_TIMEOUT':
        await api.answer('completeBooking', {
          status: 'failed',
          decision: 'ERROR',
          message: 'Gateway timeout after 30s',
          paymentId: null,
        });
        break;
      case 'QUICK_SILENT':
        await api.answer('completeBooking', { status: 'failed', decision: 'ERROR', message: '  ', paymentId: null });
        break;
      case 'QUICK_CALL_FAILS':
        await api.fail('completeBooking', '[GraphQL] ARO-E1043:');
        break;
      case 'AUTHENTICATED':
        await api.answer('authenticatePaymentGateway', { redirectUrl: CHECKOUT });
        break;
      case 'AUTHENTICATION_FAILS':
        await api.fail('authenticatePaymentGateway', 'Failed to fetch');
        break;
      case 'WAIT_ALMOST':
        await vi.advanceTimersByTimeAsync(999);
        break;
      case 'WAIT_REDIRECT':
        await vi.advanceTimersByTimeAsync(1000);
        break;
    }
    assertSame();
  }
  // Quick pay charged the saved card of the booking just initiated; the gateways authenticated it.
  for (const input of api.inputs('completeBooking'))
    expect(input).toEqual({
      bookingId: 'booking-1',
      paymentGatewayType: 'cardProviderQuickPay',
      paymentMethodId: 'card-1',
    });
  for (const input of api.inputs('authenticatePaymentGateway')) expect(input).toEqual({ bookingId: 'booking-1' });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('payment machine, model-based', () => {
  it('the generated paths end in every outcome', () => {
    const endings = new Set(shortestPaths.map((path) => JSON.stringify(path.state.context.output?.kind ?? null)));
    expect([...endings].sort()).toEqual(['"failed"', '"paid"', '"redirected"', 'null']);
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

describe('payment machine, details', () => {
  it('genie, like masterCard, goes to the authenticated URL 1 s after ready', async () => {
    const { api, machine } = fakePaymentApi();
    const actor = createActor(machine, {
      input: { ...PAYMENT_INPUT, gatewayType: 'genie', paymentMethodId: null },
    }).start();
    await api.answer('initiateBooking', INITIATED);
    await api.answer('authenticatePaymentGateway', { redirectUrl: '/sandbox/genie/checkout/booking-1' });
    expect(actor.getSnapshot().value).toBe('ready');
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().output).toEqual({
      kind: 'redirected',
      redirect: { kind: 'get', url: '/sandbox/genie/checkout/booking-1' },
    });
  });

  it('works without a parent (a screen reads the snapshot), reporting to nobody', async () => {
    const { api, machine } = fakePaymentApi();
    const actor = createActor(machine, { input: PAYMENT_INPUT }).start();
    expect(actor.getSnapshot().context.widgetState).toBe('INITIALISING');
    await api.answer('initiateBooking', INITIATED);
    expect(actor.getSnapshot().context.widgetState).toBe('PAYMENT_PROCESSING');
    await api.answer('completeBooking', { status: 'completed', message: null, paymentId: 'payment-1' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'paid', paymentId: 'payment-1' });
  });

  it('fails loudly when an actor is not provided', async () => {
    const actor = createActor(paymentMachine, { input: PAYMENT_INPUT }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().output).toEqual({
      kind: 'failed',
      message: 'Unable to process payment!',
      paymentId: null,
    });
  });

  it.each([
    [{ decision: 'ERROR', message: 'Gateway system error' }, 'Payment failed with system error: Gateway system error'],
    [{ decision: 'ERROR', message: null }, 'Payment failed with unknown system error'],
    [{ decision: 'ERROR', message: 'Request Timeout' }, 'Payment failed with request timeout: Request Timeout'],
    [
      { decision: 'DECLINE', message: 'Card declined by the bank' },
      'Payment failed, unable to authenticate your request from bank',
    ],
    [{ decision: 'ACCEPT', message: 'Hold expired; refund due' }, 'Hold expired; refund due'],
    [{ decision: 'ACCEPT', message: '' }, 'Payment failed'],
    // The call itself failed: no decision, its error is the message.
    [
      { decision: null, message: 'This appointment can no longer be paid' },
      'Payment failed with system error: This appointment can no longer be paid',
    ],
  ])('reads the quick pay answer %j as %j', (answer, text) => {
    expect(quickPayFailureText(answer)).toBe(text);
  });

  it("tells a failed quick pay in the spec's words, not the gateway's raw message", async () => {
    const { api, machine } = fakePaymentApi();
    const actor = createActor(machine, { input: PAYMENT_INPUT }).start();
    await api.answer('initiateBooking', INITIATED);
    await api.answer('completeBooking', {
      status: 'failed',
      decision: 'ERROR',
      message: 'Gateway system error',
      paymentId: 'payment-9',
    });
    expect(actor.getSnapshot().output).toEqual({
      kind: 'failed',
      message: 'Payment failed with system error: Gateway system error',
      paymentId: 'payment-9',
    });
  });
});
