import { cancelConversation } from './cancel.conversation';
import { feedbackConversation, rescheduleConversation, uploadConversation } from './onScreen.conversation';
import { refundConversation } from './refund.conversation';

/**
 * The after-booking actions of an appointment card (flows/upcoming/appointmentChoice.ts), one conversation
 * file each: cancel and refund run their machines in the chat; reschedule, upload and feedback open their
 * screens. A card's action button enters its state; every one of them ends at the menu. Each action builds on
 * the assistant's base with a setup of its own, so this parent, which only holds them, is a plain state config
 * that the root machine types (it has the parts of them all).
 */
export const appointmentActionConversation = {
  initial: 'cancel',
  states: {
    cancel: cancelConversation,
    refund: refundConversation,
    reschedule: rescheduleConversation,
    upload: uploadConversation,
    feedback: feedbackConversation,
  },
};
