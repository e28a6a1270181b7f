import { createActor, type Actor } from 'xstate';
import type { CardEntry } from '../../domain/card';
import type { Clock } from '../../machines/clock';
import { paymentMethodsMachine, paymentMethodsWithClock } from '../../machines/paymentMethods.machine';
import type {
  CardResult,
  CardTokenisation,
  PaymentMethodsInput,
  SavedPaymentMethod,
  TokenisationRequest,
} from '../../machines/paymentMethods.types';
import { deferredApi } from './paymentHarness';

/** A saved card as the server returns it (masked). */
function savedCard(
  id: string,
  cardNumber: string,
  defaultMethod: boolean,
  cardType = '001',
  cardExpiry = '12/30',
): SavedPaymentMethod {
  return { id, type: 'card', status: 'active', cardExpiry, cardType, cardNumber, defaultMethod };
}

/** The demo holder's Visa (the default) and a Mastercard. */
export const VISA = savedCard('card-visa', '411111**********', true);
export const MASTERCARD = savedCard('card-master', '555555**********', false, '002', '08/29');

/** The same cards with the default moved, as setDefaultPaymentMethod answers (the default first). */
export function withDefault(cards: readonly SavedPaymentMethod[], id: string): SavedPaymentMethod[] {
  const changed = cards.map((card) => ({ ...card, defaultMethod: card.id === id }));
  return [...changed.filter((card) => card.defaultMethod), ...changed.filter((card) => !card.defaultMethod)];
}

export const RETURN_PATH = '/profiles/payment-methods';

export const PAYMENT_METHODS_INPUT: PaymentMethodsInput = {
  holderName: 'Nimal',
  successUrl: RETURN_PATH,
  failureUrl: RETURN_PATH,
  cardResult: null,
};

export function inputWith(cardResult: CardResult | null, holderName: string | null = 'Nimal'): PaymentMethodsInput {
  return { ...PAYMENT_METHODS_INPUT, cardResult, holderName };
}

/** initiateCardTokenisation's answer: the signed fields (signature included) and the unsigned card field names. */
export const TOKENISATION: CardTokenisation = {
  id: 'tokenisation-1',
  action: '/sandbox/cardProvider/token',
  fields: {
    access_key: 'sandbox-carechat-demo',
    profile_id: 'sandbox-carechat-demo',
    reference_number: 'tokenisation-1',
    transaction_uuid: 'uuid-1',
    transaction_type: 'create_payment_token',
    unsigned_field_names: 'card_type,card_number,card_expiry_date,card_cvn',
    signed_field_names:
      'access_key,profile_id,reference_number,transaction_uuid,transaction_type,unsigned_field_names,signed_field_names',
    signature: 'c2lnbmF0dXJl',
  },
  unsignedFieldNames: ['card_type', 'card_number', 'card_expiry_date', 'card_cvn'],
};

/** A card that passes every rule on the tests' clock (15 June 2025), as typed and as formatted. */
export const VALID_TYPED: CardEntry = { name: 'N Perera', number: '4111111111111111', expiry: '1230', cvv: '123' };
export const VALID_ENTRY: CardEntry = { name: 'N Perera', number: '4111-1111-1111-1111', expiry: '12/30', cvv: '123' };

/** What the browser posts for VALID_ENTRY: the signed fields, then the card (Visa 001, digits only, MM-YYYY). */
export const VALID_POST: Readonly<Record<string, string>> = {
  ...TOKENISATION.fields,
  card_type: '001',
  card_number: '4111111111111111',
  card_expiry_date: '12-2030',
  card_cvn: '123',
};

export const TEST_TODAY = new Date(2025, 5, 15, 12);

const PAYMENT_METHOD_ACTORS = [
  'loadPaymentMethods',
  'setDefaultPaymentMethod',
  'deletePaymentMethod',
  'initiateCardTokenisation',
] as const;

/** The machine with actors the test answers (or fails) when it wants, and a count of forgetCardResult. */
export function fakePaymentMethods(input: PaymentMethodsInput = PAYMENT_METHODS_INPUT, clock?: Clock) {
  const api = deferredApi(PAYMENT_METHOD_ACTORS);
  let forgotten = 0;
  const logic = clock === undefined ? paymentMethodsMachine : paymentMethodsWithClock(clock);
  const machine = logic.provide({
    actors: {
      loadPaymentMethods: api.actor<SavedPaymentMethod[], Record<string, never>>('loadPaymentMethods'),
      setDefaultPaymentMethod: api.actor<SavedPaymentMethod[], { id: string }>('setDefaultPaymentMethod'),
      deletePaymentMethod: api.actor<SavedPaymentMethod[], { id: string }>('deletePaymentMethod'),
      initiateCardTokenisation: api.actor<CardTokenisation, TokenisationRequest>('initiateCardTokenisation'),
    },
    actions: {
      forgetCardResult: () => {
        forgotten += 1;
      },
    },
  });
  const actor: Actor<typeof machine> = createActor(machine, { input }).start();
  return { api, actor, forgotten: (): number => forgotten };
}

/** Types a whole entry, field by field, as the page sends it. */
export function typeEntry(
  actor: { send: (event: { type: 'SET_FIELD'; field: keyof CardEntry; value: string }) => void },
  entry: CardEntry,
): void {
  for (const field of ['name', 'number', 'expiry', 'cvv'] as const)
    actor.send({ type: 'SET_FIELD', field, value: entry[field] });
}

/** 'adding.editing' for { adding: 'editing' }. */
export function stateName(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object') {
    const [[key, child] = ['', null]] = Object.entries(value);
    return `${key}.${stateName(child)}`;
  }
  return String(value);
}
