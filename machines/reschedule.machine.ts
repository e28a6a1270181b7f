import { assign, setup } from 'xstate';
import { t } from '../i18n/translate';
import { rescheduleBlock, rescheduleRefusal as refusalText, type RescheduleState } from '../domain/cancelRefund';
import { errorMessage } from './errorMessage';
import { notProvided } from './notProvided';

/**
 * Confirm reschedule (spec 000 §4 Reschedule, §7 createAppointment payment_transfer): the patient has picked
 * a new session for a paid appointment that was cancelled (or whose session the doctor cancelled); the new
 * appointment is made confirmed and paid with the old payment, so nothing is asked of the gateway. Driven by
 * the session screen (/view/session?sessionId=..&appointmentRescheduledFor=..) or by a chat conversation.
 *
 * Input: the appointment to move (appointmentId) and the chosen session (sessionId).
 * Events:
 * - CONFIRM: 'Confirm reschedule' (ready), or try the move again (failed).
 * - RETRY: read the appointment again after it could not be read (unavailable).
 * - DISMISS: leave without moving (ready, failed, blocked).
 * States (what to show):
 * - loading: the appointment is being read.
 * - unavailable: it could not be read (context.error), RETRY.
 * - blocked: the domain rule refuses (context.refusal), e.g. already rescheduled.
 * - ready: what moves where, and 'Confirm reschedule' (no payment asked).
 * - transferring: busy.
 * - failed: the server's message (context.error); CONFIRM tries again (the server makes one move only).
 * - rescheduled (final): the new appointment (the output; the `moved` action tells the page); dismissed (final): nothing changed.
 */

/** What the rule reads of the appointment to move (domain rescheduleBlock), with its id. */
export interface RescheduleSource extends RescheduleState {
  readonly id: string;
}

/** The new appointment, paid with the old payment. */
export interface RescheduledAppointment {
  readonly id: string;
  readonly sessionId: string;
}

export interface RescheduleInput {
  readonly appointmentId: string;
  readonly sessionId: string;
}

export type RescheduleEvent = { readonly type: 'CONFIRM' } | { readonly type: 'RETRY' } | { readonly type: 'DISMISS' };

export interface RescheduleContext extends RescheduleInput {
  readonly source: RescheduleSource | null;
  readonly refusal: string | null;
  readonly error: string | null;
  readonly rescheduled: RescheduledAppointment | null;
}

/** The reschedule panel's words, in the patient's language when read. */
export const RESCHEDULE_TEXT = {
  get banner(): string {
    return t('appointment.reschedule.banner');
  },
  get confirm(): string {
    return t('appointment.reschedule.confirm');
  },
  get explanation(): string {
    return t('appointment.reschedule.explanation');
  },
  get loading(): string {
    return t('appointment.reschedule.loading');
  },
  get moving(): string {
    return t('appointment.reschedule.moving');
  },
  get retry(): string {
    return t('appointment.reschedule.retry');
  },
  get back(): string {
    return t('appointment.reschedule.back');
  },
};

/** The domain's refusal sentence for the appointment, or null when it may move. */
export function rescheduleRefusal(source: RescheduleSource): string | null {
  const block = rescheduleBlock(source);
  return block === null ? null : refusalText(block);
}

export const rescheduleMachine = setup({
  types: {
    input: {} as RescheduleInput,
    context: {} as RescheduleContext,
    events: {} as RescheduleEvent,
    output: {} as RescheduledAppointment | null,
  },
  actors: {
    loadRescheduleSource: notProvided<RescheduleSource, { appointmentId: string }>('loadRescheduleSource'),
    rescheduleAppointment: notProvided<RescheduledAppointment, { appointmentId: string; sessionId: string }>(
      'rescheduleAppointment',
    ),
  },
  actions: {
    storeSource: assign((_, source: RescheduleSource) => ({ source, refusal: rescheduleRefusal(source) })),
    storeError: assign((_, error: unknown) => ({ error: errorMessage(error) })),
    clearError: assign({ error: null }),
    storeRescheduled: assign((_, rescheduled: RescheduledAppointment) => ({ rescheduled })),
    /** The move is made: the page opens the new appointment (provided by it; nothing by default). */
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameter types the action's params
    moved: (_args, _appointment: RescheduledAppointment) => undefined,
  },
  guards: {
    blocked: (_, source: RescheduleSource) => rescheduleRefusal(source) !== null,
  },
}).createMachine({
  id: 'reschedule',
  context: ({ input }) => ({ ...input, source: null, refusal: null, error: null, rescheduled: null }),
  output: ({ context }) => context.rescheduled,
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadRescheduleSource',
        input: ({ context }) => ({ appointmentId: context.appointmentId }),
        onDone: [
          {
            guard: { type: 'blocked', params: ({ event }) => event.output },
            target: 'blocked',
            actions: { type: 'storeSource', params: ({ event }) => event.output },
          },
          { target: 'ready', actions: { type: 'storeSource', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'unavailable',
          actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    unavailable: { on: { RETRY: { target: 'loading', actions: 'clearError' }, DISMISS: 'dismissed' } },
    blocked: { on: { DISMISS: 'dismissed' } },
    ready: { on: { CONFIRM: 'transferring', DISMISS: 'dismissed' } },
    transferring: {
      invoke: {
        src: 'rescheduleAppointment',
        input: ({ context }) => ({ appointmentId: context.appointmentId, sessionId: context.sessionId }),
        onDone: {
          target: 'rescheduled',
          actions: [
            { type: 'storeRescheduled', params: ({ event }) => event.output },
            { type: 'moved', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    failed: { on: { CONFIRM: { target: 'transferring', actions: 'clearError' }, DISMISS: 'dismissed' } },
    rescheduled: { type: 'final' },
    dismissed: { type: 'final' },
  },
});
