import { offer, says } from '../assistant/actionsOf';
import { ORDER_COMMAND, button, withMenu } from './orderButtons';
import { orderSetup } from './order.setup';
import { addressStates, confirmStates, patientStep, photoStates, question } from './orderSteps.states';
import { MEDICATION_TEXT } from './orderText';

/**
 * Online Pharmacy (spec 001 §2 chat-flow order steps, Medication): the prescription photos (asking whether
 * more exist until there are none), deliver home or collect at the hospital, the delivery address, confirm.
 */
export const medicationConversation = orderSetup.createStateConfig({
  meta: { conversation: 'Online Pharmacy order' },
  initial: 'choosingPatient',
  states: {
    choosingPatient: patientStep('photo'),
    ...photoStates({ ask: MEDICATION_TEXT.askPhoto, optional: false, next: 'delivery' }),
    delivery: orderSetup.createStateConfig({
      ...question(
        says(MEDICATION_TEXT.askDelivery),
        offer(
          withMenu([
            button(MEDICATION_TEXT.deliverHome, ORDER_COMMAND.home),
            button(MEDICATION_TEXT.collect, ORDER_COMMAND.hospital),
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
    ...addressStates('confirming'),
    ...confirmStates(),
  },
});
