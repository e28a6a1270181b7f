import { orderSetup } from './order.setup';
import {
  addressStates,
  catalogueStates,
  confirmStates,
  patientStep,
  photoStates,
  whenStates,
} from './orderSteps.states';

/**
 * Home Visit (spec 001 §2 chat-flow order steps, home-visit procedure): the services from the hospital's
 * list (Done only once one is picked), the prescription, the address, the time, confirm. A visit is
 * always at home.
 */
export const procedureConversation = orderSetup.createStateConfig({
  meta: { conversation: 'Home Visit order' },
  initial: 'choosingPatient',
  states: {
    choosingPatient: patientStep('loadingCatalogue'),
    ...catalogueStates({ ask: 'orders.procedure.askProcedures', next: 'photo' }),
    ...photoStates({ ask: 'orders.procedure.askPhoto', optional: true, next: 'address' }),
    ...addressStates('day', { alwaysHome: true }),
    ...whenStates('confirming'),
    ...confirmStates(),
  },
});
