import { CARD_RESULT_TEXT } from '../domain/cardResult';
import { t } from '../i18n/translate';
import { CARD_FIELDS } from '../domain/signedFields';
import { cardTypeCode, detectCardType, parseExpiry, type CardEntry } from '../domain/card';
import { digitsOnly } from '../domain/digits';
import type { PaymentWidgetState } from '../domain/payment';
import type { PaymentRedirect } from './types';

/** Types and texts of machines/paymentMethods.machine.ts (spec 000 §3 payment method, §5 card rules, §8 cards). */

/** server/schema.graphql `PaymentMethod`: a saved card, its number already masked by the server. */
export interface SavedPaymentMethod {
  readonly id: string;
  readonly type: string;
  readonly status: string;
  /** As stored, 'MM/YY'. */
  readonly cardExpiry: string;
  /** The gateway's type code ('001') or a type name. */
  readonly cardType: string;
  /** First 6 digits then asterisks. */
  readonly cardNumber: string;
  readonly defaultMethod: boolean;
}

/** initiateCardTokenisation's answer, flattened: the signed fields include `signature`. */
export interface CardTokenisation {
  readonly id: string;
  readonly action: string;
  readonly fields: Readonly<Record<string, string>>;
  /** The card fields the browser adds unsigned (card_type, card_number, card_expiry_date, card_cvn). */
  readonly unsignedFieldNames: readonly string[];
}

/** initiateCardTokenisation's input: where the browser returns, and the name on the card the server bills. */
export interface TokenisationRequest {
  readonly successUrl: string;
  readonly failureUrl: string;
  readonly nameOnCard: string;
}

/**
 * How the gateway sent the browser back (the url's cardResult and, when added, paymentMethodId). The url
 * carries no words: the page says the fixed text of the outcome (domain/cardResult.ts CARD_RESULT_TEXT).
 */
export type CardResult =
  { readonly kind: 'added'; readonly paymentMethodId: string | null } | { readonly kind: 'declined' | 'failed' };

export interface PaymentMethodsInput {
  /** The holder's given name, for 'Sorry {name}, …'; null when the account has no patient yet. */
  readonly holderName: string | null;
  /** App paths the gateway sends the browser back to (the server adds cardResult and the rest). */
  readonly successUrl: string;
  readonly failureUrl: string;
  /** Set when the page was opened by the gateway's return; null on a plain visit. */
  readonly cardResult: CardResult | null;
}

export type CardEntryField = keyof CardEntry;

export type PaymentMethodsEvent =
  | { readonly type: 'RETRY' }
  | { readonly type: 'SET_DEFAULT'; readonly id: string }
  | { readonly type: 'DELETE'; readonly id: string }
  | { readonly type: 'CONFIRM' }
  | { readonly type: 'CANCEL' }
  | { readonly type: 'ADD' }
  | { readonly type: 'SET_FIELD'; readonly field: CardEntryField; readonly value: string }
  | { readonly type: 'SUBMIT' }
  /** The page would not leave for the action (not this origin nor the tenant's gateway). */
  | { readonly type: 'REDIRECT_REFUSED' }
  | { readonly type: 'DISMISS' };

export interface PaymentMethodsNotice {
  readonly tone: 'success' | 'error';
  readonly text: string;
}

export interface PaymentMethodsContext extends PaymentMethodsInput {
  readonly cards: readonly SavedPaymentMethod[];
  /** Why the list could not be loaded ('Sorry {name}, …'). */
  readonly loadError: string | null;
  /** The outcome of the last action or of the gateway's return; cleared by the next action. */
  readonly notice: PaymentMethodsNotice | null;
  /** The card the gateway just saved, marked in the list. */
  readonly addedId: string | null;
  /** The card being made default or deleted. */
  readonly chosenId: string | null;
  readonly entry: CardEntry;
  /** The first failing card rule, or 'Unable to process payment!'. */
  readonly entryError: string | null;
  readonly widgetState: PaymentWidgetState;
  readonly redirect: PaymentRedirect | null;
}

/** The page's messages, in the active language when read (getters: never at import). */
export const PAYMENT_METHODS_TEXT = {
  /** Spec 000 §8; spec 001 §8 with the holder's name. */
  get loadFailed(): string {
    return t('payments.methods.loadFailed');
  },
  loadFailedFor: (name: string): string => t('payments.methods.loadFailedFor', { name }),
  get empty(): string {
    return t('payments.methods.empty');
  },
  get defaultChanged(): string {
    return t('payments.methods.defaultChanged');
  },
  get deleted(): string {
    return t('payments.methods.deleted');
  },
};

export const EMPTY_CARD_ENTRY: CardEntry = { name: '', number: '', expiry: '', cvv: '' };

/** 'Sorry Nimal, …' with the holder's name, the plain sentence without one. */
export function loadFailedMessage(holderName: string | null): string {
  const name = holderName?.trim() ?? '';
  return name === '' ? PAYMENT_METHODS_TEXT.loadFailed : PAYMENT_METHODS_TEXT.loadFailedFor(name);
}

/** What the page says on the gateway's return: the fixed text of the outcome, never words from the url. */
export function cardResultNotice(result: CardResult | null): PaymentMethodsNotice | null {
  if (result === null) return null;
  return { tone: result.kind === 'added' ? 'success' : 'error', text: t(CARD_RESULT_TEXT[result.kind]) };
}

/** The tokenisation request for an entry that passed cardError: this page as the way back, the name as typed (trimmed). */
export function tokenisationRequest(
  context: Pick<PaymentMethodsContext, 'successUrl' | 'failureUrl' | 'entry'>,
): TokenisationRequest {
  return { successUrl: context.successUrl, failureUrl: context.failureUrl, nameOnCard: context.entry.name.trim() };
}

/**
 * The unsigned card fields of the tokenisation post: the type code of the number's brand (001 when none is
 * recognised), the digits only, the expiry as MM-YYYY and the CVV. Only for an entry that passed cardError.
 */
export function cardFormFields(entry: CardEntry): Record<(typeof CARD_FIELDS)[number], string> {
  const expiry = parseExpiry(entry.expiry);
  if (expiry === null) throw new Error('cardFormFields needs a valid expiry');
  return {
    card_type: cardTypeCode(detectCardType(entry.number)),
    card_number: digitsOnly(entry.number),
    card_expiry_date: `${String(expiry.month).padStart(2, '0')}-${expiry.year}`,
    card_cvn: entry.cvv.trim(),
  };
}

/** The form the browser posts: every signed field with its signature, then the card fields the server named. */
export function tokenisationRedirect(tokenisation: CardTokenisation, entry: CardEntry): PaymentRedirect {
  const card: Readonly<Record<string, string>> = cardFormFields(entry);
  const unsigned = Object.fromEntries(
    CARD_FIELDS.filter((name) => tokenisation.unsignedFieldNames.includes(name)).map((name) => [
      name,
      card[name] ?? '',
    ]),
  );
  return { kind: 'post', action: tokenisation.action, fields: { ...tokenisation.fields, ...unsigned } };
}
