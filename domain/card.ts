import { t } from '../i18n/translate';
import { digitsOnly } from './digits';

/** Card entry rules (spec 000 §5, spec 001 §5, §7, §9). */

const CARD_NUMBER_DIGITS = 16;
/** 16 digits in groups of 4 with dashes. */
const CARD_NUMBER_LENGTH = 19;
/** MM/YY */
const CARD_EXPIRY_LENGTH = 5;
export const CARD_CVV_LENGTH = 3;
/** Digits kept when a card number is displayed; the rest are asterisks. */
const CARD_MASK_VISIBLE_DIGITS = 6;

/**
 * Card messages in the order the rules are checked, in English: the gateway sandbox's hosted page says them
 * (server/sandbox/cardEntry.ts). The patient's card form reads cardMessages, in their language.
 */
export const CARD_MESSAGES = {
  name: 'Name on card is required',
  cvv: 'The CVV number is invalid',
  number: 'This is not a valid credit card number',
  expiry: 'Invalid Expire Month & Year',
  expired: 'Expired card',
} as const;

/** CARD_MESSAGES in the active language. */
export function cardMessages(): Readonly<Record<keyof typeof CARD_MESSAGES, string>> {
  return {
    name: t('payments.cardRule.name'),
    cvv: t('payments.cardRule.cvv'),
    number: t('payments.cardRule.number'),
    expiry: t('payments.cardRule.expiry'),
    expired: t('payments.cardRule.expired'),
  };
}

/** Field messages of the gateway's hosted card widget (the gateway's own words, in English). */
export const CARD_WIDGET_MESSAGES = {
  number: 'Card number invalid or missing.',
  expirationYear: 'Expiry year invalid or missing.',
  expirationMonth: 'Expiry month invalid or missing.',
  securityCode: 'Security code invalid.',
} as const;
type CardWidgetField = keyof typeof CARD_WIDGET_MESSAGES;

/** The widget's message for a field it reports invalid; unknown fields have none. */
export function cardWidgetMessage(field: string): string | null {
  return Object.hasOwn(CARD_WIDGET_MESSAGES, field) ? CARD_WIDGET_MESSAGES[field as CardWidgetField] : null;
}

export const CARD_TYPE_CODES = {
  visa: '001',
  mastercard: '002',
  amex: '003',
  discover: '004',
  diners: '005',
  jcb: '007',
  maestro: '042',
  hipercard: '050',
  elo: '054',
} as const;
export type CardType = keyof typeof CARD_TYPE_CODES;
export type CardTypeCode = (typeof CARD_TYPE_CODES)[CardType];
const DEFAULT_CARD_TYPE_CODE: CardTypeCode = '001';

/** Spellings gateways and saved cards use for the same type. */
const CARD_TYPE_ALIASES: Readonly<Record<string, CardType>> = {
  'master card': 'mastercard',
  'american express': 'amex',
  americanexpress: 'amex',
  'diners club': 'diners',
  dinersclub: 'diners',
};

function isCardType(value: string): value is CardType {
  return Object.hasOwn(CARD_TYPE_CODES, value);
}

/** The gateway's code for a card type name, case-insensitive ('Visa' → '001'); unknown types get 001. */
export function cardTypeCode(type: string | null | undefined): CardTypeCode {
  const name =
    type
      ?.trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, ' ') ?? '';
  const known = isCardType(name) ? name : CARD_TYPE_ALIASES[name];
  return known === undefined ? DEFAULT_CARD_TYPE_CODE : CARD_TYPE_CODES[known];
}

function inRange(digits: string, length: number, low: number, high: number): boolean {
  if (digits.length < length) return false;
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
}

// Elo and Hipercard ranges overlap Visa, Discover and Maestro prefixes, so they are tried first.
const ELO_RANGES: readonly (readonly [number, number])[] = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650920],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];

/** The card brand a number's leading digits (IIN) belong to, or null when no brand is recognised. */
export function detectCardType(number: string): CardType | null {
  const digits = digitsOnly(number);
  if (ELO_RANGES.some(([low, high]) => inRange(digits, 6, low, high))) return 'elo';
  if (digits.startsWith('606282') || digits.startsWith('3841')) return 'hipercard';
  if (/^(5018|5020|5038|5893|6304|6759|676[1-3])/.test(digits)) return 'maestro';
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || inRange(digits, 4, 2221, 2720)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits) || inRange(digits, 6, 622126, 622925)) return 'discover';
  if (/^35(2[89]|[3-8])/.test(digits)) return 'jcb';
  if (/^(30[0-5]|309|36|38|39)/.test(digits)) return 'diners';
  return null;
}

/** Luhn check: doubling every second digit from the right, the digit sum is a multiple of 10. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/** Digits typed so far, shown in groups of 4 with dashes: '4111-1111-1111-1111' (at most 16 digits, 19 characters). */
export function formatCardNumber(input: string): string {
  const digits = digitsOnly(input, CARD_NUMBER_DIGITS);
  return (digits.match(/\d{1,4}/g) ?? []).join('-');
}

/** Expiry as MM/YY while typing: '1', '12', '12/2', '12/27' (at most 4 digits). */
export function formatExpiry(input: string): string {
  const digits = digitsOnly(input, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/**
 * The one display of a card number (spec 000 §9): the first 6 digits, then an asterisk for every other
 * digit of a 16-digit card ('411111**********'), wherever the number comes from: a full number, or one a
 * gateway or an older record already masked shorter ('411111******'). A longer number keeps its length;
 * 6 characters or fewer are left as they are.
 */
export function maskCardNumber(cardNumber: string): string {
  const compact = cardNumber.replace(/[\s-]/g, '');
  if (compact.length <= CARD_MASK_VISIBLE_DIGITS) return compact;
  return (
    compact.slice(0, CARD_MASK_VISIBLE_DIGITS) +
    '*'.repeat(Math.max(CARD_NUMBER_DIGITS, compact.length) - CARD_MASK_VISIBLE_DIGITS)
  );
}

export interface CardEntry {
  readonly name: string;
  /** As shown: '4111-1111-1111-1111'. */
  readonly number: string;
  /** 'MM/YY' */
  readonly expiry: string;
  readonly cvv: string;
}

/** 16 digits (with or without the display dashes or spaces) passing the Luhn check. */
export function isValidCardNumber(number: string): boolean {
  const compact = number.trim().replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${CARD_NUMBER_DIGITS}}$`).test(compact) && passesLuhn(compact);
}

/** Month 1–12 and two-digit year of an 'MM/YY' expiry, or null. */
export function parseExpiry(expiry: string): { readonly month: number; readonly year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month (local calendar). */
export function isCardExpired(expiry: { readonly month: number; readonly year: number }, today: Date): boolean {
  return expiry.year * 12 + expiry.month < today.getFullYear() * 12 + today.getMonth() + 1;
}

/** The first failing card rule, in the spec's order, or null; in the active language. */
export function cardError(entry: CardEntry, today: Date): string | null {
  const messages = cardMessages();
  if (entry.name.trim() === '') return messages.name;
  if (!new RegExp(`^\\d{${CARD_CVV_LENGTH}}$`).test(entry.cvv.trim())) return messages.cvv;
  if (!isValidCardNumber(entry.number)) return messages.number;
  const expiry = parseExpiry(entry.expiry);
  if (expiry === null) return messages.expiry;
  if (isCardExpired(expiry, today)) return messages.expired;
  return null;
}

/**
 * The entry is cleared when the number is not 19 characters, the expiry not 5 or the cvv not 3, or when an
 * invalid-card message exists (spec 001 §5).
 */
export function shouldClearCardEntry(
  entry: Pick<CardEntry, 'number' | 'expiry' | 'cvv'>,
  invalidMessage: string | null = null,
): boolean {
  return (
    entry.number.length !== CARD_NUMBER_LENGTH ||
    entry.expiry.length !== CARD_EXPIRY_LENGTH ||
    entry.cvv.length !== CARD_CVV_LENGTH ||
    (invalidMessage !== null && invalidMessage.trim() !== '')
  );
}

const CARD_TYPE_NAMES: Readonly<Record<CardType, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  maestro: 'Maestro',
  hipercard: 'Hipercard',
  elo: 'Elo',
};

/**
 * A card type as people read it: gateways store a type code ('001' is Visa) or a name ('visa', 'Master Card');
 * anything else is shown as sent, and nothing as null.
 */
export function cardTypeName(cardType: string | null | undefined): string | null {
  const value = cardType?.trim() ?? '';
  if (value === '') return null;
  const byCode = (Object.entries(CARD_TYPE_CODES) as [CardType, string][]).find(([, code]) => code === value);
  if (byCode !== undefined) return CARD_TYPE_NAMES[byCode[0]];
  const name = value.toLowerCase().replace(/[\s_-]+/g, ' ');
  const known = isCardType(name) ? name : CARD_TYPE_ALIASES[name];
  return known === undefined ? value : CARD_TYPE_NAMES[known];
}
