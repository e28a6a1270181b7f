import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, type Actor } from 'xstate';
import { formatError } from '../../domain/errors';
import {
  cancelAppointmentMachine,
  refusalAt,
  type CancelAppointmentInput,
  type CancelledAppointment,
} from '../../machines/cancelAppointment.machine';
import { modelPaths } from './modelPaths';
import { deferredApi } from './paymentHarness';

/**
 * Model-based test of machines/cancelAppointment.machine.ts: what the patient presses (at a time far from
 * or close to the session), what the server answers, and what must follow (the state, the refusal or the
 * server's message, every cancel request sent, the output). Paths come from xstate/graph and are replayed
 * against the real machine with a deferred cancelAppointment.
 */

const START = Date.parse('2026-03-10T09:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const BOOKED: CancelAppointmentInput = { appointment: { id: 'appt-1', status: 'booked', sessionStart: START } };
const ARRIVED: CancelAppointmentInput = { appointment: { ...BOOKED.appointment, status: 'arrived' } };
const WITHIN = 'You cannot cancel this appointment because the session time is within 24 hours';
const ALREADY_ARRIVED = 'You cannot cancel this appointment because the appointment is already arrived';
const SERVER_REFUSAL = 'You cannot cancel this appointment because the appointment is already cancelled';
const CANCELLED: CancelledAppointment = { id: 'appt-1', status: 'cancelled' };

const EVENT_TYPES = [
  'START_BOOKED',
  'START_ARRIVED',
  /** Cancel Appointment two days before the session. */
  'OPEN_EARLY',
  /** Cancel Appointment an hour before it. */
  'OPEN_LATE',
  'CONFIRM',
  'DISMISS',
  'SERVER_CANCELS',
  'SERVER_REFUSES',
] as const;
type ModelEvent = { type: (typeof EVENT_TYPES)[number] };

interface Expected {
  arrived: boolean;
  refusal: string | null;
  error: string | null;
  /** cancelAppointment requests sent so far. */
  sent: number;
  output: CancelledAppointment | null;
  /** Model only: closed after a failure (else that way back to idle would share a vertex with No). */
  closedAfterFailure: boolean;
}

const model = setup({
  types: { context: {} as Expected, events: {} as ModelEvent },
  actions: {
    nothingHappens: () => undefined,
    clear: assign({ refusal: null, error: null }),
    send: assign({ sent: ({ context }) => context.sent + 1 }),
  },
  guards: { arrived: ({ context }) => context.arrived },
}).createMachine({
  id: 'cancelAppointmentModel',
  context: { arrived: false, refusal: null, error: null, sent: 0, output: null, closedAfterFailure: false },
  initial: 'unstarted',
  states: {
    unstarted: { on: { START_BOOKED: 'idle', START_ARRIVED: { target: 'idle', actions: assign({ arrived: true }) } } },
    idle: {
      on: {
        OPEN_EARLY: [
          { guard: 'arrived', target: 'blocked', actions: assign({ refusal: ALREADY_ARRIVED }) },
          { target: 'confirming' },
        ],
        OPEN_LATE: {
          target: 'blocked',
          actions: assign({ refusal: ({ context }) => (context.arrived ? ALREADY_ARRIVED : WITHIN) }),
        },
        CONFIRM: { actions: 'nothingHappens' },
      },
    },
    blocked: { on: { DISMISS: { target: 'idle', actions: 'clear' }, CONFIRM: { actions: 'nothingHappens' } } },
    confirming: { on: { CONFIRM: { target: 'cancelling', actions: 'send' }, DISMISS: 'idle' } },
    cancelling: {
      on: {
        SERVER_CANCELS: { target: 'cancelled', actions: assign({ output: CANCELLED }) },
        SERVER_REFUSES: { target: 'failed', actions: assign({ error: SERVER_REFUSAL }) },
        // A second tap while the request is on its way sends nothing more, and the dialog stays.
        CONFIRM: { actions: 'nothingHappens' },
        DISMISS: { actions: 'nothingHappens' },
      },
    },
    failed: {
      on: {
        CONFIRM: { target: 'cancelling', actions: ['clear', 'send'] },
        DISMISS: { target: 'idle', actions: ['clear', assign({ closedAfterFailure: true })] },
      },
    },
    cancelled: { type: 'final' },
  },
});

const { paths, stepsOf, describe: describePath } = modelPaths<ModelEvent>(model, EVENT_TYPES, ['sent']);

type Rig = { actor: Actor<typeof cancelAppointmentMachine>; api: ReturnType<typeof deferredApi<'cancelAppointment'>> };

function start(input: CancelAppointmentInput): Rig {
  const api = deferredApi(['cancelAppointment'] as const);
  const machine = cancelAppointmentMachine.provide({
    actors: { cancelAppointment: api.actor<CancelledAppointment, { appointmentId: string }>('cancelAppointment') },
  });
  return { actor: createActor(machine, { input }).start(), api };
}

async function perform(rig: Rig | null, event: ModelEvent): Promise<Rig | null> {
  switch (event.type) {
    case 'START_BOOKED':
      return start(BOOKED);
    case 'START_ARRIVED':
      return start(ARRIVED);
    case 'OPEN_EARLY':
      rig?.actor.send({ type: 'OPEN', now: START - 48 * HOUR });
      break;
    case 'OPEN_LATE':
      rig?.actor.send({ type: 'OPEN', now: START - HOUR });
      break;
    case 'CONFIRM':
    case 'DISMISS':
      rig?.actor.send({ type: event.type });
      break;
    case 'SERVER_CANCELS':
      await rig?.api.answer('cancelAppointment', CANCELLED);
      break;
    case 'SERVER_REFUSES':
      await rig?.api.fail('cancelAppointment', `[GraphQL] ARO-E1046:${SERVER_REFUSAL}`);
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
  expect(rig.api.inputs('cancelAppointment')).toEqual(
    Array.from({ length: expected.context.sent }, () => ({ appointmentId: 'appt-1' })),
  );
  if (expected.status === 'done') expect(actual.output).toEqual(expected.context.output);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cancelAppointment machine, model-based', () => {
  it('the generated paths reach every state of the model', () => {
    const states = new Set(paths.map((path): unknown => path.state.value));
    for (const state of ['unstarted', 'idle', 'blocked', 'confirming', 'cancelling', 'failed', 'cancelled'])
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

describe('cancelAppointment machine, details', () => {
  it('applies the 24-hour rule to the millisecond, as the server does', () => {
    expect(refusalAt(BOOKED.appointment, START - 24 * HOUR - 1)).toBeNull();
    expect(refusalAt(BOOKED.appointment, START - 24 * HOUR)).toBe(WITHIN);
  });

  it("shows the catalogue message for a bare code, and 'Something went wrong' for no code", async () => {
    const rig = start(BOOKED);
    rig.actor.send({ type: 'OPEN', now: START - 48 * HOUR });
    rig.actor.send({ type: 'CONFIRM' });
    await rig.api.fail('cancelAppointment', formatError('ARO-E1040'));
    expect(rig.actor.getSnapshot().context.error).toBe('We need a valid patient profile.');
    rig.actor.send({ type: 'CONFIRM' });
    await rig.api.fail('cancelAppointment', 'socket closed');
    expect(rig.actor.getSnapshot().context.error).toBe('Something went wrong');
  });
});
