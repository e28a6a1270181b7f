import { and, not } from 'xstate';
import { errorMessage } from '../../machines/errorMessage';
import { NO_INPUT, compose } from '../assistant/actionsOf';
import { tappedPatientId } from '../assistant/patientChoice';
import type { ComposerMode } from '../chatProtocol';
import { t } from '../../i18n/translate';
import { ORDER_COMMAND, backToMenuButton, button, tappedNumber, withMenu } from './orderButtons';
import { orderOf, orderPatient, orderSetup } from './order.setup';
import { orderRequestOf, orderViewRoute, patientAddress, selectedNames, typedAddress } from './orderDraft';
import { composeOrder, offerOrder, orderEvent, sayOrder } from './orderSays';
import { orderSummary } from './orderSummary';
import { noMatchText, orderFailedText, selectedText, type PlainMessageId } from './orderText';

/**
 * The steps the three order conversations share, each a function of the step that follows it (a sibling
 * state of the conversation): who it is for, the photo loop, the catalogue, the address, the day and time,
 * and the confirmation with its outcome.
 */

/** A state of the order conversations, as their setup types it. */
export type OrderState = Parameters<typeof orderSetup.createStateConfig>[0];
type Action = OrderState['entry'];

const PHOTO_MODE = composeOrder((): ComposerMode => ({
  kind: 'photo',
  label: t('orders.chat.photoLabel'),
  submitLabel: t('orders.chat.uploadPhoto'),
}));
const ADDRESS_MODE = composeOrder((): ComposerMode => ({
  kind: 'text',
  label: t('orders.chat.addressLabel'),
  placeholder: t('orders.chat.addressPlaceholder'),
  submitLabel: t('orders.chat.send'),
}));
const SEARCH_MODE = composeOrder((): ComposerMode => ({
  kind: 'text',
  label: t('orders.chat.searchLabel'),
  // Codes and a test's short name, the same in every language.
  placeholder: 'FBC, 10000001, ...',
  submitLabel: t('orders.chat.send'),
}));

/** A question at the spec's pace: its bubble after the short reply delay, its buttons a second later. */
export function question(ask: Action, buttons: Action): Pick<OrderState, 'initial' | 'states'> {
  return {
    initial: 'asking' as const,
    states: {
      asking: { after: { replyShort: { target: 'offering', actions: ask } } },
      offering: { after: { buttonsDelay: { target: 'answering', actions: buttons } } },
      answering: {},
    },
  };
}

const tap = (command: (typeof ORDER_COMMAND)[keyof typeof ORDER_COMMAND]) =>
  ({ type: 'tappedOrder', params: { command } }) as const;

/** Who the order is for: the account's only patient without asking (startOrder), else as the booking asks. */
export function patientStep(next: string): OrderState {
  return orderSetup.createStateConfig({
    always: { guard: 'orderHasPatient', target: next },
    ...question(sayOrder('orders.chat.askPatient'), 'offerOrderPatients'),
    on: {
      'chat.tap': {
        guard: 'tappedPatient',
        target: next,
        actions: [
          'echo',
          'clearButtons',
          {
            type: 'keepOrder',
            params: ({ event }) => ({ patientId: tappedPatientId(event) }),
          },
        ],
      },
    },
  });
}

/** A prescription photo, then 'Do you have more photos?' until the patient has no more (spec 001 §2). */
export function photoStates(options: {
  readonly ask: PlainMessageId;
  readonly optional: boolean;
  readonly next: string;
}): Record<'photo' | 'morePhotos', OrderState> {
  return {
    photo: orderSetup.createStateConfig({
      ...question(
        [sayOrder(options.ask), PHOTO_MODE],
        offerOrder(() => withMenu(options.optional ? [button(t('orders.chat.skip'), ORDER_COMMAND.skip)] : [])),
      ),
      on: {
        'chat.uploaded': {
          target: 'morePhotos',
          actions: [
            'showPhoto',
            'clearButtons',
            compose(NO_INPUT),
            {
              type: 'keepOrder',
              params: ({ context, event }) => ({
                photos: [
                  ...orderOf(context).photos,
                  { documentReferenceId: event.documentReferenceId, url: event.url },
                ],
              }),
            },
          ],
        },
        // The composer stays open for another try.
        'chat.uploadFailed': {
          actions: {
            type: 'say',
            params: ({ event }) => ({
              from: 'assistant',
              content: { kind: 'event', outcome: 'failure', text: event.message },
            }),
          },
        },
        // Skip is offered only where the photo is optional.
        ...(options.optional
          ? {
              'chat.tap': {
                guard: tap(ORDER_COMMAND.skip),
                target: options.next,
                actions: ['echo', 'clearButtons', compose(NO_INPUT)],
              },
            }
          : {}),
      },
    }),
    morePhotos: orderSetup.createStateConfig({
      ...question(
        sayOrder('orders.chat.morePhotos'),
        offerOrder(() =>
          withMenu([
            button(t('orders.chat.yesMore'), ORDER_COMMAND.more),
            button(t('orders.chat.noMore'), ORDER_COMMAND.noMore),
          ]),
        ),
      ),
      on: {
        'chat.tap': [
          { guard: tap(ORDER_COMMAND.more), target: 'photo', actions: ['echo', 'clearButtons'] },
          { guard: tap(ORDER_COMMAND.noMore), target: options.next, actions: ['echo', 'clearButtons'] },
        ],
      },
    }),
  };
}

/** The hospital's tests or procedures, picked by tapping (typing narrows them); Done once one is picked. */
export function catalogueStates(options: {
  readonly ask: PlainMessageId;
  readonly next: string;
}): Record<'loadingCatalogue' | 'selecting', OrderState> {
  return {
    loadingCatalogue: orderSetup.createStateConfig({
      invoke: {
        src: 'loadOrderCatalogue',
        input: ({ context }) => {
          const { organizationId, category } = orderOf(context);
          return {
            organizationId,
            category: category === 'Procedure' ? ('Procedure' as const) : ('Examination' as const),
          };
        },
        onDone: [
          {
            guard: { type: 'nothingToOrder', params: ({ event }) => ({ items: event.output }) },
            target: '#assistant.ready',
            actions: [sayOrder('orders.chat.catalogueEmpty'), 'forgetOrder'],
          },
          { target: 'selecting', actions: { type: 'keepOrder', params: ({ event }) => ({ catalogue: event.output }) } },
        ],
        onError: { target: '#assistant.ready', actions: [sayOrder('orders.chat.catalogueFailed'), 'forgetOrder'] },
      },
    }),
    selecting: orderSetup.createStateConfig({
      ...question([sayOrder(options.ask), SEARCH_MODE], 'offerCatalogue'),
      on: {
        'chat.tap': [
          {
            guard: 'tappedCatalogueItem',
            actions: [
              'echo',
              'toggleItem',
              {
                type: 'say',
                params: ({ context }) => ({
                  from: 'assistant',
                  content: { kind: 'text', text: selectedText(selectedNames(orderOf(context))) },
                }),
              },
              'offerCatalogue',
            ],
          },
          {
            guard: and([tap(ORDER_COMMAND.done), 'orderHasSelection']),
            target: options.next,
            actions: ['echo', 'clearButtons', compose(NO_INPUT)],
          },
        ],
        'chat.submit': [
          {
            guard: 'typedMatchesCatalogue',
            actions: [
              'echo',
              { type: 'keepOrder', params: ({ event }) => ({ filter: event.text.trim() }) },
              'offerCatalogue',
            ],
          },
          {
            actions: [
              'echo',
              {
                type: 'say',
                params: ({ event }) => ({
                  from: 'assistant',
                  content: { kind: 'text', text: noMatchText(event.text.trim()) },
                }),
              },
            ],
          },
        ],
      },
    }),
  };
}

/** Where to come (homecare only): the profile's address, or a new one typed (at least one part). */
export function addressStates(
  next: string,
  options: { readonly alwaysHome?: boolean } = {},
): Record<'address' | 'typingAddress', OrderState> {
  return {
    address: orderSetup.createStateConfig({
      always: [
        // At the hospital there is nothing to ask (a home visit is always at home).
        ...(options.alwaysHome === true ? [] : [{ guard: not('orderAtHome'), target: next }]),
        { guard: not('patientHasAddress'), target: 'typingAddress' },
      ],
      ...question(
        'askProfileAddress',
        offerOrder(() =>
          withMenu([
            button(t('orders.chat.useAddress'), ORDER_COMMAND.useAddress),
            button(t('orders.chat.newAddress'), ORDER_COMMAND.newAddress),
          ]),
        ),
      ),
      on: {
        'chat.tap': [
          {
            guard: tap(ORDER_COMMAND.useAddress),
            target: next,
            actions: [
              'echo',
              'clearButtons',
              { type: 'keepOrder', params: ({ context }) => ({ address: patientAddress(orderPatient(context)) }) },
            ],
          },
          { guard: tap(ORDER_COMMAND.newAddress), target: 'typingAddress', actions: ['echo', 'clearButtons'] },
        ],
      },
    }),
    typingAddress: orderSetup.createStateConfig({
      ...question(
        [sayOrder('orders.chat.typeAddress'), ADDRESS_MODE],
        offerOrder(() => [backToMenuButton()]),
      ),
      on: {
        'chat.submit': [
          {
            guard: 'typedAnAddress',
            target: next,
            actions: [
              'echo',
              'clearButtons',
              compose(NO_INPUT),
              { type: 'keepOrder', params: ({ event }) => ({ address: typedAddress(event.text) }) },
            ],
          },
          { actions: sayOrder('orders.chat.addressEmpty') },
        ],
      },
    }),
  };
}

/** The day (the 7-day picker: today, tomorrow, then dated) and the time of a collection or visit. */
export function whenStates(next: string): Record<'day' | 'time', OrderState> {
  return {
    day: orderSetup.createStateConfig({
      ...question(sayOrder('orders.chat.askDay'), 'offerDays'),
      on: {
        'chat.tap': {
          guard: 'tappedDay',
          target: 'time',
          actions: [
            'echo',
            'clearButtons',
            { type: 'keepOrder', params: ({ event }) => ({ day: tappedNumber(event, ORDER_COMMAND.day, 'day') }) },
          ],
        },
      },
    }),
    time: orderSetup.createStateConfig({
      ...question(sayOrder('orders.chat.askTime'), 'offerTimes'),
      on: {
        'chat.tap': {
          guard: 'tappedTime',
          target: next,
          actions: [
            'echo',
            'clearButtons',
            {
              type: 'keepOrder',
              params: ({ event }) => ({ requestedAt: tappedNumber(event, ORDER_COMMAND.time, 'at') }),
            },
          ],
        },
      },
    }),
  };
}

/** The summary and Confirm, the order made (its event and View order), or its failure event and Try again. */
export function confirmStates(): Record<
  'confirming' | 'creating' | 'created' | 'viewing' | 'failed' | 'retrying',
  OrderState
> {
  return {
    confirming: orderSetup.createStateConfig({
      ...question(
        {
          type: 'say',
          params: ({ context }) => ({
            from: 'assistant',
            content: { kind: 'text', text: orderSummary(orderOf(context), orderPatient(context)) },
          }),
        },
        offerOrder(() => [
          button(t('orders.chat.confirm'), ORDER_COMMAND.confirm),
          button(t('orders.chat.cancel'), ORDER_COMMAND.cancel),
        ]),
      ),
      on: {
        'chat.tap': [
          { guard: tap(ORDER_COMMAND.confirm), target: 'creating', actions: ['echo', 'clearButtons'] },
          {
            guard: tap(ORDER_COMMAND.cancel),
            target: '#assistant.ready',
            actions: ['echo', 'clearButtons', sayOrder('orders.chat.cancelled'), 'forgetOrder'],
          },
        ],
      },
    }),
    creating: orderSetup.createStateConfig({
      entry: sayOrder('orders.chat.creating'),
      invoke: {
        src: 'createOrder',
        input: ({ context }) => orderRequestOf(orderOf(context)),
        onDone: {
          target: 'created',
          actions: { type: 'keepOrder', params: ({ event }) => ({ createdId: event.output.id }) },
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'say',
            params: ({ context, event }) => ({
              from: 'assistant',
              content: {
                kind: 'event',
                outcome: 'failure',
                text: orderFailedText(orderOf(context).category),
                detail: errorMessage(event.error),
              },
            }),
          },
        },
      },
    }),
    created: orderSetup.createStateConfig({
      entry: orderEvent('success', 'orders.chat.created'),
      after: {
        buttonsDelay: {
          target: 'viewing',
          actions: offerOrder(() => withMenu([button(t('orders.chat.viewOrder'), ORDER_COMMAND.view)])),
        },
      },
    }),
    viewing: orderSetup.createStateConfig({
      on: {
        'chat.tap': {
          guard: tap(ORDER_COMMAND.view),
          target: '#assistant.menu',
          actions: [
            'echo',
            { type: 'navigate', params: ({ context }) => ({ to: orderViewRoute(orderOf(context).createdId ?? '') }) },
            'forgetOrder',
          ],
        },
      },
    }),
    failed: orderSetup.createStateConfig({
      after: {
        buttonsDelay: {
          target: 'retrying',
          actions: offerOrder(() => withMenu([button(t('orders.chat.tryAgain'), ORDER_COMMAND.retry)])),
        },
      },
    }),
    retrying: orderSetup.createStateConfig({
      on: { 'chat.tap': { guard: tap(ORDER_COMMAND.retry), target: 'creating', actions: ['echo', 'clearButtons'] } },
    }),
  };
}
