import { ORDER_COMMAND, button, withMenu } from './orderButtons';
import { orderSetup } from './order.setup';
import { addressStates, confirmStates, patientStep, photoStates, question } from './orderSteps.states';
import { t } from '../../i18n/translate';
import { offerOrder, sayOrder } from './orderSays';

/**
 * Online Pharmacy (spec 001 §2 chat-flow order steps, Medication): the prescription photos (asking whether
 * more exist until there are none), deliver home or collect at the hospital, the delivery address, confirm.
 */
export const medicationConversation = orderSetup.createStateConfig({
  meta: { conversation: 'Online Pharmacy order' },
  initial: 'choosingPatient',
  states: {
    choosingPatient: patientStep('photo'),
    ...photoStates({ ask: 'orders.medication.askPhoto', optional: false, next: 'delivery' }),
    delivery: orderSetup.createStateConfig({
      ...question(
        sayOrder('orders.medication.askDelivery'),
        offerOrder(() =>
          withMenu([
            button(t('orders.medication.deliverHome'), ORDER_COMMAND.home),
            button(t('orders.medication.collect'), ORDER_COMMAND.hospital),
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
