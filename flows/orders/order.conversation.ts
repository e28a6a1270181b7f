import { NO_INPUT, compose } from '../assistant/actionsOf';
import { examinationConversation } from './examination.conversation';
import { medicationConversation } from './medication.conversation';
import { orderSetup } from './order.setup';
import { procedureConversation } from './procedure.conversation';

/**
 * Ordering in the chat (spec 001 §2): Online Pharmacy, Home Lab Test and Home Visit, one conversation file
 * each, entered from the menu or /chat-home/{category} with context.pendingOrder set. Back to menu, offered
 * with every question, leaves the order unsent.
 */
export const orderConversation = orderSetup.createStateConfig({
  entry: 'startOrder',
  on: {
    'chat.tap': {
      guard: 'tappedBackToMenu',
      target: '#assistant.menu',
      actions: ['echo', 'clearButtons', compose(NO_INPUT), 'forgetOrder'],
    },
  },
  initial: 'routing',
  states: {
    routing: {
      always: [
        { guard: { type: 'orderIs', params: { category: 'Examination' } }, target: 'examination' },
        { guard: { type: 'orderIs', params: { category: 'Procedure' } }, target: 'procedure' },
        { target: 'medication' },
      ],
    },
    medication: medicationConversation,
    examination: examinationConversation,
    procedure: procedureConversation,
  },
});
