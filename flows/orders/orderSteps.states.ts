import { and, not } from 'xstate';
import { errorMessage } from '../../machines/errorMessage';
import { NO_INPUT, compose, eventBox, offer, says } from '../assistant/actionsOf';
import { BACK_TO_MENU_BUTTON } from '../assistant/backToMenu';
import { tappedPatientId } from '../assistant/patientChoice';
import type { ComposerMode } from '../chatProtocol';
import { ORDER_COMMAND, button, tappedNumber, withMenu } from './orderButtons';
import { orderOf, orderPatient, orderSetup } from './order.setup';
import { orderRequestOf, orderViewRoute, patientAddress, typedAddress } from './orderDraft';
import { orderSummary } from './orderSummary';
import { ORDER_FAILED, ORDER_TEXT, selectedText } from './orderText';

/**
 * The steps the three order conversations share, each a function of the step that follows it (a sibling
 * state of the conversation): who it is for, the photo loop, the catalogue, the address, the day and time,
 * and the confirmation with its outcome.
 */

/** A state of the order conversations, as their setup types it. */
export type OrderState = Parameters<typeof orderSetup.createStateConfig>[0];
type Action = OrderState['entry'];

const PHOTO_MODE: ComposerMode = { kind: 'photo', label: ORDER_TEXT.photoLabel, submitLabel: ORDER_TEXT.uploadPhoto };
const ADDRESS_MODE: ComposerMode = {
  kind: 'text',
  label: ORDER_TEXT.addressLabel,
  placeholder: ORDER_TEXT.addressPlaceholder,
  submitLabel: ORDER_TEXT.send,
};
const SEARCH_MODE: ComposerMode = {
  kind: 'text',
  label: 'Find by name or code',
  placeholder: 'FBC, 10000001, ...',
  submitLabel: ORDER_TEXT.send,
};

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
    ...question(says(ORDER_TEXT.askPatient), 'offerOrderPatients'),
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
  readonly ask: string;
  readonly optional: boolean;
  readonly next: string;
}): Record<'photo' | 'morePhotos', OrderState> {
  return {
    photo: orderSetup.createStateConfig({
      ...question(
        [says(options.ask), compose(PHOTO_MODE)],
        offer(withMenu(options.optional ? [button(ORDER_TEXT.skip, ORDER_COMMAND.skip)] : [])),
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
        says(ORDER_TEXT.morePhotos),
        offer(
          withMenu([button(ORDER_TEXT.yesMore, ORDER_COMMAND.more), button(ORDER_TEXT.noMore, ORDER_COMMAND.noMore)]),
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
  readonly ask: string;
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
            actions: [says(ORDER_TEXT.catalogueEmpty), 'forgetOrder'],
          },
          { target: 'selecting', actions: { type: 'keepOrder', params: ({ event }) => ({ catalogue: event.output }) } },
        ],
        onError: { target: '#assistant.ready', actions: [says(ORDER_TEXT.catalogueFailed), 'forgetOrder'] },
      },
    }),
    selecting: orderSetup.createStateConfig({
      ...question([says(options.ask), compose(SEARCH_MODE)], 'offerCatalogue'),
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
                  content: { kind: 'text', text: selectedText(selectedNamesOf(context)) },
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
                  content: { kind: 'text', text: ORDER_TEXT.noMatch(event.text.trim()) },
                }),
              },
            ],
          },
        ],
      },
    }),
  };
}

function selectedNamesOf(context: Parameters<typeof orderOf>[0]): string[] {
  const draft = orderOf(context);
  return draft.selected.length === 0
    ? ['none']
    : draft.selected.map((code) => draft.catalogue.find((item) => item.code === code)?.name ?? code);
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
        offer(
          withMenu([
            button(ORDER_TEXT.useAddress, ORDER_COMMAND.useAddress),
            button(ORDER_TEXT.newAddress, ORDER_COMMAND.newAddress),
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
      ...question([says(ORDER_TEXT.typeAddress), compose(ADDRESS_MODE)], offer([BACK_TO_MENU_BUTTON])),
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
          { actions: says(ORDER_TEXT.addressEmpty) },
        ],
      },
    }),
  };
}

/** The day (the 7-day picker: today, tomorrow, then dated) and the time of a collection or visit. */
export function whenStates(next: string): Record<'day' | 'time', OrderState> {
  return {
    day: orderSetup.createStateConfig({
      ...question(says(ORDER_TEXT.askDay), 'offerDays'),
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
      ...question(says(ORDER_TEXT.askTime), 'offerTimes'),
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
        offer([button(ORDER_TEXT.confirm, ORDER_COMMAND.confirm), button(ORDER_TEXT.cancel, ORDER_COMMAND.cancel)]),
      ),
      on: {
        'chat.tap': [
          { guard: tap(ORDER_COMMAND.confirm), target: 'creating', actions: ['echo', 'clearButtons'] },
          {
            guard: tap(ORDER_COMMAND.cancel),
            target: '#assistant.ready',
            actions: ['echo', 'clearButtons', says(ORDER_TEXT.cancelled), 'forgetOrder'],
          },
        ],
      },
    }),
    creating: orderSetup.createStateConfig({
      entry: says(ORDER_TEXT.creating),
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
                text: ORDER_FAILED[orderOf(context).category],
                detail: errorMessage(event.error),
              },
            }),
          },
        },
      },
    }),
    created: orderSetup.createStateConfig({
      entry: eventBox('success', ORDER_TEXT.created),
      after: {
        buttonsDelay: {
          target: 'viewing',
          actions: offer(withMenu([button(ORDER_TEXT.viewOrder, ORDER_COMMAND.view)])),
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
          actions: offer(withMenu([button(ORDER_TEXT.tryAgain, ORDER_COMMAND.retry)])),
        },
      },
    }),
    retrying: orderSetup.createStateConfig({
      on: { 'chat.tap': { guard: tap(ORDER_COMMAND.retry), target: 'creating', actions: ['echo', 'clearButtons'] } },
    }),
  };
}
