import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromCallback, fromPromise, setup, type EventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import { HEARTBEAT_INTERVAL_MS } from '../../domain/bookingRules';
import { formatError } from '../../domain/errors';
import {
  appointmentViewMachine,
  type AppointmentView,
  type AppointmentViewEvent,
  type HeartbeatPatch,
  type QueueToken,
} from '../../machines/appointmentView.machine';
import { HOSPITAL, SESSION, appointmentView } from './bookingHarness';

/**
 * Model-based test of machines/appointmentView.machine.ts: the load answers (seen before or not, another
 * account's, failing), the heartbeat clock and the live pushes (queue, the appointment cancelled, someone
 * else's appointment). Paths come from xstate/graph; each is replayed against the real machine with fake
 * actors on fake timers, checking the state, what is shown and every heartbeat patch sent.
 */

type ModelEvent =
  | { type: 'LOAD_NOT_SEEN_YET' }
  | { type: 'LOAD_SEEN_BEFORE' }
  | { type: 'LOAD_ANOTHER_ACCOUNTS' }
  | { type: 'LOAD_FAILS' }
  | { type: 'RETRY' }
  | { type: 'WAIT_HEARTBEAT' }
  | { type: 'HEARTBEAT_FAILS' }
  | { type: 'QUEUE_MOVES' }
  | { type: 'SESSION_STARTS' }
  | { type: 'APPOINTMENT_CANCELLED' }
  | { type: 'OTHER_APPOINTMENT_CHANGES' };

interface ModelContext {
  status: string;
  sessionStatus: string;
  queue: number | null;
  linkSeenPatches: number;
  lastSeenPatches: number;
  loads: number;
  denied: number;
  error: string | null;
}

/** Heartbeats walked per path: enough to show it repeats, few enough for traversal to end. */
const MAX_HEARTBEATS = 2;
const MAX_LOADS = 2;

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    moreHeartbeats: ({ context }) => context.lastSeenPatches < MAX_HEARTBEATS,
    mayRetry: ({ context }) => context.loads < MAX_LOADS,
  },
}).createMachine({
  id: 'model',
  context: {
    status: 'none',
    sessionStatus: 'scheduled',
    queue: null,
    linkSeenPatches: 0,
    lastSeenPatches: 0,
    loads: 1,
    denied: 0,
    error: null,
  },
  initial: 'loading',
  states: {
    loading: {
      on: {
        // First view of the link: heartbeatLinkSeen is patched once.
        LOAD_NOT_SEEN_YET: { target: 'shown', actions: assign({ status: 'booked', linkSeenPatches: 1, error: null }) },
        LOAD_SEEN_BEFORE: { target: 'shown', actions: assign({ status: 'booked', error: null }) },
        LOAD_ANOTHER_ACCOUNTS: { target: 'denied', actions: assign({ denied: 1 }) },
        LOAD_FAILS: { target: 'failed', actions: assign({ error: 'Something went wrong' }) },
      },
    },
    failed: {
      on: {
        RETRY: { guard: 'mayRetry', target: 'loading', actions: assign({ loads: ({ context }) => context.loads + 1 }) },
      },
    },
    denied: { type: 'final' },
    shown: {
      on: {
        WAIT_HEARTBEAT: {
          guard: 'moreHeartbeats',
          actions: assign({ lastSeenPatches: ({ context }) => context.lastSeenPatches + 1 }),
        },
        // A lost heartbeat is tried again at the next beat; the page does not change.
        HEARTBEAT_FAILS: {
          guard: 'moreHeartbeats',
          actions: assign({ lastSeenPatches: ({ context }) => context.lastSeenPatches + 1 }),
        },
        QUEUE_MOVES: { actions: assign({ queue: 3 }) },
        SESSION_STARTS: { actions: assign({ sessionStatus: 'started' }) },
        APPOINTMENT_CANCELLED: { actions: assign({ status: 'cancelled' }) },
        OTHER_APPOINTMENT_CHANGES: {},
      },
    },
  },
});

type ModelSnapshot = SnapshotFrom<typeof model>;
type ModelPath = StatePath<ModelSnapshot, ModelEvent>;

const ALL_EVENTS: ModelEvent[] = [
  { type: 'LOAD_NOT_SEEN_YET' },
  { type: 'LOAD_SEEN_BEFORE' },
  { type: 'LOAD_ANOTHER_ACCOUNTS' },
  { type: 'LOAD_FAILS' },
  { type: 'RETRY' },
  { type: 'WAIT_HEARTBEAT' },
  { type: 'HEARTBEAT_FAILS' },
  { type: 'QUEUE_MOVES' },
  { type: 'SESSION_STARTS' },
  { type: 'APPOINTMENT_CANCELLED' },
  { type: 'OTHER_APPOINTMENT_CHANGES' },
];

const possibleEvents = (snapshot: ModelSnapshot): ModelEvent[] => ALL_EVENTS.filter((event) => snapshot.can(event));
const byTransition = (snapshot: ModelSnapshot, event: ModelEvent | undefined): string =>
  JSON.stringify([snapshot.value, snapshot.context, event?.type ?? null]);
const byStateAndCounts = ({ value, context }: ModelSnapshot): string =>
  JSON.stringify([value, context.lastSeenPatches, context.loads]);

const QUEUE: QueueToken[] = [
  { tokenNo: 1, status: 'fulfilled', paymentStatus: 'paid' },
  { tokenNo: 2, status: 'arrived', paymentStatus: 'paid' },
  { tokenNo: 5, status: 'booked', paymentStatus: 'paid' },
];

interface Pending<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** Fake actors: loads wait for the test to answer; patches are recorded (and may be made to fail); live pushes go through `push`. */
function fakeApi() {
  const loads: Pending<AppointmentView>[] = [];
  const patches: HeartbeatPatch[] = [];
  const liveInputs: string[] = [];
  const senders = new Map<'appointment' | 'session' | 'queue', (event: EventObject) => void>();
  let failPatches = false;
  const watcher = (name: 'appointment' | 'session' | 'queue') =>
    fromCallback<EventObject, { appointmentId: string; sessionId: string }>(({ input, sendBack }) => {
      liveInputs.push(`${name}:${input.appointmentId}:${input.sessionId}`);
      senders.set(name, sendBack);
      return () => {
        senders.delete(name);
      };
    });
  let denied = 0;
  let forgotten = 0;
  const failedPayments: string[] = [];
  const machine = appointmentViewMachine.provide({
    actors: {
      loadAppointment: fromPromise<AppointmentView, { appointmentId: string }>(
        () => new Promise((resolve, reject) => loads.push({ resolve, reject })),
      ),
      patchAppointment: fromPromise<unknown, { appointmentId: string; patch: HeartbeatPatch }>(({ input }) => {
        patches.push(input.patch);
        return failPatches ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(null);
      }),
      watchAppointment: watcher('appointment'),
      watchSession: watcher('session'),
      watchQueue: watcher('queue'),
    },
    actions: {
      deny: () => void (denied += 1),
      forgetPaymentReturn: () => void (forgotten += 1),
      showFailedPayment: (_, { paymentId }) => void failedPayments.push(paymentId),
    },
  });
  return {
    machine,
    loads,
    patches,
    liveInputs,
    denied: () => denied,
    forgotten: () => forgotten,
    failedPayments,
    failPatches: (fail: boolean) => {
      failPatches = fail;
    },
    push: (name: 'appointment' | 'session' | 'queue', event: AppointmentViewEvent) => {
      const send = senders.get(name);
      if (send === undefined) throw new Error(`${name} is not being watched`);
      send(event);
    },
  };
}

async function perform(api: ReturnType<typeof fakeApi>, event: ModelEvent): Promise<void> {
  const answerLoad = async (answer: (pending: Pending<AppointmentView>) => void): Promise<void> => {
    const pending = api.loads.shift();
    if (pending === undefined) throw new Error('no load is waiting');
    answer(pending);
    await vi.advanceTimersByTimeAsync(0);
  };
  switch (event.type) {
    case 'LOAD_NOT_SEEN_YET':
      return answerLoad((pending) => pending.resolve(appointmentView({ heartbeatLinkSeen: false })));
    case 'LOAD_SEEN_BEFORE':
      return answerLoad((pending) => pending.resolve(appointmentView({ heartbeatLinkSeen: true })));
    case 'LOAD_ANOTHER_ACCOUNTS':
      return answerLoad((pending) => pending.reject(new Error(`[GraphQL] ${formatError('ARO-E1040')}`)));
    case 'LOAD_FAILS':
      return answerLoad((pending) => pending.reject(new TypeError('Failed to fetch')));
    case 'RETRY':
      return void 0;
    case 'WAIT_HEARTBEAT':
      api.failPatches(false);
      await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
      return;
    case 'HEARTBEAT_FAILS':
      api.failPatches(true);
      await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
      return;
    case 'QUEUE_MOVES':
      return api.push('queue', { type: 'QUEUE_CHANGED', tokens: QUEUE });
    case 'SESSION_STARTS':
      return api.push('session', {
        type: 'SESSION_CHANGED',
        session: { ...SESSION, status: 'started' },
        hospital: HOSPITAL,
      });
    case 'APPOINTMENT_CANCELLED':
      return api.push('appointment', {
        type: 'APPOINTMENT_CHANGED',
        appointment: appointmentView({ status: 'cancelled', heartbeatLinkSeen: true }),
      });
    case 'OTHER_APPOINTMENT_CHANGES':
      return api.push('appointment', {
        type: 'APPOINTMENT_CHANGED',
        appointment: appointmentView({ id: 'appointment-9', status: 'cancelled' }),
      });
  }
}

async function replay(path: ModelPath): Promise<void> {
  const api = fakeApi();
  const actor = createActor(api.machine, {
    input: { appointmentId: 'appointment-1', sessionId: 'session-1', paymentReturn: null },
  }).start();
  const modelActor = createActor(model).start();
  await vi.advanceTimersByTimeAsync(0);

  const assertSame = (): void => {
    const expected = modelActor.getSnapshot();
    const actual = actor.getSnapshot();
    const top = typeof actual.value === 'string' ? actual.value : Object.keys(actual.value)[0];
    expect(top).toBe(expected.value);
    expect(actual.context.error).toBe(expected.context.error);
    expect(api.denied()).toBe(expected.context.denied);
    // A plain visit has no payment return to take out of the url.
    expect(api.forgotten()).toBe(0);
    expect(api.failedPayments).toEqual([]);
    expect(api.patches.filter((patch) => 'heartbeatLinkSeen' in patch)).toHaveLength(expected.context.linkSeenPatches);
    expect(api.patches.filter((patch) => 'heartbeatLastSeen' in patch)).toHaveLength(expected.context.lastSeenPatches);
    if (expected.value === 'shown') {
      expect(actual.context.appointment?.status).toBe(expected.context.status);
      expect(actual.context.appointment?.id).toBe('appointment-1');
      expect(actual.context.appointment?.session.status).toBe(expected.context.sessionStatus);
      expect(actual.context.queue?.length ?? null).toBe(expected.context.queue);
      expect([...api.liveInputs].sort()).toEqual([
        'appointment:appointment-1:session-1',
        'queue:appointment-1:session-1',
        'session:appointment-1:session-1',
      ]);
    }
  };

  assertSame();
  for (const step of path.steps) {
    const { event } = step;
    if (!ALL_EVENTS.some((known) => known.type === event.type)) continue;
    await perform(api, event);
    if (event.type === 'RETRY') actor.send({ type: 'RETRY' });
    await vi.advanceTimersByTimeAsync(0);
    modelActor.send(event);
    assertSame();
  }
  actor.stop();
}

const describePath = (path: ModelPath): string =>
  path.steps
    .map((step) => step.event.type)
    .filter((type) => ALL_EVENTS.some((known) => known.type === type))
    .join(' → ') || '(start)';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('appointment view machine (model-based)', () => {
  const shortest = getShortestPaths(model, { events: possibleEvents, serializeState: byTransition });
  const simple = getSimplePaths(model, {
    events: possibleEvents,
    serializeState: byStateAndCounts,
    toState: (snapshot) => snapshot.context.lastSeenPatches === MAX_HEARTBEATS,
  });

  it('has paths to walk', () => {
    expect(shortest.length).toBeGreaterThan(10);
    expect(simple.length).toBeGreaterThan(0);
  });

  for (const path of shortest) it(`every transition: ${describePath(path)}`, () => replay(path));
  for (const path of simple) it(`to two heartbeats: ${describePath(path)}`, () => replay(path));
});

describe('appointment view machine', () => {
  it('keeps the payment return it was opened with', () => {
    const actor = createActor(fakeApi().machine, {
      input: { appointmentId: 'a', sessionId: 's', paymentReturn: 'Failure' },
    }).start();
    expect(actor.getSnapshot().context.paymentReturn).toBe('Failure');
    actor.stop();
  });

  it('stops the live updates when it stops', async () => {
    const api = fakeApi();
    const actor = createActor(api.machine, {
      input: { appointmentId: 'appointment-1', sessionId: 'session-1', paymentReturn: null },
    }).start();
    api.loads.shift()?.resolve(appointmentView({ heartbeatLinkSeen: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(() => api.push('queue', { type: 'QUEUE_CHANGED', tokens: QUEUE })).not.toThrow();
    actor.stop();
    expect(() => api.push('queue', { type: 'QUEUE_CHANGED', tokens: QUEUE })).toThrow('queue is not being watched');
  });

  it("watches the loaded appointment's own session, not the one a mismatched link names", async () => {
    const api = fakeApi();
    const actor = createActor(api.machine, {
      input: { appointmentId: 'appointment-1', sessionId: 'session-of-someone-else', paymentReturn: null },
    }).start();
    api.loads.shift()?.resolve(appointmentView({ heartbeatLinkSeen: true, sessionId: 'session-1' }));
    await vi.advanceTimersByTimeAsync(0);
    expect([...api.liveInputs].sort()).toEqual([
      'appointment:appointment-1:session-1',
      'queue:appointment-1:session-1',
      'session:appointment-1:session-1',
    ]);
    actor.stop();
  });

  it('takes the payment return out of the url once the appointment is shown, and keeps telling it from context', async () => {
    const api = fakeApi();
    const actor = createActor(api.machine, {
      input: {
        appointmentId: 'appointment-1',
        sessionId: 'session-1',
        paymentReturn: 'Failure',
        paymentId: 'payment-7',
      },
    }).start();
    expect(api.forgotten()).toBe(0);
    api.loads.shift()?.reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(0);
    // Not shown yet (a failed load): the url keeps it, so a reload still tells it.
    expect(api.forgotten()).toBe(0);
    actor.send({ type: 'RETRY' });
    api.loads.shift()?.resolve(
      appointmentView({
        heartbeatLinkSeen: true,
        status: 'cancelled',
        paymentStatus: 'pending',
        bookingType: 'temporary',
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(api.forgotten()).toBe(1);
    expect(api.failedPayments).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ paymentReturn: 'Failure', paymentId: 'payment-7' });
    // Live pushes and heartbeats do not ask again.
    api.push('queue', { type: 'QUEUE_CHANGED', tokens: QUEUE });
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    expect(api.forgotten()).toBe(1);
    actor.stop();
  });

  it('a payment id alone (no status) is taken out of the url too', async () => {
    const api = fakeApi();
    const actor = createActor(api.machine, {
      input: { appointmentId: 'appointment-1', sessionId: 'session-1', paymentReturn: null, paymentId: 'payment-7' },
    }).start();
    api.loads.shift()?.resolve(appointmentView({ heartbeatLinkSeen: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.forgotten()).toBe(1);
    actor.stop();
  });

  it('goes on to payment history after a failed payment of an appointment neither paid nor cancelled', async () => {
    const api = fakeApi();
    const actor = createActor(api.machine, {
      input: {
        appointmentId: 'appointment-1',
        sessionId: 'session-1',
        paymentReturn: 'Failure',
        paymentId: 'payment-7',
      },
    }).start();
    api.loads.shift()?.resolve(appointmentView({ paymentStatus: 'pending', bookingType: 'temporary' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('toPaymentHistory');
    expect(actor.getSnapshot().status).toBe('done');
    expect(api.failedPayments).toEqual(['payment-7']);
    // Nothing of the appointment page runs: no live updates, no heartbeat, no url rewrite.
    expect(api.liveInputs).toEqual([]);
    expect(api.patches).toEqual([]);
    expect(api.forgotten()).toBe(0);
    actor.stop();
  });

  it('goes on to payment history once a failed load is retried, not before', async () => {
    const api = fakeApi();
    const actor = createActor(api.machine, {
      input: {
        appointmentId: 'appointment-1',
        sessionId: 'session-1',
        paymentReturn: 'Failure',
        paymentId: 'payment-7',
      },
    }).start();
    api.loads.shift()?.reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(api.failedPayments).toEqual([]);
    actor.send({ type: 'RETRY' });
    api.loads.shift()?.resolve(appointmentView({ paymentStatus: 'pending', bookingType: 'temporary' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('toPaymentHistory');
    expect(api.failedPayments).toEqual(['payment-7']);
    actor.stop();
  });

  it.each([
    [
      'the appointment was cancelled (its hold lapsed)',
      { status: 'cancelled', paymentStatus: 'pending' as const },
      'Failure' as const,
      'payment-7',
    ],
    ['the appointment is paid after all', { paymentStatus: 'paid' as const }, 'Failure' as const, 'payment-7'],
    [
      'the gateway sent no payment id',
      { paymentStatus: 'pending' as const, bookingType: 'temporary' as const },
      'Failure' as const,
      null,
    ],
    ['the payment succeeded', { paymentStatus: 'paid' as const }, 'success' as const, 'payment-7'],
  ])('shows the appointment when %s', async (_, overrides, paymentReturn, paymentId) => {
    const api = fakeApi();
    const actor = createActor(api.machine, {
      input: { appointmentId: 'appointment-1', sessionId: 'session-1', paymentReturn, paymentId },
    }).start();
    api.loads.shift()?.resolve(appointmentView({ heartbeatLinkSeen: true, ...overrides }));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    expect(api.failedPayments).toEqual([]);
    expect(api.forgotten()).toBe(1);
    actor.stop();
  });
});
