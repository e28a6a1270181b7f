import { enqueueActions, sendTo } from 'xstate';
import { defaultErrorText } from '../../domain/errors';
import type { CancelAppointmentInput } from '../../machines/cancelAppointment.machine';
import type { AppointmentCardData } from '../../machines/types';
import { NO_INPUT, compose, says } from '../assistant/actionsOf';
import { BACK_TO_MENU_BUTTON } from '../assistant/backToMenu';
import type { AssistantContext } from '../assistant/context';
import type { ReplyButton } from '../chatProtocol';
import { assistantSetup } from '../assistant/assistant.setup';
import { CANCEL_TEXT } from './actionText';

/**
 * Cancel, from an appointment card in the chat: runs machines/cancelAppointment.machine.ts, the machine of
 * the appointment view's Cancel Appointment button, and says each of its steps: the refusal
 * ('You cannot cancel this appointment because ...'), the question, the outcome.
 */

const CANCEL_COMMAND = { confirm: 'cancel.confirm', keep: 'cancel.keep' } as const;

/** The card as the cancel machine takes it. */
function cancellableOf(context: AssistantContext): CancelAppointmentInput {
  const appointment = context.actionAppointment;
  if (appointment === null) throw new Error('Cancel started without an appointment');
  return {
    appointment: { id: appointment.id, status: appointment.status, sessionStart: appointment.session.startTime },
  };
}

/** What the cancel machine's step shows in the chat. */
type CancelStep = { readonly step: string; readonly refusal: string | null; readonly error: string | null };

const confirmButtons = (): readonly ReplyButton[] => [
  { label: CANCEL_TEXT.yes, command: { type: CANCEL_COMMAND.confirm } },
  { label: CANCEL_TEXT.no, command: { type: CANCEL_COMMAND.keep } },
];

function stepOf(
  appointment: AppointmentCardData | null,
  step: CancelStep,
): { text: string | null; buttons: readonly ReplyButton[] } {
  switch (step.step) {
    case 'blocked':
      return { text: step.refusal, buttons: [BACK_TO_MENU_BUTTON] };
    case 'confirming':
      return { text: appointment === null ? null : CANCEL_TEXT.confirm(appointment), buttons: confirmButtons() };
    case 'failed':
      return {
        text: step.error,
        buttons: [{ label: CANCEL_TEXT.tryAgain, command: { type: CANCEL_COMMAND.confirm } }, BACK_TO_MENU_BUTTON],
      };
    default:
      return { text: null, buttons: [] };
  }
}

export const cancelSetup = assistantSetup.extend({
  actions: {
    /** One bubble and its buttons per step of the cancel machine (cancelling and idle say nothing). */
    showCancelStep: enqueueActions(({ context, enqueue }, params: CancelStep) => {
      const { text, buttons } = stepOf(context.actionAppointment, params);
      if (params.step === context.actionStep) return;
      enqueue.assign({ actionStep: params.step });
      if (text === null) return;
      const counter = context.counter + 1;
      enqueue.assign({ counter });
      enqueue.emit({ type: 'chat.say', id: String(counter), from: 'assistant', content: { kind: 'text', text } });
      enqueue.emit({ type: 'chat.ask', buttons });
    }),
  },
  guards: {
    tappedCancelConfirm: ({ event }) => event.type === 'chat.tap' && event.command.type === CANCEL_COMMAND.confirm,
    tappedCancelKeep: ({ event }) => event.type === 'chat.tap' && event.command.type === CANCEL_COMMAND.keep,
  },
});

export const cancelConversation = cancelSetup.createStateConfig({
  meta: { conversation: 'Cancel an appointment' },
  entry: compose(NO_INPUT),
  invoke: {
    id: 'cancelFlow',
    src: 'cancelFlow',
    input: ({ context }) => cancellableOf(context),
    onSnapshot: {
      actions: {
        type: 'showCancelStep',
        params: ({ event }) => ({
          step: event.snapshot.value,
          refusal: event.snapshot.context.refusal,
          error: event.snapshot.context.error,
        }),
      },
    },
    onDone: {
      target: '#assistant.menu',
      actions: [
        {
          type: 'say',
          params: ({ context }) => ({
            from: 'assistant',
            content: {
              kind: 'text',
              text: context.actionAppointment === null ? '' : CANCEL_TEXT.cancelled(context.actionAppointment),
            },
          }),
        },
      ],
    },
    onError: { target: '#assistant.menu', actions: says(defaultErrorText) },
  },
  initial: 'opening',
  states: {
    // Once the machine runs (it starts with the state): the Cancel tap, at the conversation's clock.
    opening: {
      always: {
        target: 'open',
        actions: sendTo('cancelFlow', ({ context }) => ({ type: 'OPEN' as const, now: context.now })),
      },
    },
    open: {
      on: {
        'chat.tap': [
          {
            guard: 'tappedCancelConfirm',
            actions: ['echo', 'clearButtons', sendTo('cancelFlow', { type: 'CONFIRM' as const })],
          },
          {
            guard: 'tappedCancelKeep',
            target: '#assistant.menu',
            actions: ['echo', 'clearButtons', says(() => CANCEL_TEXT.kept)],
          },
          { guard: 'tappedBackToMenu', target: '#assistant.menu', actions: ['echo', 'clearButtons'] },
        ],
      },
    },
  },
});
