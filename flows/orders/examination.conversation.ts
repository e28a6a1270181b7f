import { offer, says } from '../assistant/actionsOf';
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
import { EXAMINATION_TEXT } from './orderText';

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
    ...catalogueStates({ ask: EXAMINATION_TEXT.askTests, next: 'photo' }),
    ...photoStates({ ask: EXAMINATION_TEXT.askPhoto, optional: true, next: 'collection' }),
    collection: orderSetup.createStateConfig({
      ...question(
        says(EXAMINATION_TEXT.askCollection),
        offer(
          withMenu([
            button(EXAMINATION_TEXT.home, ORDER_COMMAND.home),
            button(EXAMINATION_TEXT.hospital, ORDER_COMMAND.hospital),
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
