import { assign, enqueueActions, setup } from 'xstate';
import {
  CARD_CVV_LENGTH,
  cardError,
  formatCardNumber,
  formatExpiry,
  shouldClearCardEntry,
  type CardEntry,
} from '../domain/card';
import { digitsOnly } from '../domain/digits';
import { nameOnCardErrorText } from '../domain/nameOnCard';
import { PAYMENT_TEXT, type PaymentWidgetState } from '../domain/payment';
import { systemClock, type Clock } from './clock';
import { errorMessage } from './errorMessage';
import { notProvided } from './notProvided';
import {
  EMPTY_CARD_ENTRY,
  PAYMENT_METHODS_TEXT,
  cardResultNotice,
  loadFailedMessage,
  tokenisationRedirect,
  tokenisationRequest,
  type CardEntryField,
  type CardTokenisation,
  type PaymentMethodsContext,
  type PaymentMethodsEvent,
  type PaymentMethodsInput,
  type SavedPaymentMethod,
  type TokenisationRequest,
} from './paymentMethods.types';

/**
 * Saved Payment Methods (spec 000 §3 payment method, §5 card rules, §7 setDefaultPaymentMethod /
 * deletePaymentMethod, §8 cards): the account's saved cards, make one the default, delete one after a
 * confirmation, and add one. A new card is checked with the card rules in the spec's order, then the browser
 * posts it to the gateway's tokenisation endpoint with the server's signed fields (of the entry, only the name
 * on the card reaches our server, which bills it; the card itself goes to the gateway alone); the gateway
 * answers the server, which sends the browser back here with cardResult.
 */

const FORMATTERS: Readonly<Record<CardEntryField, (value: string) => string>> = {
  name: (value) => value,
  number: formatCardNumber,
  expiry: formatExpiry,
  cvv: (value) => digitsOnly(value, CARD_CVV_LENGTH),
};

/**
 * The name on card first, by the server's rule (required, at most 60 characters), so a name it would refuse is
 * told here rather than as 'Unable to process payment!'; then the card rules against today's calendar month
 * at `now` (the machine's clock).
 */
const entryError = (entry: CardEntry, now: number): string | null =>
  nameOnCardErrorText(entry.name) ?? cardError(entry, new Date(now));

/** The first failing rule is shown; a wrongly sized entry is cleared, the name kept (spec 000 §5). */
const rejectedEntry = (
  context: PaymentMethodsContext,
  now: number,
): Pick<PaymentMethodsContext, 'entryError' | 'entry'> => ({
  entryError: entryError(context.entry, now),
  entry: shouldClearCardEntry(context.entry) ? { ...EMPTY_CARD_ENTRY, name: context.entry.name } : context.entry,
});

export const paymentMethodsMachine = setup({
  types: {
    input: {} as PaymentMethodsInput,
    context: {} as PaymentMethodsContext,
    events: {} as PaymentMethodsEvent,
  },
  actors: {
    /** The account's saved cards (queryOneProfile.paymentMethods), the default first. */
    loadPaymentMethods: notProvided<SavedPaymentMethod[], Record<string, never>>('loadPaymentMethods'),
    /** Returns the account's cards after the change. */
    setDefaultPaymentMethod: notProvided<SavedPaymentMethod[], { id: string }>('setDefaultPaymentMethod'),
    /** Returns the account's remaining cards. */
    deletePaymentMethod: notProvided<SavedPaymentMethod[], { id: string }>('deletePaymentMethod'),
    /** The server bills the card to nameOnCard (the name the holder typed). */
    initiateCardTokenisation: notProvided<CardTokenisation, TokenisationRequest>('initiateCardTokenisation'),
  },
  actions: {
    /**
     * The app replaces the url without cardResult (history replace): the return is told once, from
     * context, and a reload does not tell it again.
     */
    forgetCardResult: () => undefined,
    storeCards: assign((_, cards: readonly SavedPaymentMethod[]) => ({ cards, loadError: null })),
    storeLoadError: assign(({ context }) => ({ loadError: loadFailedMessage(context.holderName) })),
    chooseCard: assign((_, id: string) => ({ chosenId: id, notice: null })),
    forgetChosen: assign({ chosenId: null }),
    tell: assign((_, notice: PaymentMethodsContext['notice']) => ({ notice, chosenId: null })),
    tellError: assign((_, error: unknown) => ({
      notice: { tone: 'error', text: errorMessage(error) },
      chosenId: null,
    })),
    dismiss: assign({ notice: null }),
    openEntry: assign({
      entry: EMPTY_CARD_ENTRY,
      entryError: null,
      notice: null,
      redirect: null,
      widgetState: 'READY',
    }),
    /** The card details leave memory when the dialog closes. */
    closeEntry: assign({ entry: EMPTY_CARD_ENTRY, entryError: null, redirect: null }),
    setField: assign(({ context }, params: { field: CardEntryField; value: string }) => ({
      entry: { ...context.entry, [params.field]: FORMATTERS[params.field](params.value) },
    })),
    /** Reads the time from the system clock until paymentMethodsWithClock gives another (so does entryInvalid). */
    rejectEntry: assign(({ context }) => rejectedEntry(context, systemClock.now())),
    acceptEntry: assign({ entryError: null }),
    prepareRedirect: assign(({ context }, tokenisation: CardTokenisation) => ({
      redirect: tokenisationRedirect(tokenisation, context.entry),
    })),
    /** Spec 000 §8: 'Unable to process payment!', the entry kept so Save card can be pressed again. */
    tokenisationFailed: assign(() => ({ entryError: PAYMENT_TEXT.initiationFailed, redirect: null })),
    widget: assign((_, widgetState: PaymentWidgetState) => ({ widgetState })),
  },
  guards: {
    returnedFromGateway: ({ context }) => context.cardResult !== null,
    hasCards: ({ context }) => context.cards.length > 0,
    isSavedCard: ({ context }, id: string) => context.cards.some((card) => card.id === id),
    isOtherCard: ({ context }, id: string) => context.cards.some((card) => card.id === id && !card.defaultMethod),
    entryInvalid: ({ context }) => entryError(context.entry, systemClock.now()) !== null,
  },
}).createMachine({
  id: 'paymentMethods',
  context: ({ input }) => ({
    ...input,
    cards: [],
    loadError: null,
    notice: cardResultNotice(input.cardResult),
    addedId: input.cardResult?.kind === 'added' ? input.cardResult.paymentMethodId : null,
    chosenId: null,
    entry: EMPTY_CARD_ENTRY,
    entryError: null,
    widgetState: 'INITIALISING',
    redirect: null,
  }),
  entry: enqueueActions(({ check, enqueue }) => {
    if (check('returnedFromGateway')) enqueue('forgetCardResult');
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadPaymentMethods',
        input: () => ({}),
        onDone: { target: 'listed', actions: { type: 'storeCards', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'storeLoadError' },
      },
    },
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    /** Which of the two list states the cards make. */
    listed: {
      always: [{ guard: 'hasCards', target: 'ready' }, { target: 'empty' }],
    },
    empty: {
      on: {
        ADD: { target: 'adding', actions: 'openEntry' },
        DISMISS: { actions: 'dismiss' },
      },
    },
    ready: {
      on: {
        SET_DEFAULT: {
          guard: { type: 'isOtherCard', params: ({ event }) => event.id },
          target: 'settingDefault',
          actions: { type: 'chooseCard', params: ({ event }) => event.id },
        },
        DELETE: {
          guard: { type: 'isSavedCard', params: ({ event }) => event.id },
          target: 'confirmingDelete',
          actions: { type: 'chooseCard', params: ({ event }) => event.id },
        },
        ADD: { target: 'adding', actions: 'openEntry' },
        DISMISS: { actions: 'dismiss' },
      },
    },
    settingDefault: {
      invoke: {
        src: 'setDefaultPaymentMethod',
        input: ({ context }) => ({ id: context.chosenId ?? '' }),
        onDone: {
          target: 'listed',
          actions: [
            { type: 'storeCards', params: ({ event }) => event.output },
            { type: 'tell', params: () => ({ tone: 'success' as const, text: PAYMENT_METHODS_TEXT.defaultChanged }) },
          ],
        },
        onError: {
          target: 'listed',
          actions: { type: 'tellError', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    /** The delete card confirmation (spec 000 §2 modals). */
    confirmingDelete: {
      on: {
        CONFIRM: 'deleting',
        CANCEL: { target: 'ready', actions: 'forgetChosen' },
      },
    },
    deleting: {
      invoke: {
        src: 'deletePaymentMethod',
        input: ({ context }) => ({ id: context.chosenId ?? '' }),
        onDone: {
          target: 'listed',
          actions: [
            { type: 'storeCards', params: ({ event }) => event.output },
            { type: 'tell', params: () => ({ tone: 'success' as const, text: PAYMENT_METHODS_TEXT.deleted }) },
          ],
        },
        onError: {
          target: 'listed',
          actions: { type: 'tellError', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    /** The add card dialog. */
    adding: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SET_FIELD: {
              actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
            },
            SUBMIT: [
              { guard: 'entryInvalid', actions: 'rejectEntry' },
              { target: 'tokenising', actions: 'acceptEntry' },
            ],
            CANCEL: { target: '#paymentMethods.listed', actions: 'closeEntry' },
          },
        },
        tokenising: {
          entry: { type: 'widget', params: 'INITIALISING' },
          invoke: {
            src: 'initiateCardTokenisation',
            input: ({ context }) => tokenisationRequest(context),
            onDone: {
              target: '#paymentMethods.redirecting',
              actions: { type: 'prepareRedirect', params: ({ event }) => event.output },
            },
            onError: { target: 'editing', actions: ['tokenisationFailed', { type: 'widget', params: 'ERROR' }] },
          },
        },
      },
    },
    /** The page posts the form to the gateway (context.redirect) and leaves. */
    redirecting: {
      entry: { type: 'widget', params: 'PAYMENT_PROCESSING' },
      on: {
        REDIRECT_REFUSED: {
          target: 'adding.editing',
          actions: ['tokenisationFailed', { type: 'widget', params: 'ERROR' }],
        },
      },
    },
  },
});

/** The machine checking card expiry against the given clock's month (src/composition/paymentMethods.ts). */
export function paymentMethodsWithClock(clock: Clock): typeof paymentMethodsMachine {
  return paymentMethodsMachine.provide({
    actions: { rejectEntry: assign(({ context }) => rejectedEntry(context, clock.now())) },
    guards: { entryInvalid: ({ context }) => entryError(context.entry, clock.now()) !== null },
  });
}
