import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, type Actor } from 'xstate';
import {
  rescheduleMachine,
  rescheduleRefusal,
  type RescheduledAppointment,
  type RescheduleSource,
} from '../../machines/reschedule.machine';
import { modelPaths } from './modelPaths';
import { deferredApi } from './paymentHarness';

/**
 * Model-based test of machines/reschedule.machine.ts (confirm and transfer the payment): what the server
 * answers when the appointment is read and when it is moved, what the patient presses, and what must
 * follow (state, refusal, message, every request sent, the output). Paths from xstate/graph, replayed
 * against the real machine with deferred actors.
 */

const INPUT = { appointmentId: 'appt-old', sessionId: 'sess-new' };
const MOVABLE: RescheduleSource = {
  id: 'appt-old',
  status: 'cancelled',
  paymentStatus: 'paid',
  practitionerPaymentStatus: null,
  refundStatus: null,
  rescheduledBy: null,
  sessionStatus: 'scheduled',
  cancelReason: 'patient',
};
const MOVED_ALREADY: RescheduleSource = { ...MOVABLE, rescheduledBy: 'appt-other' };
const ALREADY = 'You cannot reschedule this appointment because it is already rescheduled';
const NEW: RescheduledAppointment = { id: 'appt-new', sessionId: 'sess-new' };
const FULL = 'This session cannot be booked. This session is full.';

const EVENT_TYPES = [
  'START',
  'LOAD_MOVABLE',
  'LOAD_MOVED_ALREADY',
  'LOAD_FAILS',
  'MOVE_SUCCEEDS',
  'MOVE_FAILS',
  'CONFIRM',
  'RETRY',
  'DISMISS',
] as const;
type ModelEvent = { type: (typeof EVENT_TYPES)[number] };

interface Expected {
  refusal: string | null;
  error: string | null;
  loads: number;
  moves: number;
  output: RescheduledAppointment | null;
  /** Model only: confirmed again after a failure (else that way in would share a vertex with the first). */
  retried: boolean;
}

const model = setup({
  types: { context: {} as Expected, events: {} as ModelEvent },
  actions: {
    nothingHappens: () => undefined,
    load: assign({ loads: ({ context }) => context.loads + 1, error: null }),
    move: assign({ moves: ({ context }) => context.moves + 1, error: null }),
  },
}).createMachine({
  id: 'rescheduleModel',
  context: { refusal: null, error: null, loads: 0, moves: 0, output: null, retried: false },
  initial: 'unstarted',
  states: {
    unstarted: { on: { START: { target: 'loading', actions: 'load' } } },
    loading: {
      on: {
        LOAD_MOVABLE: 'ready',
        LOAD_MOVED_ALREADY: { target: 'blocked', actions: assign({ refusal: ALREADY }) },
        LOAD_FAILS: { target: 'unavailable', actions: assign({ error: 'Something went wrong' }) },
      },
    },
    unavailable: { on: { RETRY: { target: 'loading', actions: 'load' }, DISMISS: 'dismissed' } },
    blocked: { on: { DISMISS: 'dismissed', CONFIRM: { actions: 'nothingHappens' } } },
    ready: { on: { CONFIRM: { target: 'transferring', actions: 'move' }, DISMISS: 'dismissed' } },
    transferring: {
      on: {
        MOVE_SUCCEEDS: { target: 'rescheduled', actions: assign({ output: NEW }) },
        MOVE_FAILS: { target: 'failed', actions: assign({ error: FULL }) },
        // A second tap on Confirm while the move is on its way sends nothing.
        CONFIRM: { actions: 'nothingHappens' },
      },
    },
    failed: {
      on: { CONFIRM: { target: 'transferring', actions: ['move', assign({ retried: true })] }, DISMISS: 'dismissed' },
    },
    rescheduled: { type: 'final' },
    dismissed: { type: 'final' },
  },
});

const { paths, stepsOf, describe: describePath } = modelPaths<ModelEvent>(model, EVENT_TYPES, ['loads', 'moves']);

type Api = ReturnType<typeof deferredApi<'loadRescheduleSource' | 'rescheduleAppointment'>>;
type Rig = { actor: Actor<typeof rescheduleMachine>; api: Api };

function start(): Rig {
  const api = deferredApi(['loadRescheduleSource', 'rescheduleAppointment'] as const);
  const machine = rescheduleMachine.provide({
    actors: {
      loadRescheduleSource: api.actor<RescheduleSource, { appointmentId: string }>('loadRescheduleSource'),
      rescheduleAppointment: api.actor<RescheduledAppointment, { appointmentId: string; sessionId: string }>(
        'rescheduleAppointment',
      ),
    },
  });
  return { actor: createActor(machine, { input: INPUT }).start(), api };
}

async function perform(rig: Rig | null, event: ModelEvent): Promise<Rig | null> {
  switch (event.type) {
    case 'START':
      return start();
    case 'LOAD_MOVABLE':
      await rig?.api.answer('loadRescheduleSource', MOVABLE);
      break;
    case 'LOAD_MOVED_ALREADY':
      await rig?.api.answer('loadRescheduleSource', MOVED_ALREADY);
      break;
    case 'LOAD_FAILS':
      await rig?.api.fail('loadRescheduleSource', 'network down');
      break;
    case 'MOVE_SUCCEEDS':
      await rig?.api.answer('rescheduleAppointment', NEW);
      break;
    case 'MOVE_FAILS':
      await rig?.api.fail('rescheduleAppointment', `[GraphQL] ARO-E1041:${FULL}`);
      break;
    case 'CONFIRM':
    case 'RETRY':
    case 'DISMISS':
      rig?.actor.send({ type: event.type });
      break;
  }
  await vi.advanceTimersByTimeAsync(0);
  return rig;
}

function assertSame(rig: Rig | null, expected: { value: unknown; status: string; context: Expected }): void {
  if (expected.value === 'unstarted') {
    expect(rig).toBeNull();
    return;
  }
  if (rig === null) throw new Error('the machine did not start');
  const actual = rig.actor.getSnapshot();
  expect(actual.value).toBe(expected.value);
  expect(actual.status).toBe(expected.status);
  expect(actual.context.refusal).toBe(expected.context.refusal);
  expect(actual.context.error).toBe(expected.context.error);
  expect(rig.api.inputs('loadRescheduleSource')).toEqual(
    Array.from({ length: expected.context.loads }, () => ({ appointmentId: 'appt-old' })),
  );
  expect(rig.api.inputs('rescheduleAppointment')).toEqual(Array.from({ length: expected.context.moves }, () => INPUT));
  if (expected.status === 'done') expect(actual.output).toEqual(expected.context.output);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reschedule machine, model-based', () => {
  it('the generated paths reach every state of the model', () => {
    const states = new Set(paths.map((path): unknown => path.state.value));
    for (const state of [
      'unstarted',
      'loading',
      'unavailable',
      'blocked',
      'ready',
      'transferring',
      'failed',
      'rescheduled',
      'dismissed',
    ])
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

describe('reschedule machine, details', () => {
  it('refuses with the domain rule: unpaid, refunded, not cancelled; a session the doctor cancelled may move', () => {
    expect(rescheduleRefusal({ ...MOVABLE, paymentStatus: 'pending' })).toBe(
      'You cannot reschedule this appointment because it was not paid',
    );
    expect(rescheduleRefusal({ ...MOVABLE, refundStatus: 'refunded' })).toBe(
      'You cannot reschedule this appointment because a refund was requested for it',
    );
    expect(rescheduleRefusal({ ...MOVABLE, status: 'booked' })).toBe(
      'You cannot reschedule this appointment because it is not cancelled',
    );
    expect(rescheduleRefusal({ ...MOVABLE, status: 'booked', sessionStatus: 'practitioner_canceled' })).toBeNull();
  });
});
