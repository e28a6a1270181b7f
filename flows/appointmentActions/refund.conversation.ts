import { enqueueActions, sendTo } from 'xstate';
import { REFUND_REASON_GROUPS, refundGroupTitle, refundReasonText } from '../../domain/cancelRefund';
import { defaultErrorText } from '../../domain/errors';
import {
  refundPreview,
  type RefundAppointment,
  type RefundRequestContext,
  type RefundRequestEvent,
} from '../../machines/refundRequest.machine';
import { NO_INPUT, compose, says } from '../assistant/actionsOf';
import { t } from '../../i18n/translate';
import { assistantSetup } from '../assistant/assistant.setup';
import { BACK_TO_MENU_BUTTON } from '../assistant/backToMenu';
import type { AssistantContext, AssistantEvent } from '../assistant/context';
import type { ComposerMode, ReplyButton } from '../chatProtocol';
import { REFUND_CHAT_TEXT } from './actionText';

/**
 * Request To Refund, from an appointment card in the chat: runs machines/refundRequest.machine.ts, the
 * appointment view's refund wizard, one step per bubble: the refusal ('You cannot request a refund
 * because, ...'), the reason group, the reason, an optional note (typed, or Skip: 'Request Refund' is sent),
 * what will be refunded, and the outcome.
 */

const STEP_COMMAND = 'refund.step';

/** The note's composer, worded when the note step opens. */
function noteComposer(): ComposerMode {
  return {
    kind: 'text',
    label: t('appointment.chat.noteLabel'),
    placeholder: t('appointment.chat.notePlaceholder'),
    submitLabel: t('appointment.chat.noteSend'),
  };
}

/** The card as the refund wizard takes it. */
function refundableOf(context: AssistantContext): { readonly appointment: RefundAppointment } {
  const appointment = context.actionAppointment;
  if (appointment === null) throw new Error('Refund started without an appointment');
  return {
    appointment: {
      id: appointment.id,
      patientId: appointment.patientId,
      organizationId: appointment.session.organizationId,
      status: appointment.status,
      paymentStatus: appointment.paymentStatus,
      practitionerPaymentStatus: appointment.practitionerPaymentStatus,
      refundStatus: appointment.refundStatus,
      rescheduledBy: appointment.rescheduledBy,
    },
  };
}

/** A wizard step's name: the leaf of its state value. */
function stepName(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) return stepName(Object.values(value)[0]);
  return '';
}

const stepButton = (label: string, event: RefundRequestEvent['type'], value = ''): ReplyButton => ({
  label,
  command: { type: STEP_COMMAND, event, value },
});

/** The wizard event a step button stands for. */
function eventOf(event: AssistantEvent): RefundRequestEvent | null {
  if (event.type !== 'chat.tap' || event.command.type !== STEP_COMMAND) return null;
  const value = String(event.command.value ?? '');
  switch (event.command.event) {
    case 'CHOOSE_GROUP':
      return { type: 'CHOOSE_GROUP', code: value };
    case 'CHOOSE_REASON':
      return { type: 'CHOOSE_REASON', label: value };
    case 'NEXT':
    case 'BACK':
    case 'SUBMIT':
    case 'RETRY':
      return { type: event.command.event };
    default:
      return null;
  }
}

type Step = { readonly text: string | null; readonly buttons: readonly ReplyButton[]; readonly composer: ComposerMode };

function stepOf(step: string, wizard: RefundRequestContext): Step {
  const none = { composer: NO_INPUT };
  switch (step) {
    case 'blocked':
      return { text: wizard.blocked, buttons: [BACK_TO_MENU_BUTTON], ...none };
    case 'loading':
      return { text: REFUND_CHAT_TEXT.loading, buttons: [], ...none };
    case 'loadFailed':
      return {
        text: wizard.error,
        buttons: [stepButton(REFUND_CHAT_TEXT.tryAgain, 'RETRY'), BACK_TO_MENU_BUTTON],
        ...none,
      };
    case 'choosingGroup':
      return {
        text: REFUND_CHAT_TEXT.whichGroup,
        buttons: [
          ...REFUND_REASON_GROUPS.map((group) => stepButton(refundGroupTitle(group), 'CHOOSE_GROUP', group.code)),
          BACK_TO_MENU_BUTTON,
        ],
        ...none,
      };
    case 'choosingReason':
      return {
        text: REFUND_CHAT_TEXT.whichReason,
        buttons: [
          ...(wizard.group?.reasons ?? []).map((reason) =>
            stepButton(refundReasonText(reason.label), 'CHOOSE_REASON', reason.label),
          ),
          stepButton(REFUND_CHAT_TEXT.back, 'BACK'),
        ],
        ...none,
      };
    case 'note':
      return {
        text: REFUND_CHAT_TEXT.note,
        buttons: [stepButton(REFUND_CHAT_TEXT.skip, 'NEXT'), stepButton(REFUND_CHAT_TEXT.back, 'BACK')],
        composer: noteComposer(),
      };
    case 'confirming': {
      const note = wizard.note.trim();
      return {
        text: REFUND_CHAT_TEXT.confirm(
          refundReasonText(wizard.reason?.label ?? ''),
          note === '' ? null : note,
          refundPreview(wizard),
        ),
        buttons: [stepButton(REFUND_CHAT_TEXT.submit, 'SUBMIT'), stepButton(REFUND_CHAT_TEXT.back, 'BACK')],
        ...none,
      };
    }
    case 'failed':
      return {
        text: wizard.error,
        buttons: [stepButton(REFUND_CHAT_TEXT.tryAgain, 'RETRY'), stepButton(REFUND_CHAT_TEXT.back, 'BACK')],
        ...none,
      };
    default:
      return { text: null, buttons: [], ...none };
  }
}

export const refundSetup = assistantSetup.extend({
  actions: {
    /** The step's bubble, its buttons and (for the note) the composer; submitting says nothing. */
    showRefundStep: enqueueActions(({ context, enqueue }, params: { step: string; wizard: RefundRequestContext }) => {
      const { text, buttons, composer } = stepOf(params.step, params.wizard);
      if (params.step === context.actionStep) return;
      enqueue.assign({ actionStep: params.step });
      if (text === null) return;
      const counter = context.counter + 1;
      enqueue.assign({ counter });
      enqueue.emit({ type: 'chat.say', id: String(counter), from: 'assistant', content: { kind: 'text', text } });
      enqueue.emit({ type: 'chat.input', mode: composer });
      enqueue.emit({ type: 'chat.ask', buttons });
    }),
  },
  guards: {
    tappedRefundStep: ({ event }) => eventOf(event) !== null,
  },
});

export const refundConversation = refundSetup.createStateConfig({
  meta: { conversation: 'Request a refund' },
  invoke: {
    id: 'refundFlow',
    src: 'refundFlow',
    input: ({ context }) => refundableOf(context),
    onSnapshot: {
      actions: {
        type: 'showRefundStep',
        params: ({ event }) => ({ step: stepName(event.snapshot.value), wizard: event.snapshot.context }),
      },
    },
    onDone: { target: '#assistant.menu', actions: [compose(NO_INPUT), says(() => REFUND_CHAT_TEXT.requested)] },
    onError: { target: '#assistant.menu', actions: [compose(NO_INPUT), says(defaultErrorText)] },
  },
  on: {
    'chat.tap': [
      {
        guard: 'tappedRefundStep',
        actions: [
          'echo',
          'clearButtons',
          sendTo('refundFlow', ({ event }) => eventOf(event) ?? { type: 'BACK' as const }),
        ],
      },
      { guard: 'tappedBackToMenu', target: '#assistant.menu', actions: ['echo', 'clearButtons', compose(NO_INPUT)] },
    ],
    // The composer is open only at the note step: the note, then on to confirming.
    'chat.submit': {
      actions: [
        'echo',
        'clearButtons',
        compose(NO_INPUT),
        sendTo('refundFlow', ({ event }) => ({ type: 'SET_NOTE' as const, note: event.text })),
        sendTo('refundFlow', { type: 'NEXT' as const }),
      ],
    },
  },
});
