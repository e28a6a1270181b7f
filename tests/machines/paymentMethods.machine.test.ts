import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, type SnapshotFrom } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { CARD_MESSAGES, type CardEntry } from '../../domain/card';
import type { PaymentWidgetState } from '../../domain/payment';
import { paymentMethodsMachine } from '../../machines/paymentMethods.machine';
import { fixedClock } from './fixedClock';
import {
  EMPTY_CARD_ENTRY,
  cardFormFields,
  cardResultNotice,
  loadFailedMessage,
  type SavedPaymentMethod,
} from '../../machines/paymentMethods.types';
import {
  MASTERCARD,
  PAYMENT_METHODS_INPUT,
  RETURN_PATH,
  TEST_TODAY,
  TOKENISATION,
  VALID_ENTRY,
  VALID_POST,
  VALID_TYPED,
  VISA,
  fakePaymentMethods,
  inputWith,
  stateName,
  typeEntry,
  withDefault,
} from './paymentMethodsHarness';

/**
 * Model-based test of machines/paymentMethods.machine.ts: how the page was opened (plainly, or back from the
 * gateway with a saved or declined card), each server answer, and each thing the holder does (make default,
 * delete and confirm or cancel, add a card with a good or a bad entry, the form refused). Paths come from
 * xstate/graph (one per transition of the model); each is replayed against the real machine with fake actors
 * on a fixed clock, checking at every step the state, the list, every message, the entry and the form posted.
 */

type ModelEvent =
  | { type: 'START_PLAIN' }
  | { type: 'START_ADDED' }
  | { type: 'START_DECLINED' }
  | { type: 'LOAD_TWO' }
  | { type: 'LOAD_NONE' }
  | { type: 'LOAD_FAILS' }
  | { type: 'RETRY' }
  | { type: 'MAKE_DEFAULT_OTHER' }
  | { type: 'MAKE_DEFAULT_CURRENT' }
  | { type: 'DEFAULT_SAVED' }
  | { type: 'DEFAULT_FAILS' }
  | { type: 'DELETE_FIRST' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'DELETED' }
  | { type: 'DELETE_FAILS' }
  | { type: 'DISMISS' }
  | { type: 'ADD' }
  | { type: 'TYPE_VALID' }
  | { type: 'TYPE_SHORT_CVV' }
  | { type: 'TYPE_NO_NAME' }
  | { type: 'SUBMIT' }
  | { type: 'TOKENISED' }
  | { type: 'TOKENISE_FAILS' }
  | { type: 'REFUSED' };

type EntryKind = 'empty' | 'valid' | 'shortCvv' | 'noName' | 'nameOnly';

interface Expected {
  state: string | null;
  /** Card ids in order, the default with a '*'. */
  cards: string[];
  notice: string | null;
  loadError: string | null;
  entryKind: EntryKind;
  entryError: string | null;
  widgetState: PaymentWidgetState;
  addedId: string | null;
  /** The card being made default or deleted. */
  chosen: string | null;
  redirect: boolean;
  forgotten: number;
}

const NAME_ONLY: CardEntry = { ...EMPTY_CARD_ENTRY, name: VALID_ENTRY.name };
const ENTRIES: Record<EntryKind, { typed: CardEntry; shown: CardEntry }> = {
  empty: { typed: EMPTY_CARD_ENTRY, shown: EMPTY_CARD_ENTRY },
  // What a cleared entry keeps.
  nameOnly: { typed: NAME_ONLY, shown: NAME_ONLY },
  valid: { typed: VALID_TYPED, shown: VALID_ENTRY },
  // A 2-digit CVV: the CVV rule fails and, the CVV not being 3 long, the entry is cleared (the name kept).
  shortCvv: { typed: { ...VALID_TYPED, cvv: '12' }, shown: { ...VALID_ENTRY, cvv: '12' } },
  // No name on a full-length card: the name rule fails and nothing is cleared.
  noName: { typed: { ...VALID_TYPED, name: '' }, shown: { ...VALID_ENTRY, name: '' } },
};
/** The entry left after a refused SUBMIT, and the message. */
const AFTER_REFUSAL: Record<Exclude<EntryKind, 'valid'>, { kind: EntryKind; error: string }> = {
  empty: { kind: 'empty', error: CARD_MESSAGES.name },
  nameOnly: { kind: 'nameOnly', error: CARD_MESSAGES.cvv },
  shortCvv: { kind: 'nameOnly', error: CARD_MESSAGES.cvv },
  noName: { kind: 'noName', error: CARD_MESSAGES.name },
};

const CARDS: Record<string, SavedPaymentMethod> = { [VISA.id]: VISA, [MASTERCARD.id]: MASTERCARD };
const LOADED = [`${VISA.id}*`, MASTERCARD.id];
const TEXT = {
  loadFailed: 'Sorry Nimal, There is a problem loading your payment methods.',
  added: 'success:Your card was saved',
  declined: 'error:Card declined by the bank',
  defaultChanged: 'success:Your default card was changed',
  deleted: 'success:The card was deleted',
  notFound: 'error:We could not find this card.',
  somethingWrong: 'error:Something went wrong',
  unableToProcess: 'Unable to process payment!',
};

const idOf = (mark: string): string => mark.replace('*', '');
const isDefault = (mark: string): boolean => mark.endsWith('*');
/** The list after setting `id` as the default: the default first, as the server answers. */
const defaultMoved = (cards: string[], id: string): string[] => [
  `${id}*`,
  ...cards.filter((mark) => idOf(mark) !== id).map(idOf),
];

const to = (expected: Partial<Expected>) => assign<Expected, ModelEvent, undefined, ModelEvent, never>(expected);

const model = setup({
  types: { context: {} as Expected, events: {} as ModelEvent },
  guards: {
    hasOther: ({ context }) => context.cards.some((mark) => !isDefault(mark)),
    hasDefault: ({ context }) => context.cards.some(isDefault),
    hasNotice: ({ context }) => context.notice !== null,
    entryIs: ({ context }, kind: EntryKind) => context.entryKind === kind,
    entryIsNot: ({ context }, kind: EntryKind) => context.entryKind !== kind,
  },
}).createMachine({
  id: 'paymentMethodsModel',
  context: {
    state: null,
    cards: [],
    notice: null,
    loadError: null,
    entryKind: 'empty',
    entryError: null,
    widgetState: 'INITIALISING',
    addedId: null,
    chosen: null,
    redirect: false,
    forgotten: 0,
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        START_PLAIN: { target: 'loading', actions: to({ state: 'loading' }) },
        // Back from the gateway: the url's return is forgotten at once, the notice stays until an action.
        START_ADDED: {
          target: 'loading',
          actions: to({ state: 'loading', notice: TEXT.added, addedId: MASTERCARD.id, forgotten: 1 }),
        },
        START_DECLINED: { target: 'loading', actions: to({ state: 'loading', notice: TEXT.declined, forgotten: 1 }) },
      },
    },
    loading: {
      on: {
        LOAD_TWO: { target: 'ready', actions: to({ state: 'ready', cards: LOADED, loadError: null }) },
        LOAD_NONE: { target: 'empty', actions: to({ state: 'empty', cards: [], loadError: null }) },
        LOAD_FAILS: { target: 'loadFailed', actions: to({ state: 'loadFailed', loadError: TEXT.loadFailed }) },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: to({ state: 'loading' }) } },
    },
    empty: {
      on: {
        ADD: {
          target: 'editing',
          actions: to({
            state: 'adding.editing',
            entryKind: 'empty',
            entryError: null,
            notice: null,
            widgetState: 'READY',
          }),
        },
        DISMISS: { guard: 'hasNotice', actions: to({ notice: null }) },
      },
    },
    ready: {
      on: {
        MAKE_DEFAULT_OTHER: {
          guard: 'hasOther',
          target: 'settingDefault',
          actions: assign(({ context }) => ({
            state: 'settingDefault',
            notice: null,
            chosen: idOf(context.cards.find((mark) => !isDefault(mark)) ?? ''),
          })),
        },
        // The default card has no Make default; an event for it changes nothing.
        MAKE_DEFAULT_CURRENT: { guard: 'hasDefault', actions: to({}) },
        DELETE_FIRST: {
          target: 'confirmingDelete',
          actions: assign(({ context }) => ({
            state: 'confirmingDelete',
            notice: null,
            chosen: idOf(context.cards[0] ?? ''),
          })),
        },
        ADD: {
          target: 'editing',
          actions: to({
            state: 'adding.editing',
            entryKind: 'empty',
            entryError: null,
            notice: null,
            widgetState: 'READY',
          }),
        },
        DISMISS: { guard: 'hasNotice', actions: to({ notice: null }) },
      },
    },
    settingDefault: {
      on: {
        DEFAULT_SAVED: {
          target: 'ready',
          actions: assign(({ context }) => ({
            state: 'ready',
            cards: defaultMoved(context.cards, context.chosen ?? ''),
            notice: TEXT.defaultChanged,
            chosen: null,
          })),
        },
        DEFAULT_FAILS: { target: 'ready', actions: to({ state: 'ready', notice: TEXT.notFound, chosen: null }) },
      },
    },
    confirmingDelete: {
      on: {
        CANCEL: { target: 'ready', actions: to({ state: 'ready', chosen: null }) },
        CONFIRM: { target: 'deleting', actions: to({ state: 'deleting' }) },
      },
    },
    deleting: {
      on: {
        DELETED: [
          {
            guard: ({ context }) => context.cards.length > 1,
            target: 'ready',
            actions: assign(({ context }) => ({
              state: 'ready',
              cards: context.cards.filter((mark) => idOf(mark) !== context.chosen),
              notice: TEXT.deleted,
              chosen: null,
            })),
          },
          { target: 'empty', actions: to({ state: 'empty', cards: [], notice: TEXT.deleted, chosen: null }) },
        ],
        DELETE_FAILS: { target: 'ready', actions: to({ state: 'ready', notice: TEXT.somethingWrong, chosen: null }) },
      },
    },
    editing: {
      on: {
        TYPE_VALID: { guard: { type: 'entryIsNot', params: 'valid' }, actions: to({ entryKind: 'valid' }) },
        TYPE_SHORT_CVV: { guard: { type: 'entryIsNot', params: 'shortCvv' }, actions: to({ entryKind: 'shortCvv' }) },
        TYPE_NO_NAME: { guard: { type: 'entryIsNot', params: 'noName' }, actions: to({ entryKind: 'noName' }) },
        SUBMIT: [
          {
            guard: { type: 'entryIs', params: 'valid' },
            target: 'tokenising',
            actions: to({ state: 'adding.tokenising', entryError: null, widgetState: 'INITIALISING' }),
          },
          {
            actions: assign(({ context }) => {
              const after =
                context.entryKind === 'valid'
                  ? { kind: context.entryKind, error: null }
                  : AFTER_REFUSAL[context.entryKind];
              return { entryKind: after.kind, entryError: after.error };
            }),
          },
        ],
        CANCEL: [
          {
            guard: ({ context }) => context.cards.length > 0,
            target: 'ready',
            actions: to({ state: 'ready', entryKind: 'empty', entryError: null }),
          },
          { target: 'empty', actions: to({ state: 'empty', entryKind: 'empty', entryError: null }) },
        ],
      },
    },
    tokenising: {
      on: {
        TOKENISED: {
          target: 'redirecting',
          actions: to({ state: 'redirecting', widgetState: 'PAYMENT_PROCESSING', redirect: true }),
        },
        TOKENISE_FAILS: {
          target: 'editing',
          actions: to({ state: 'adding.editing', entryError: TEXT.unableToProcess, widgetState: 'ERROR' }),
        },
      },
    },
    redirecting: {
      on: {
        // The page would not leave for the action: back to the entry, nothing lost.
        REFUSED: {
          target: 'editing',
          actions: to({
            state: 'adding.editing',
            entryError: TEXT.unableToProcess,
            widgetState: 'ERROR',
            redirect: false,
          }),
        },
      },
    },
  },
});

type ModelSnapshot = SnapshotFrom<typeof model>;
type ModelPath = StatePath<ModelSnapshot, ModelEvent>;

const ALL_EVENTS: ModelEvent[] = (
  [
    'START_PLAIN',
    'START_ADDED',
    'START_DECLINED',
    'LOAD_TWO',
    'LOAD_NONE',
    'LOAD_FAILS',
    'RETRY',
    'MAKE_DEFAULT_OTHER',
    'MAKE_DEFAULT_CURRENT',
    'DEFAULT_SAVED',
    'DEFAULT_FAILS',
    'DELETE_FIRST',
    'CONFIRM',
    'CANCEL',
    'DELETED',
    'DELETE_FAILS',
    'DISMISS',
    'ADD',
    'TYPE_VALID',
    'TYPE_SHORT_CVV',
    'TYPE_NO_NAME',
    'SUBMIT',
    'TOKENISED',
    'TOKENISE_FAILS',
    'REFUSED',
  ] as const
).map((type) => ({ type }));

const possibleEvents = (snapshot: ModelSnapshot): ModelEvent[] => ALL_EVENTS.filter((event) => snapshot.can(event));
/**
 * One path per transition of the model from each distinct list, notice and entry. The widget state, the
 * marked card and the load error are asserted at every step but not enumerated, so traversal stays small.
 */
const byTransition = ({ value, context }: ModelSnapshot, event: ModelEvent | undefined): string =>
  JSON.stringify([value, context.cards, context.notice, context.entryKind, context.entryError, event?.type ?? null]);
const shortestPaths = getShortestPaths(model, { events: possibleEvents, serializeState: byTransition });
const stepsOf = (path: ModelPath): ModelEvent[] =>
  path.steps.map((step) => step.event).filter((event) => ALL_EVENTS.some((known) => known.type === event.type));
const describePath = (path: ModelPath): string =>
  stepsOf(path)
    .map((event) => event.type)
    .join(' → ') || '(start)';

const entryOf = (kind: EntryKind): CardEntry => ENTRIES[kind].shown;
const marks = (cards: readonly SavedPaymentMethod[]): string[] =>
  cards.map((card) => (card.defaultMethod ? `${card.id}*` : card.id));
const cardsOf = (list: string[]): SavedPaymentMethod[] =>
  list.map((mark) => ({ ...(CARDS[idOf(mark)] ?? VISA), defaultMethod: isDefault(mark) }));

async function replay(path: ModelPath): Promise<void> {
  let run: ReturnType<typeof fakePaymentMethods> | null = null;
  const modelActor = createActor(model).start();
  const current = (): ReturnType<typeof fakePaymentMethods> => {
    if (run === null) throw new Error('not started');
    return run;
  };
  const assertSame = (): void => {
    const expected = modelActor.getSnapshot().context;
    const { actor, forgotten } = current();
    const snapshot = actor.getSnapshot();
    const { context } = snapshot;
    expect(stateName(snapshot.value)).toBe(expected.state);
    expect(marks(context.cards)).toEqual(expected.cards);
    expect(context.notice === null ? null : `${context.notice.tone}:${context.notice.text}`).toBe(expected.notice);
    expect(context.loadError).toBe(expected.loadError);
    expect(context.entry).toEqual(entryOf(expected.entryKind));
    expect(context.entryError).toBe(expected.entryError);
    expect(context.widgetState).toBe(expected.widgetState);
    expect(context.addedId).toBe(expected.addedId);
    expect(context.chosenId).toBe(expected.chosen);
    expect(context.redirect).toEqual(
      expected.redirect ? { kind: 'post', action: TOKENISATION.action, fields: VALID_POST } : null,
    );
    expect(forgotten()).toBe(expected.forgotten);
  };
  for (const event of stepsOf(path)) {
    const before = modelActor.getSnapshot().context;
    modelActor.send(event);
    switch (event.type) {
      case 'START_PLAIN':
      case 'START_ADDED':
      case 'START_DECLINED': {
        const result =
          event.type === 'START_ADDED'
            ? ({ kind: 'added', paymentMethodId: MASTERCARD.id } as const)
            : event.type === 'START_DECLINED'
              ? ({ kind: 'declined' } as const)
              : null;
        run = fakePaymentMethods(inputWith(result));
        await vi.advanceTimersByTimeAsync(0);
        break;
      }
      case 'LOAD_TWO':
        await current().api.answer('loadPaymentMethods', [VISA, MASTERCARD]);
        break;
      case 'LOAD_NONE':
        await current().api.answer('loadPaymentMethods', []);
        break;
      case 'LOAD_FAILS':
        await current().api.fail('loadPaymentMethods', '[Network] Failed to fetch');
        break;
      case 'RETRY':
        current().actor.send({ type: 'RETRY' });
        break;
      case 'MAKE_DEFAULT_OTHER': {
        const other = before.cards.find((mark) => !isDefault(mark));
        current().actor.send({ type: 'SET_DEFAULT', id: idOf(other ?? '') });
        break;
      }
      case 'MAKE_DEFAULT_CURRENT': {
        const defaultCard = before.cards.find(isDefault);
        current().actor.send({ type: 'SET_DEFAULT', id: idOf(defaultCard ?? '') });
        break;
      }
      case 'DEFAULT_SAVED':
        await current().api.answer('setDefaultPaymentMethod', withDefault(cardsOf(before.cards), before.chosen ?? ''));
        break;
      case 'DEFAULT_FAILS':
        await current().api.fail('setDefaultPaymentMethod', '[GraphQL] ARO-E1060:');
        break;
      case 'DELETE_FIRST':
        current().actor.send({ type: 'DELETE', id: idOf(before.cards[0] ?? '') });
        break;
      case 'CONFIRM':
      case 'CANCEL':
      case 'DISMISS':
      case 'ADD':
      case 'SUBMIT':
        current().actor.send({ type: event.type });
        await vi.advanceTimersByTimeAsync(0);
        break;
      case 'DELETED':
        await current().api.answer(
          'deletePaymentMethod',
          cardsOf(before.cards).filter((card) => card.id !== before.chosen),
        );
        break;
      case 'DELETE_FAILS':
        await current().api.fail('deletePaymentMethod', 'something unexpected');
        break;
      case 'TYPE_VALID':
        typeEntry(current().actor, ENTRIES.valid.typed);
        break;
      case 'TYPE_SHORT_CVV':
        typeEntry(current().actor, ENTRIES.shortCvv.typed);
        break;
      case 'TYPE_NO_NAME':
        typeEntry(current().actor, ENTRIES.noName.typed);
        break;
      case 'TOKENISED':
        await current().api.answer('initiateCardTokenisation', TOKENISATION);
        break;
      case 'TOKENISE_FAILS':
        await current().api.fail('initiateCardTokenisation', '[GraphQL] ARO-E1044:');
        break;
      case 'REFUSED':
        current().actor.send({ type: 'REDIRECT_REFUSED' });
        break;
    }
    assertSame();
  }
  if (run === null) return;
  const { api } = run;
  // Every call asked for what the holder chose, and tokenisation always with this page as the way back and
  // the name on the card typed (only a valid entry is tokenised).
  for (const input of api.inputs('loadPaymentMethods')) expect(input).toEqual({});
  for (const input of api.inputs('initiateCardTokenisation'))
    expect(input).toEqual({ successUrl: RETURN_PATH, failureUrl: RETURN_PATH, nameOnCard: VALID_ENTRY.name });
  const steps = stepsOf(path).map((event) => event.type);
  expect(api.inputs('setDefaultPaymentMethod')).toHaveLength(
    steps.filter((type) => type === 'MAKE_DEFAULT_OTHER').length,
  );
  expect(api.inputs('deletePaymentMethod')).toHaveLength(steps.filter((type) => type === 'CONFIRM').length);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(TEST_TODAY);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('paymentMethods machine, model-based', () => {
  it('the generated paths reach every state of the machine', () => {
    const reached = new Set(shortestPaths.map((path) => path.state.context.state ?? '(not started)'));
    expect([...reached].sort()).toEqual(
      [
        '(not started)',
        'adding.editing',
        'adding.tokenising',
        'confirmingDelete',
        'deleting',
        'empty',
        'loadFailed',
        'loading',
        'ready',
        'redirecting',
        'settingDefault',
      ].sort(),
    );
  });

  describe.each(shortestPaths.map((path) => [describePath(path), path] as const))('path %s', (_, path) => {
    it('does what the model says at every step', async () => {
      await replay(path);
    });
  });
});

describe('paymentMethods machine, details', () => {
  async function adding(input = PAYMENT_METHODS_INPUT) {
    const run = fakePaymentMethods(input);
    await run.api.answer('loadPaymentMethods', [VISA]);
    run.actor.send({ type: 'ADD' });
    return run;
  }

  it('checks the card rules in the spec order, clearing only a wrongly sized entry and keeping the name', async () => {
    const { actor, api } = await adding();
    const submit = (entry: CardEntry) => {
      typeEntry(actor, entry);
      actor.send({ type: 'SUBMIT' });
      const { entryError, entry: left } = actor.getSnapshot().context;
      return { entryError, left };
    };
    // Nothing typed: the name comes first.
    expect(submit(EMPTY_CARD_ENTRY)).toEqual({ entryError: CARD_MESSAGES.name, left: EMPTY_CARD_ENTRY });
    // A name but a 2-digit CVV (and a bad number): the CVV comes next; the CVV is not 3 long, so the card is cleared.
    expect(submit({ name: 'N Perera', number: '4111111111111112', expiry: '1230', cvv: '12' })).toEqual({
      entryError: CARD_MESSAGES.cvv,
      left: { ...EMPTY_CARD_ENTRY, name: 'N Perera' },
    });
    // The CVV good, a full-length number failing the Luhn check (and a bad month): the number; nothing is cleared.
    expect(submit({ name: 'N Perera', number: '4111111111111112', expiry: '1330', cvv: '123' })).toEqual({
      entryError: CARD_MESSAGES.number,
      left: { name: 'N Perera', number: '4111-1111-1111-1112', expiry: '13/30', cvv: '123' },
    });
    // A good number, month 13: the expiry.
    expect(submit({ name: 'N Perera', number: '4111111111111111', expiry: '1330', cvv: '123' }).entryError).toBe(
      CARD_MESSAGES.expiry,
    );
    // May 2025 on 15 June 2025: expired.
    expect(submit({ name: 'N Perera', number: '4111111111111111', expiry: '0525', cvv: '123' })).toEqual({
      entryError: CARD_MESSAGES.expired,
      left: { name: 'N Perera', number: '4111-1111-1111-1111', expiry: '05/25', cvv: '123' },
    });
    expect(api.inputs('initiateCardTokenisation')).toEqual([]);
    // June 2025 is still good through the month's end.
    typeEntry(actor, { name: 'N Perera', number: '4111111111111111', expiry: '0625', cvv: '123' });
    actor.send({ type: 'SUBMIT' });
    expect(stateName(actor.getSnapshot().value)).toBe('adding.tokenising');
    expect(actor.getSnapshot().context.entryError).toBeNull();
  });

  it('checks the expiry against the clock it is given, not the system\u2019s', async () => {
    // The system's date is 15 June 2025 (TEST_TODAY), when 06/25 is still good; the given clock is in 2030.
    const { actor, api } = fakePaymentMethods(PAYMENT_METHODS_INPUT, fixedClock(new Date(2030, 6, 1).getTime()));
    await api.answer('loadPaymentMethods', [VISA]);
    actor.send({ type: 'ADD' });
    typeEntry(actor, { name: 'N Perera', number: '4111111111111111', expiry: '0625', cvv: '123' });
    actor.send({ type: 'SUBMIT' });
    expect(stateName(actor.getSnapshot().value)).toBe('adding.editing');
    expect(actor.getSnapshot().context.entryError).toBe(CARD_MESSAGES.expired);
  });

  it.each([
    ['a short number', { number: '41111111' }, CARD_MESSAGES.number],
    ['a 3-character expiry', { expiry: '123' }, CARD_MESSAGES.expiry],
    ['a 2-character expiry', { expiry: '12' }, CARD_MESSAGES.expiry],
    ['no CVV', { cvv: '' }, CARD_MESSAGES.cvv],
  ] as const)('clears the card but keeps the name for %s', async (_, change, message) => {
    const { actor } = await adding();
    typeEntry(actor, { ...VALID_TYPED, ...change });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context).toMatchObject({
      entryError: message,
      entry: { ...EMPTY_CARD_ENTRY, name: VALID_TYPED.name },
    });
  });

  it('formats what is typed: 16 digits in groups of 4 with dashes, MM/YY, 3 CVV digits', async () => {
    const { actor } = await adding();
    typeEntry(actor, { name: ' N Perera ', number: '4111 1111 1111 1111 99', expiry: '12/2030', cvv: '12a34' });
    expect(actor.getSnapshot().context.entry).toEqual({
      name: ' N Perera ',
      number: '4111-1111-1111-1111',
      expiry: '12/20',
      cvv: '123',
    });
    actor.send({ type: 'SET_FIELD', field: 'expiry', value: '12/' });
    expect(actor.getSnapshot().context.entry.expiry).toBe('12');
  });

  it('posts the signed fields and only the card fields the server names', async () => {
    const { actor, api } = await adding();
    typeEntry(actor, { name: 'N Perera', number: '5555555555554444', expiry: '0131', cvv: '321' });
    actor.send({ type: 'SUBMIT' });
    await api.answer('initiateCardTokenisation', {
      ...TOKENISATION,
      unsignedFieldNames: ['card_number', 'card_expiry_date', 'card_cvn', 'card_holder'],
    });
    expect(actor.getSnapshot().context.redirect).toEqual({
      kind: 'post',
      action: TOKENISATION.action,
      fields: { ...TOKENISATION.fields, card_number: '5555555555554444', card_expiry_date: '01-2031', card_cvn: '321' },
    });
  });

  it.each([
    ['4111-1111-1111-1111', '001'],
    ['5555-5555-5555-4444', '002'],
    ['6011-1111-1111-1117', '004'],
    ['3530-1113-3330-0000', '007'],
    ['9999-9999-9999-9995', '001'],
  ])('sends card_type %s as %s', (number, code) => {
    expect(cardFormFields({ ...VALID_ENTRY, number }).card_type).toBe(code);
  });

  it('says sorry with the holder name, or the plain sentence without one', async () => {
    expect(loadFailedMessage('Nimal')).toBe('Sorry Nimal, There is a problem loading your payment methods.');
    expect(loadFailedMessage('  ')).toBe('There is a problem loading your payment methods');
    const { actor, api } = fakePaymentMethods(inputWith(null, null));
    await api.fail('loadPaymentMethods', 'ARO-E1033:');
    expect(actor.getSnapshot().context.loadError).toBe('There is a problem loading your payment methods');
  });

  it("says the fixed text of the gateway's outcome, and nothing for a plain visit", async () => {
    expect(cardResultNotice({ kind: 'added', paymentMethodId: null })).toEqual({
      tone: 'success',
      text: 'Your card was saved',
    });
    expect(cardResultNotice({ kind: 'declined' })).toEqual({ tone: 'error', text: 'Card declined by the bank' });
    expect(cardResultNotice({ kind: 'failed' })).toEqual({
      tone: 'error',
      text: 'Your card was not saved. Please try again.',
    });
    expect(cardResultNotice(null)).toBeNull();
    const { actor, api, forgotten } = fakePaymentMethods(inputWith({ kind: 'failed' }));
    await api.answer('loadPaymentMethods', [VISA]);
    expect(actor.getSnapshot().context).toMatchObject({
      notice: { tone: 'error', text: 'Your card was not saved. Please try again.' },
      addedId: null,
    });
    expect(forgotten()).toBe(1);
  });

  it.each([
    ['61 characters', 'N'.repeat(61), 'Name on card is too long (at most 60 characters).'],
    ['only characters the signature drops', ' ,= ', CARD_MESSAGES.name],
  ])('refuses a name on card of %s before asking the server, keeping a full-length card', async (_, name, message) => {
    const { actor, api } = await adding();
    typeEntry(actor, { ...VALID_TYPED, name });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context).toMatchObject({ entryError: message, entry: { ...VALID_ENTRY, name } });
    expect(stateName(actor.getSnapshot().value)).toBe('adding.editing');
    expect(api.inputs('initiateCardTokenisation')).toEqual([]);
    // 60 characters is accepted.
    actor.send({ type: 'SET_FIELD', field: 'name', value: 'N'.repeat(60) });
    actor.send({ type: 'SUBMIT' });
    expect(api.inputs('initiateCardTokenisation')).toEqual([
      { successUrl: RETURN_PATH, failureUrl: RETURN_PATH, nameOnCard: 'N'.repeat(60) },
    ]);
  });

  it('asks the server to bill the card to the name typed, trimmed, as kept through a refused entry', async () => {
    const { actor, api } = await adding();
    // A short CVV clears the card but keeps the name; the card typed again is sent with that name.
    typeEntry(actor, { ...VALID_TYPED, name: '  Ruwani  Perera ', cvv: '12' });
    actor.send({ type: 'SUBMIT' });
    expect(api.inputs('initiateCardTokenisation')).toEqual([]);
    for (const field of ['number', 'expiry', 'cvv'] as const)
      actor.send({ type: 'SET_FIELD', field, value: VALID_TYPED[field] });
    actor.send({ type: 'SUBMIT' });
    expect(api.inputs('initiateCardTokenisation')).toEqual([
      { successUrl: RETURN_PATH, failureUrl: RETURN_PATH, nameOnCard: 'Ruwani  Perera' },
    ]);
  });

  it('ignores make default and delete for a card that is not in the list', async () => {
    const { actor, api } = fakePaymentMethods();
    await api.answer('loadPaymentMethods', [VISA, MASTERCARD]);
    actor.send({ type: 'SET_DEFAULT', id: 'card-of-someone-else' });
    actor.send({ type: 'DELETE', id: 'card-of-someone-else' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(api.inputs('setDefaultPaymentMethod')).toEqual([]);
  });

  it('makes default and deletes the card chosen', async () => {
    const { actor, api } = fakePaymentMethods();
    await api.answer('loadPaymentMethods', [VISA, MASTERCARD]);
    actor.send({ type: 'SET_DEFAULT', id: MASTERCARD.id });
    expect(api.inputs('setDefaultPaymentMethod')).toEqual([{ id: MASTERCARD.id }]);
    await api.answer('setDefaultPaymentMethod', withDefault([VISA, MASTERCARD], MASTERCARD.id));
    actor.send({ type: 'DELETE', id: VISA.id });
    actor.send({ type: 'CONFIRM' });
    expect(api.inputs('deletePaymentMethod')).toEqual([{ id: VISA.id }]);
  });

  it('forgets the card details when the dialog is closed', async () => {
    const { actor } = await adding();
    typeEntry(actor, VALID_TYPED);
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'ADD' });
    expect(actor.getSnapshot().context.entry).toEqual(EMPTY_CARD_ENTRY);
  });

  it('fails loudly when an actor is not provided', async () => {
    const actor = createActor(paymentMethodsMachine, { input: PAYMENT_METHODS_INPUT }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('loadFailed');
  });
});
