import { NO_INPUT, compose } from '../assistant/actionsOf';
import { bookingSetup } from './booking.setup';
import { bookingPaymentStates } from './bookingPayment.states';
import { bookingReturnStates } from './bookingReturn.states';
import { bookingSearchStates } from './bookingSearch.states';

/**
 * Book a Doctor / Video Channel (spec 000 §2 chat flow): the search (bookingSearch.states.ts), then,
 * signed in, who it is for, the reserve dialog and the booking machine (bookingPayment.states.ts), and
 * back from a payment gateway, its outcome (bookingReturn.states.ts).
 */
export const bookingConversation = bookingSetup.createStateConfig({
  meta: { conversation: 'Booking' },
  initial: 'loadingCatalogue',
  on: {
    // Offered beside the search's typed step: the search is left, nothing was held yet.
    'chat.tap': {
      guard: 'tappedBackToMenu',
      target: '#assistant.menu',
      actions: ['echo', 'clearButtons', compose(NO_INPUT), 'giveUpPending'],
    },
  },
  states: { ...bookingSearchStates, ...bookingPaymentStates, ...bookingReturnStates },
});
