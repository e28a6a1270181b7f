import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { DOCTOR_REQUESTED_EXCLUDED_FEES, REFUND_DEFAULT_NOTE } from '../../domain/cancelRefund';
import { formatError } from '../../domain/errors';
import {
  refundPreview,
  refundRequestMachine,
  type RefundAppointment,
  type RefundInvoice,
  type RefundRequestInput,
  type RequestedRefund,
} from '../../machines/refundRequest.machine';

/**
 * Model-based test of machines/refundRequest.machine.ts: what the patient taps and what the server answers,
 * and what must follow (the step, the chosen group and reason, the note, the refusal, every createRefund sent and
 * how the wizard ends). Paths from xstate/graph take every transition of the model and are replayed against the
 * real machine with deferred actors.
 */

const EVENT_TYPES = [
  /** An appointment already refunded: the wizard shows the refusal only. */
  'START_BLOCKED',
  'START_REFUNDABLE',
  'LOAD_OK',
  'LOAD_FAILS',
  'RETRY',
  'CHOOSE_BOOKING_ISSUE',
  'CHOOSE_DOCTOR_RELATED',
  'CHOOSE_WRONG_PERSON',
  'CHOOSE_DOCTOR_REQUESTED',
  'TYPE_NOTE',
  'NEXT',
  'BACK',
  'SUBMIT',
  'SUBMIT_OK',
  'SUBMIT_FAILS',
  'CLOSE',
] as const;
type ModelEvent = { type: (typeof EVENT_TYPES)[number] };

type Step =
  | 'unstarted'
  | 'blocked'
  | 'loading'
  | 'loadFailed'
  | 'choosingGroup'
  | 'choosingReason'
  | 'note'
  | 'confirming'
  | 'submitting'
  | 'failed'
  | 'requested'
  | 'closed';

interface Expected {
  group: 'BOOKED WRONG' | 'DOCTOR RELATED' | null;
  reason: 'Wrong person' | 'Doctor requested' | null;
  note: string;
  error: string | null;
}

const APPOINTMENT: RefundAppointment = {
  id: 'a-1',
  patientId: 'p-1',
  organizationId: 'org-colombo',
  status: 'booked',
  paymentStatus: 'paid',
  practitionerPaymentStatus: null,
  refundStatus: null,
  rescheduledBy: null,
};
const BLOCKED: RefundAppointment = { ...APPOINTMENT, refundStatus: 'approved' };
const INVOICE: RefundInvoice = {
  currency: 'LKR',
  lines: [
    { description: 'Doctor fee', category: 'doctor_fee', amountCents: 200_000 },
    { description: 'Hospital fee', category: 'hospital_fee', amountCents: 45_000 },
    { description: 'Value pack discount', category: 'scheme_discount_fee', amountCents: -4_500 },
  ],
};
const NOTE = '  Booked my brother by mistake ';
const LOAD_ERROR = 'Something went wrong';
const SUBMIT_ERROR = formatError('ARO-E1046', 'The appointment is not at that hospital.');

/** Each transition of the model records itself in `via`, so every edge is a vertex of its own and a shortest path takes it. */
const via = (edge: string) => ({ type: 'record', params: { edge } }) as const;

const model = setup({
  types: { context: {} as Expected & { via: string }, events: {} as ModelEvent },
  actions: {
    record: assign((_, params: { edge: string }) => ({ via: params.edge })),
    forgetReason: assign({ reason: null }),
    failLoad: assign({ error: LOAD_ERROR }),
    failSubmit: assign({ error: 'That cannot be done in this state. The appointment is not at that hospital.' }),
    clearError: assign({ error: null }),
  },
  guards: {
    bookingIssue: ({ context }) => context.group === 'BOOKED WRONG',
    doctorRelated: ({ context }) => context.group === 'DOCTOR RELATED',
  },
}).createMachine({
  id: 'refundRequestModel',
  context: { group: null, reason: null, note: '', error: null, via: '' },
  initial: 'unstarted',
  // Closing from any step of the wizard (not while submitting, not once over).
  states: {
    unstarted: {
      on: {
        START_BLOCKED: { target: 'blocked', actions: via('start blocked') },
        START_REFUNDABLE: { target: 'loading', actions: via('start') },
      },
    },
    blocked: { on: { CLOSE: { target: 'closed', actions: via('blocked close') } } },
    loading: {
      on: {
        LOAD_OK: { target: 'choosingGroup', actions: via('loaded') },
        LOAD_FAILS: { target: 'loadFailed', actions: ['failLoad', via('load failed')] },
        CLOSE: { target: 'closed', actions: via('loading close') },
      },
    },
    loadFailed: {
      on: {
        RETRY: { target: 'loading', actions: ['clearError', via('reload')] },
        CLOSE: { target: 'closed', actions: via('loadFailed close') },
      },
    },
    choosingGroup: {
      on: {
        CHOOSE_BOOKING_ISSUE: {
          target: 'choosingReason',
          actions: [assign({ group: 'BOOKED WRONG' }), 'forgetReason', via('group')],
        },
        CHOOSE_DOCTOR_RELATED: {
          target: 'choosingReason',
          actions: [assign({ group: 'DOCTOR RELATED' }), 'forgetReason', via('group')],
        },
        CLOSE: { target: 'closed', actions: via('group close') },
      },
    },
    choosingReason: {
      on: {
        CHOOSE_WRONG_PERSON: {
          guard: 'bookingIssue',
          target: 'note',
          actions: [assign({ reason: 'Wrong person' }), via('reason')],
        },
        CHOOSE_DOCTOR_REQUESTED: {
          guard: 'doctorRelated',
          target: 'note',
          actions: [assign({ reason: 'Doctor requested' }), via('reason')],
        },
        BACK: { target: 'choosingGroup', actions: via('reason back') },
        CLOSE: { target: 'closed', actions: via('reason close') },
      },
    },
    note: {
      on: {
        TYPE_NOTE: { actions: [assign({ note: NOTE }), via('typed')] },
        NEXT: { target: 'confirming', actions: via('next') },
        BACK: { target: 'choosingReason', actions: via('note back') },
        CLOSE: { target: 'closed', actions: via('note close') },
      },
    },
    confirming: {
      on: {
        SUBMIT: { target: 'submitting', actions: via('submit') },
        BACK: { target: 'note', actions: via('confirm back') },
        CLOSE: { target: 'closed', actions: via('confirm close') },
      },
    },
    submitting: {
      on: {
        SUBMIT_OK: { target: 'requested', actions: via('done') },
        SUBMIT_FAILS: { target: 'failed', actions: ['failSubmit', via('submit failed')] },
      },
    },
    failed: {
      on: {
        RETRY: { target: 'submitting', actions: ['clearError', via('retry')] },
        BACK: { target: 'confirming', actions: ['clearError', via('failed back')] },
        CLOSE: { target: 'closed', actions: via('failed close') },
      },
    },
    requested: { type: 'final' },
    closed: { type: 'final' },
  },
});

const REAL_EVENTS: Partial<
  Record<ModelEvent['type'], Parameters<ReturnType<typeof createActor<typeof refundRequestMachine>>['send']>[0]>
> = {
  RETRY: { type: 'RETRY' },
  CHOOSE_BOOKING_ISSUE: { type: 'CHOOSE_GROUP', code: 'BOOKED WRONG' },
  CHOOSE_DOCTOR_RELATED: { type: 'CHOOSE_GROUP', code: 'DOCTOR RELATED' },
  CHOOSE_WRONG_PERSON: { type: 'CHOOSE_REASON', label: 'Wrong person' },
  CHOOSE_DOCTOR_REQUESTED: { type: 'CHOOSE_REASON', label: 'Doctor requested' },
  TYPE_NOTE: { type: 'SET_NOTE', note: NOTE },
  NEXT: { type: 'NEXT' },
  BACK: { type: 'BACK' },
  SUBMIT: { type: 'SUBMIT' },
  CLOSE: { type: 'CLOSE' },
};

const OUTER: readonly Step[] = ['submitting', 'requested', 'closed'];
const realValue = (step: Step): unknown => (OUTER.includes(step) ? step : { open: step });

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}
function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const REFUND: RequestedRefund = { id: 'r-1', status: 'requested', amountCents: 200_000, currency: 'LKR' };

function expectedRequest(context: Expected): RefundRequestInput {
  return {
    serviceRef: 'Appointment/a-1',
    organizationRef: 'Organization/org-colombo',
    patientId: 'p-1',
    status: 'requested',
    reasonCode: context.group ?? 'BOOKED WRONG',
    reason: context.reason ?? '',
    excluded: context.reason === 'Doctor requested' ? DOCTOR_REQUESTED_EXCLUDED_FEES : [],
    remarks: context.note === '' ? REFUND_DEFAULT_NOTE : NOTE.trim(),
  };
}

// A vertex per edge (state before, event, state after): the shortest paths take every transition of the model.
const paths: StatePath<SnapshotFrom<typeof model>, ModelEvent>[] = getShortestPaths(model, {
  events: EVENT_TYPES.map((type) => ({ type })),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
});

describe('refundRequest machine', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → ') || '(start)', path] as const))(
    '%s',
    async (_, path) => {
      const loads: Deferred<RefundInvoice>[] = [];
      const submits: Deferred<RequestedRefund>[] = [];
      const sent: RefundRequestInput[] = [];
      const logic = refundRequestMachine.provide({
        actors: {
          loadInvoice: fromPromise(() => {
            const next = deferred<RefundInvoice>();
            loads.push(next);
            return next.promise;
          }),
          createRefund: fromPromise(({ input }: { input: RefundRequestInput }) => {
            sent.push(input);
            const next = deferred<RequestedRefund>();
            submits.push(next);
            return next.promise;
          }),
        },
      });
      let actor: ReturnType<typeof createActor<typeof logic>> | null = null;
      const expectedSent: RefundRequestInput[] = [];
      for (const step of path.steps) {
        const type = step.event.type;
        if (type === 'START_BLOCKED' || type === 'START_REFUNDABLE') {
          actor = createActor(logic, {
            input: { appointment: type === 'START_BLOCKED' ? BLOCKED : APPOINTMENT },
          }).start();
        } else if (actor !== null) {
          if (type === 'LOAD_OK') loads.at(-1)?.resolve(INVOICE);
          else if (type === 'LOAD_FAILS') loads.at(-1)?.reject(new Error('Network down'));
          else if (type === 'SUBMIT_OK') submits.at(-1)?.resolve(REFUND);
          else if (type === 'SUBMIT_FAILS') submits.at(-1)?.reject(new Error(SUBMIT_ERROR));
          else {
            const real = REAL_EVENTS[type];
            if (real !== undefined) actor.send(real);
          }
          await settle();
        }
        const expected = step.state.context;
        if ((type === 'SUBMIT' || type === 'RETRY') && step.state.value === 'submitting')
          expectedSent.push(expectedRequest(expected));
        if (actor === null) continue;
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(realValue(step.state.value));
        expect(snapshot.context.group?.code ?? null).toBe(expected.group);
        expect(snapshot.context.reason?.label ?? null).toBe(expected.reason);
        expect(snapshot.context.note).toBe(expected.note);
        expect(snapshot.context.error).toBe(expected.error);
        expect(sent).toEqual(expectedSent);
        expect(snapshot.context.blocked).toBe(
          type === 'START_BLOCKED' || snapshot.context.appointment === BLOCKED
            ? 'You cannot request a refund because, refund status is already approved'
            : null,
        );
        if (step.state.value === 'confirming') {
          const preview = refundPreview(snapshot.context);
          expect(preview?.totalCents).toBe(expected.reason === 'Doctor requested' ? 200_000 : 240_500);
          expect(preview?.lines.map((line) => line.category)).toEqual(
            expected.reason === 'Doctor requested'
              ? ['doctor_fee']
              : ['doctor_fee', 'hospital_fee', 'scheme_discount_fee'],
          );
        }
        if (step.state.value === 'requested') expect(snapshot.output).toEqual({ kind: 'requested', refund: REFUND });
        if (step.state.value === 'closed') expect(snapshot.output).toEqual({ kind: 'closed' });
      }
    },
  );

  it('takes every step of the wizard', () => {
    const reached = new Set(paths.map((path) => path.state.value));
    expect([...reached].sort()).toEqual(
      [
        'blocked',
        'choosingGroup',
        'choosingReason',
        'closed',
        'confirming',
        'failed',
        'loadFailed',
        'loading',
        'note',
        'requested',
        'submitting',
        'unstarted',
      ].sort(),
    );
  });

  it('ignores a group that is not one of §9 and a reason of another group', () => {
    const actor = createActor(
      refundRequestMachine.provide({ actors: { loadInvoice: fromPromise(() => Promise.resolve(INVOICE)) } }),
      { input: { appointment: APPOINTMENT } },
    ).start();
    return settle().then(() => {
      actor.send({ type: 'CHOOSE_GROUP', code: 'NOT A GROUP' });
      expect(actor.getSnapshot().value).toEqual({ open: 'choosingGroup' });
      actor.send({ type: 'CHOOSE_GROUP', code: 'BOOKED WRONG' });
      actor.send({ type: 'CHOOSE_REASON', label: 'Doctor requested' });
      expect(actor.getSnapshot().value).toEqual({ open: 'choosingReason' });
      expect(actor.getSnapshot().context.reason).toBeNull();
    });
  });

  it('shows no amount when the paid invoice is not known', () => {
    expect(
      refundPreview({ invoice: { lines: null, currency: 'LKR' }, reason: { label: 'Wrong person', excluded: [] } }),
    ).toBeNull();
  });
});
