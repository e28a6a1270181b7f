import { assign, setup } from 'xstate';
import { cancelBlock, cancelRefusal } from '../domain/cancelRefund';
import { t } from '../i18n/translate';
import { errorMessage } from './errorMessage';
import { notProvided } from './notProvided';

/**
 * Cancel Appointment (spec 000 §2 cancel-appointment confirmation, §4 Cancel, §5 Cancel blocked), one per
 * appointment, driven by the appointment view's button or by a chat conversation.
 *
 * Input: the appointment (id, status, its session's start in epoch ms).
 * Events:
 * - OPEN { now }: the 'Cancel Appointment' button at epoch ms `now`. The domain rule (domain/cancelRefund.ts)
 *   decides: `blocked` with its refusal, or `confirming`.
 * - CONFIRM: yes, cancel (only while confirming; again after a failure it retries).
 * - DISMISS: no / close the dialog, back to `idle` (not while cancelling: the request is on its way).
 * States (what to show):
 * - idle: the button only.
 * - blocked: context.refusal ('You cannot cancel this appointment because ...'), with a close control.
 * - confirming: the question, yes and no.
 * - cancelling: busy, nothing to press.
 * - failed: context.error, the server's message (its refusal when it knew better), yes again or close.
 * - cancelled (final): the appointment as the server cancelled it (the output).
 */

export interface CancellableAppointment {
  readonly id: string;
  readonly status: string;
  /** The session's start, epoch ms. */
  readonly sessionStart: number;
}

/** What the server answers: the appointment, now cancelled. */
export interface CancelledAppointment {
  readonly id: string;
  readonly status: string;
}

export interface CancelAppointmentInput {
  readonly appointment: CancellableAppointment;
}

export type CancelAppointmentEvent =
  { readonly type: 'OPEN'; readonly now: number } | { readonly type: 'CONFIRM' } | { readonly type: 'DISMISS' };

export interface CancelAppointmentContext extends CancelAppointmentInput {
  readonly refusal: string | null;
  readonly error: string | null;
  readonly cancelled: CancelledAppointment | null;
}

/** The flat view's cancel words, in the active language when read (getters: never at import). */
export const CANCEL_TEXT = {
  get button(): string {
    return t('appointment.cancel.button');
  },
  get title(): string {
    return t('appointment.cancel.title');
  },
  get question(): string {
    return t('appointment.cancel.question');
  },
  get yes(): string {
    return t('appointment.cancel.yes');
  },
  get no(): string {
    return t('appointment.cancel.no');
  },
  get close(): string {
    return t('appointment.cancel.close');
  },
  get cancelling(): string {
    return t('appointment.cancel.cancelling');
  },
};

export const cancelAppointmentMachine = setup({
  types: {
    input: {} as CancelAppointmentInput,
    context: {} as CancelAppointmentContext,
    events: {} as CancelAppointmentEvent,
    output: {} as CancelledAppointment,
  },
  actors: {
    cancelAppointment: notProvided<CancelledAppointment, { appointmentId: string }>('cancelAppointment'),
  },
  actions: {
    storeRefusal: assign((_, refusal: string) => ({ refusal })),
    clearMessages: assign({ refusal: null, error: null }),
    storeError: assign((_, error: unknown) => ({ error: errorMessage(error) })),
    storeCancelled: assign((_, cancelled: CancelledAppointment) => ({ cancelled })),
  },
  guards: {
    refused: ({ context }, params: { now: number }) => refusalAt(context.appointment, params.now) !== null,
  },
}).createMachine({
  id: 'cancelAppointment',
  context: ({ input }) => ({ appointment: input.appointment, refusal: null, error: null, cancelled: null }),
  output: ({ context }) => {
    if (context.cancelled === null) throw new Error('cancelAppointment finished without the cancelled appointment');
    return context.cancelled;
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        OPEN: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ now: event.now }) },
            target: 'blocked',
            actions: {
              type: 'storeRefusal',
              params: ({ context, event }) => refusalAt(context.appointment, event.now) ?? '',
            },
          },
          { target: 'confirming', actions: 'clearMessages' },
        ],
      },
    },
    blocked: { on: { DISMISS: { target: 'idle', actions: 'clearMessages' } } },
    confirming: {
      on: {
        CONFIRM: 'cancelling',
        DISMISS: 'idle',
      },
    },
    cancelling: {
      invoke: {
        src: 'cancelAppointment',
        input: ({ context }) => ({ appointmentId: context.appointment.id }),
        onDone: { target: 'cancelled', actions: { type: 'storeCancelled', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    failed: {
      on: {
        CONFIRM: { target: 'cancelling', actions: 'clearMessages' },
        DISMISS: { target: 'idle', actions: 'clearMessages' },
      },
    },
    cancelled: { type: 'final' },
  },
});

/** The domain's refusal for the appointment at `now`, or null when it may be cancelled. */
export function refusalAt(appointment: CancellableAppointment, now: number): string | null {
  return cancelRefusal(cancelBlock(appointment, appointment.sessionStart, now));
}
