import { ORDER_COMMAND, button, withMenu } from './orderButtons';
import { orderSetup } from './order.setup';
import {
  addressStates,
  catalogueStates,
  confirmStates,
  patientStep,
  photoStates,
  question,
  whenStates,
} from './orderSteps.states';
import { t } from '../../i18n/translate';
import { offerOrder, sayOrder } from './orderSays';

/**
 * Home Lab Test (spec 001 §2 chat-flow order steps, lab order): the tests from the hospital's list (Done
 * only once one is picked), an optional prescription, home sample collection (the default, offered first)
 * or the hospital, the address, the day (7 days) and time, confirm.
 */
export const examinationConversation = orderSetup.createStateConfig({
  meta: { conversation: 'Home Lab Test order' },
  initial: 'choosingPatient',
  states: {
    choosingPatient: patientStep('loadingCatalogue'),
    ...catalogueStates({ ask: 'orders.examination.askTests', next: 'photo' }),
    ...photoStates({ ask: 'orders.examination.askPhoto', optional: true, next: 'collection' }),
    collection: orderSetup.createStateConfig({
      ...question(
        sayOrder('orders.examination.askCollection'),
        offerOrder(() =>
          withMenu([
            button(t('orders.examination.home'), ORDER_COMMAND.home),
            button(t('orders.chat.atHospital'), ORDER_COMMAND.hospital),
          ]),
        ),
      ),
      on: {
        'chat.tap': [
          {
            guard: { type: 'tappedOrder', params: { command: ORDER_COMMAND.home } },
            target: 'address',
            actions: ['echo', 'clearButtons', { type: 'keepOrder', params: { homecare: true } }],
          },
          {
            guard: { type: 'tappedOrder', params: { command: ORDER_COMMAND.hospital } },
            target: 'address',
            actions: ['echo', 'clearButtons', { type: 'keepOrder', params: { homecare: false } }],
          },
        ],
      },
    }),
    ...addressStates('day'),
    ...whenStates('confirming'),
    ...confirmStates(),
  },
});
