import { assign, emit } from 'xstate';
import { HANDOVER_TEXT } from '../../domain/handoverText';
import { t } from '../../i18n/translate';
import { NO_INPUT, compose, says } from '../assistant/actionsOf';
import { assistantSetup } from '../assistant/assistant.setup';

/**
 * Chat With Hospital: the agent chat needs the account (its mobile number and patient), so a signed-out
 * patient signs in first and comes back here. Then the transcript is handed over to the hospital's
 * staff (chat.handover) and the assistant waits until the patient comes back to it.
 */

export const handoverSetup = assistantSetup.extend({
  actions: {
    /** The transcript shows the agent chat with the hospital from now on. */
    handOver: emit(({ context }) => ({ type: 'chat.handover', hospitalId: context.chatHospitalId })),
    /** Back to the assistant: the chats the agent chat showed stay in the transcript (issue 29 item 14). */
    handBack: emit(({ event }) => ({
      type: 'chat.handover' as const,
      hospitalId: null,
      chatIds: event.type === 'chat.handback' ? event.chatIds : [],
    })),
  },
});

export const handoverConversation = handoverSetup.createStateConfig({
  meta: { conversation: 'Hand-over to hospital staff' },
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'signedOut', target: '#assistant.signingIn', actions: assign({ pendingHandover: true }) },
        // A registration left with Back to menu: the patient is registered first.
        { guard: 'noPatients', target: '#assistant.registering', actions: assign({ pendingHandover: true }) },
        { target: 'announcing', actions: assign({ pendingHandover: false }) },
      ],
    },
    announcing: {
      after: {
        replyShort: {
          target: 'handedOver',
          actions: [says(() => t(HANDOVER_TEXT.handover)), compose(NO_INPUT), 'handOver'],
        },
      },
    },
    /** The agent chat owns the dock; nothing the assistant offers is on screen. */
    handedOver: { on: { 'chat.handback': { target: '#assistant.menu', actions: 'handBack' } } },
  },
});
