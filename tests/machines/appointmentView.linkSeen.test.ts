import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getSimplePaths, type StatePath } from 'xstate/graph';
import { HEARTBEAT_INTERVAL_MS } from '../../domain/bookingRules';
import {
  appointmentViewMachine,
  type AppointmentView,
  type HeartbeatPatch,
} from '../../machines/appointmentView.machine';
import { SESSION } from './bookingHarness';

/**
 * Model-based test of the appointment view's patches once it is shown (machines/appointmentView.machine.ts,
 * state `shown`): marking the link seen on a first view, then a heartbeat every minute, each patch
 * answered (or refused) by the test while the machine waits in its own state. Whatever a patch answers,
 * the page stays shown and the next heartbeat comes: a lost patch is never the patient's problem.
 * Every simple path of the model up to two heartbeats is replayed against the real machine on fake timers.
 */

type ModelEvent =
  | { type: 'LOAD_FIRST_VIEW' }
  | { type: 'LOAD_SEEN_BEFORE' }
  | { type: 'MARK_SUCCEEDS' }
  | { type: 'MARK_FAILS' }
  | { type: 'MINUTE_PASSES' }
  | { type: 'BEAT_SUCCEEDS' }
  | { type: 'BEAT_FAILS' };

const MAX_BEATS = 2;

/** States named as the machine's `shown` substates; `patches` is every patch sent, in order. */
const model = setup({
  types: { context: {} as { patches: ('linkSeen' | 'lastSeen')[] }, events: {} as ModelEvent },
  guards: { moreBeats: ({ context }) => context.patches.filter((patch) => patch === 'lastSeen').length < MAX_BEATS },
}).createMachine({
  id: 'linkSeenModel',
  context: { patches: [] },
  initial: 'loading',
  states: {
    loading: {
      on: {
        LOAD_FIRST_VIEW: {
          target: 'markingLinkSeen',
          actions: assign({ patches: ({ context }) => [...context.patches, 'linkSeen' as const] }),
        },
        LOAD_SEEN_BEFORE: 'waiting',
      },
    },
    markingLinkSeen: { on: { MARK_SUCCEEDS: 'waiting', MARK_FAILS: 'waiting' } },
    waiting: {
      on: {
        MINUTE_PASSES: {
          guard: 'moreBeats',
          target: 'beating',
          actions: assign({ patches: ({ context }) => [...context.patches, 'lastSeen' as const] }),
        },
      },
    },
    beating: { on: { BEAT_SUCCEEDS: 'waiting', BEAT_FAILS: 'waiting' } },
  },
});

type ModelPath = StatePath<SnapshotFrom<typeof model>, ModelEvent>;

const EVENTS: ModelEvent[] = [
  'LOAD_FIRST_VIEW',
  'LOAD_SEEN_BEFORE',
  'MARK_SUCCEEDS',
  'MARK_FAILS',
  'MINUTE_PASSES',
  'BEAT_SUCCEEDS',
  'BEAT_FAILS',
].map((type) => ({ type }) as ModelEvent);

const viewed = (heartbeatLinkSeen: boolean): AppointmentView => ({
  id: 'appointment-7',
  sessionId: SESSION.id,
  patientId: 'patient-7',
  status: 'booked',
  paymentStatus: 'paid',
  tokenNo: 7,
  bookingType: 'confirmed',
  heartbeatLinkSeen,
  cancelReason: null,
  practitionerPaymentStatus: null,
  refundStatus: null,
  rescheduledBy: null,
  patient: { displayName: 'Ms. Anoma Fernando', relationship: null },
  session: SESSION,
  hospital: {
    id: 'org-kandy',
    name: 'Carechat Hospital Kandy',
    city: 'Kandy',
    address: '120 Peradeniya Road, Kandy',
    phone: '+94 81 222 3344',
    lat: null,
    lng: null,
  },
});

/** The view with its load and every patch left pending until the path answers them. */
function viewUnderTest() {
  let answerLoad: ((appointment: AppointmentView) => void) | null = null;
  const patches: { patch: HeartbeatPatch; answer: (ok: boolean) => void }[] = [];
  const machine = appointmentViewMachine.provide({
    actors: {
      loadAppointment: fromPromise<AppointmentView, { appointmentId: string }>(
        () => new Promise((resolve) => (answerLoad = resolve)),
      ),
      patchAppointment: fromPromise<unknown, { appointmentId: string; patch: HeartbeatPatch }>(
        ({ input }) =>
          new Promise((resolve, reject) =>
            patches.push({
              patch: input.patch,
              answer: (ok) => (ok ? resolve(null) : reject(new TypeError('Failed to fetch'))),
            }),
          ),
      ),
      watchAppointment: fromCallback(() => undefined),
      watchSession: fromCallback(() => undefined),
      watchQueue: fromCallback(() => undefined),
    },
  });
  const actor = createActor(machine, {
    input: { appointmentId: 'appointment-7', sessionId: SESSION.id, paymentReturn: null },
  });
  const load = (appointment: AppointmentView): void => {
    if (answerLoad === null) throw new Error('no load is waiting');
    answerLoad(appointment);
  };
  const answerLastPatch = (ok: boolean): void => {
    const last = patches.at(-1);
    if (last === undefined) throw new Error('no patch was sent');
    last.answer(ok);
  };
  return { actor, load, patches, answerLastPatch };
}

async function replay(path: ModelPath): Promise<void> {
  const view = viewUnderTest();
  view.actor.start();
  const modelActor = createActor(model).start();
  await vi.advanceTimersByTimeAsync(0);
  for (const event of stepsOf(path)) {
    if (event.type === 'LOAD_FIRST_VIEW' || event.type === 'LOAD_SEEN_BEFORE')
      view.load(viewed(event.type === 'LOAD_SEEN_BEFORE'));
    else if (event.type === 'MINUTE_PASSES') await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    else view.answerLastPatch(event.type === 'MARK_SUCCEEDS' || event.type === 'BEAT_SUCCEEDS');
    await vi.advanceTimersByTimeAsync(0);
    modelActor.send(event);

    const expected = modelActor.getSnapshot();
    const actual = view.actor.getSnapshot();
    expect(actual.value).toEqual({ shown: expected.value });
    expect(actual.context.error).toBeNull();
    expect(actual.context.appointment?.id).toBe('appointment-7');
    expect(view.patches.map(({ patch }) => ('heartbeatLinkSeen' in patch ? 'linkSeen' : 'lastSeen'))).toEqual(
      expected.context.patches,
    );
  }
  // Just short of the next minute nothing more is sent.
  const sent = view.patches.length;
  await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS - 1);
  expect(view.patches).toHaveLength(sent);
  view.actor.stop();
}

/** The path's model events (without the graph's own start event). */
const stepsOf = (path: ModelPath): ModelEvent[] =>
  path.steps.map(({ event }) => event).filter((event) => EVENTS.some((known) => known.type === event.type));
const describePath = (path: ModelPath): string =>
  stepsOf(path)
    .map(({ type }) => type)
    .join(' → ');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('appointment view: marking the link seen and the heartbeat (model-based)', () => {
  const paths = getSimplePaths(model, {
    events: (snapshot) => EVENTS.filter((event) => snapshot.can(event)),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.patches]),
  }).filter((path) => stepsOf(path).length > 0);

  it('has a path for each answer to each patch', () => {
    const walked = new Set(paths.flatMap((path) => stepsOf(path).map(({ type }) => type)));
    expect([...walked].sort()).toEqual(EVENTS.map(({ type }) => type).sort());
  });

  for (const path of paths) it(describePath(path), () => replay(path));
});
