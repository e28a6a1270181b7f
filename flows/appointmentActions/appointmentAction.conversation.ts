import { cancelConversation } from './cancel.conversation';
import {
  feedbackConversation,
  onScreenSetup,
  rescheduleConversation,
  uploadConversation,
} from './onScreen.conversation';
import { refundConversation } from './refund.conversation';

/**
 * The after-booking actions of an appointment card (flows/upcoming/appointmentChoice.ts), one conversation
 * file each: cancel and refund run their machines in the chat; reschedule, upload and feedback open their
 * screens. A card's action button enters its state; every one of them ends at the menu.
 */
export const appointmentActionSetup = onScreenSetup;

export const appointmentActionConversation = appointmentActionSetup.createStateConfig({
  initial: 'cancel',
  states: {
    cancel: cancelConversation,
    refund: refundConversation,
    reschedule: rescheduleConversation,
    upload: uploadConversation,
    feedback: feedbackConversation,
  },
});
