import { assign, emit, enqueueActions } from 'xstate';
import {
  addressText,
  catalogueMatches,
  newOrderDraft,
  orderDays,
  patientAddress,
  timesOf,
  toggled,
  typedAddress,
  type ChatOrderCategory,
  type OrderCatalogueItem,
  type OrderDraft,
} from './orderDraft';
import type { Patient } from '../../machines/types';
import { assistantSetup } from '../assistant/assistant.setup';
import type { AssistantContext, AssistantEvent } from '../assistant/context';
import { patientButtons, patientsOf } from '../assistant/patientChoice';
import {
  ORDER_COMMAND,
  catalogueButtons,
  dayButtons,
  tappedNumber,
  tappedValue,
  timeButtons,
  withMenu,
  type OrderCommand,
} from './orderButtons';
import { t } from '../../i18n/translate';
import { askAddressText } from './orderText';

/**
 * The order conversations' actions and guards (flows/orders/), on the assistant's base: the draft is one context
 * field, changed only through keepOrder.
 */

export function orderOf(context: AssistantContext): OrderDraft {
  // Every order step runs inside `order`, whose entry starts the draft.
  if (context.order === null) throw new Error('An order step ran without an order');
  return context.order;
}

/** The patient the order is for (chosen, or the account's only one). */
export function orderPatient(context: AssistantContext): Patient | undefined {
  return patientsOf(context).find((patient) => patient.id === context.order?.patientId);
}

function tappedCode(context: AssistantContext, event: AssistantEvent): string | null {
  const code = tappedValue(event, ORDER_COMMAND.pick, 'code');
  return typeof code === 'string' && context.order?.catalogue.some((item) => item.code === code) === true ? code : null;
}

export const orderSetup = assistantSetup.extend({
  actions: {
    /** A new draft for the category asked for; the account's only patient is the one it is for. */
    startOrder: assign(({ context }) => {
      const category: ChatOrderCategory = context.pendingOrder ?? 'Medication';
      const [only] = patientsOf(context);
      const draft = newOrderDraft(category, context.orderHospitalIds[category], `${context.now}:${context.counter}`);
      return {
        order: { ...draft, patientId: patientsOf(context).length === 1 && only !== undefined ? only.id : null },
        pendingOrder: null,
      };
    }),
    keepOrder: assign({
      order: ({ context }, params: Partial<OrderDraft>) =>
        context.order === null ? null : { ...context.order, ...params },
    }),
    forgetOrder: assign({ order: null, pendingOrder: null }),
    /** A tapped test or procedure is picked, or unpicked when tapped again. */
    toggleItem: assign({
      order: ({ context, event }) => {
        const code = tappedCode(context, event);
        return context.order === null || code === null
          ? context.order
          : { ...context.order, selected: toggled(context.order.selected, code) };
      },
    }),
    offerOrderPatients: emit(({ context }) => ({
      type: 'chat.ask' as const,
      buttons: withMenu(patientButtons(patientsOf(context))),
    })),
    offerCatalogue: emit(({ context }) => ({ type: 'chat.ask' as const, buttons: catalogueButtons(orderOf(context)) })),
    offerDays: emit(({ context }) => ({ type: 'chat.ask' as const, buttons: dayButtons(context.now) })),
    offerTimes: emit(({ context }) => ({
      type: 'chat.ask' as const,
      buttons: timeButtons(context.order?.day ?? null, context.now),
    })),
    /** The uploaded photo as the patient's own bubble. */
    showPhoto: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'chat.uploaded') return;
      const counter = context.counter + 1;
      enqueue.assign({ counter });
      enqueue.emit({
        type: 'chat.say',
        id: String(counter),
        from: 'patient',
        content: { kind: 'image', url: event.url, alt: t('orders.chat.photoLabel') },
      });
    }),
    askProfileAddress: enqueueActions(({ context, enqueue }) => {
      const counter = context.counter + 1;
      enqueue.assign({ counter });
      const text = askAddressText(addressText(patientAddress(orderPatient(context))));
      enqueue.emit({ type: 'chat.say', id: String(counter), from: 'assistant', content: { kind: 'text', text } });
    }),
  },
  guards: {
    tappedOrder: ({ event }, params: { command: OrderCommand }) =>
      event.type === 'chat.tap' && event.command.type === params.command,
    tappedCatalogueItem: ({ context, event }) => tappedCode(context, event) !== null,
    orderIs: ({ context }, params: { category: ChatOrderCategory }) => context.order?.category === params.category,
    orderHasPatient: ({ context }) => context.order?.patientId !== null && context.order?.patientId !== undefined,
    orderHasSelection: ({ context }) => (context.order?.selected.length ?? 0) > 0,
    orderAtHome: ({ context }) => context.order?.homecare === true,
    patientHasAddress: ({ context }) => patientAddress(orderPatient(context)) !== null,
    nothingToOrder: (_, params: { items: readonly OrderCatalogueItem[] }) => params.items.length === 0,
    typedMatchesCatalogue: ({ context, event }) =>
      event.type === 'chat.submit' &&
      context.order !== null &&
      catalogueMatches(context.order.catalogue, event.text).length > 0,
    typedAnAddress: ({ event }) => event.type === 'chat.submit' && typedAddress(event.text) !== null,
    tappedDay: ({ context, event }) => {
      const day = tappedNumber(event, ORDER_COMMAND.day, 'day');
      return orderDays(context.now).some((candidate) => candidate.start === day);
    },
    tappedTime: ({ context, event }) => {
      const at = tappedNumber(event, ORDER_COMMAND.time, 'at');
      return (
        context.order?.day !== null &&
        context.order?.day !== undefined &&
        timesOf(context.order.day, context.now).some((candidate) => candidate === at)
      );
    },
  },
});
