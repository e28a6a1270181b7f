import {
  CARD_MESSAGES,
  CARD_WIDGET_MESSAGES,
  cardTypeCode,
  detectCardType,
  isValidCardNumber,
  isCardExpired,
  maskCardNumber,
} from '../../domain/card';

/** What the payer typed on the hosted card form (never stored, never logged). */
export interface CardForm {
  readonly name: string;
  readonly number: string;
  /** 'MM/YY' (the form), or 'MM-YYYY' as a card provider post carries card_expiry_date. */
  readonly expiry: string;
  readonly cvv: string;
}

/** The card as the result carries it: masked, typed, the expiry as MM/YY. */
export interface CheckedCard {
  readonly digits: string;
  readonly masked: string;
  readonly typeCode: string;
  readonly expiry: string;
}

export type CardCheck =
  | { readonly kind: 'ok'; readonly card: CheckedCard }
  | { readonly kind: 'invalid'; readonly messages: readonly string[] };

const EXPIRY = /^(\d{1,2})\s*[/-]\s*(\d{2}|\d{4})$/;
/** MMYY as typed on a numeric keypad, which has no '/' (the page's script puts it in; without script it is read so). */
const EXPIRY_DIGITS = /^(\d{2})(\d{2})$/;

/**
 * The hosted widget's checks (domain/card): every failing field's message at once, as the widget shows
 * them ('Card number invalid or missing.', 'Expiry month invalid or missing.', 'Expiry year invalid or
 * missing.', 'Security code invalid.'), after the name rule ('Name on card is required').
 */
export function checkCard(form: CardForm, today: Date): CardCheck {
  const messages: string[] = [];
  if (form.name.trim() === '') messages.push(CARD_MESSAGES.name);
  const digits = form.number.replace(/[\s-]/g, '');
  if (!isValidCardNumber(digits)) messages.push(CARD_WIDGET_MESSAGES.number);

  const expiry = form.expiry.trim();
  const match = EXPIRY.exec(expiry) ?? EXPIRY_DIGITS.exec(expiry);
  const month = match === null ? NaN : Number(match[1]);
  const year = match === null ? NaN : 2000 + (Number(match[2]) % 100);
  const monthValid = month >= 1 && month <= 12;
  if (!monthValid) messages.push(CARD_WIDGET_MESSAGES.expirationMonth);
  // A past month of this year, or a past year, is an expiry the bank would refuse: the year is what is wrong.
  if (
    Number.isNaN(year) ||
    (monthValid && isCardExpired({ month, year }, today)) ||
    (!monthValid && year < today.getFullYear())
  ) {
    messages.push(CARD_WIDGET_MESSAGES.expirationYear);
  }
  if (!/^\d{3}$/.test(form.cvv.trim())) messages.push(CARD_WIDGET_MESSAGES.securityCode);
  if (messages.length > 0) return { kind: 'invalid', messages };

  return {
    kind: 'ok',
    card: {
      digits,
      masked: maskCardNumber(digits),
      typeCode: cardTypeCode(detectCardType(digits)),
      expiry: `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`,
    },
  };
}
