import { formatAmount } from '../../domain/money';
import type { PaymentGateway } from '../../domain/payment';
import type { FormFields } from '../../domain/signedFields';
import type { GatewayDecision } from '../db/schema';
import { escapeHtml, hiddenInput, page } from './html';
import { TEST_CARDS } from './decisions';
import { AUTOSUBMIT_PATH, CARD_ENTRY_PATH, CARD_FORM_PATH } from './paths';

const GATEWAY_TITLES: Readonly<Record<PaymentGateway, string>> = {
  cardProvider: 'Card payment',
  masterCard: 'Mastercard checkout',
  genie: 'Genie checkout',
};

/** The field names of the hosted card form. */
export const CARD_FORM_FIELDS = {
  checkout: 'checkout',
  name: 'card_name',
  number: 'card_number',
  expiry: 'card_expiry',
  cvv: 'card_cvn',
} as const;

export const PAGE_TEXT = {
  refusedTitle: 'Payment refused',
  signatureFailed: 'Signature verification failed',
  doneTitle: 'Payment complete',
  expiredTitle: 'Page expired',
  alreadyProcessed: 'This payment has already been processed.',
  expired: 'This payment page has expired. Please start the payment again.',
  backToAppointment: 'Back to your appointment',
  backToOrder: 'Back to your order',
  backToApp: 'Back to the app',
  notFound: 'Not found',
  resultTitles: { ACCEPT: 'Payment accepted', DECLINE: 'Payment declined', ERROR: 'Payment error' },
  tokenTitle: 'Save a card',
  tokenIntro: 'The card is checked and saved for quick pay. No money is taken.',
  tokenSave: 'Save card',
  tokenDone: 'This card request has already been processed.',
  tokenExpired: 'This page has expired. Please add the card again.',
  tokenInvalid: 'This card request is not valid.',
  tokenAttemptsTitle: 'Too many attempts',
  tokenAttempts: 'Too many card entries for this request. Please add the card again.',
  tokenNotTakenTitle: 'Card not saved',
  tokenNotTaken: 'The merchant could not take the result. Please add the card again.',
  tokenResultTitles: { ACCEPT: 'Card saved', DECLINE: 'Card declined', ERROR: 'Card error' },
  continue: 'Continue',
  returning: 'Returning you to the app…',
} as const;

export interface CardFormPage {
  readonly gateway: PaymentGateway;
  readonly amount: string;
  readonly currency: string;
  readonly checkoutToken: string;
  /** Widget messages of a refused entry. */
  readonly messages?: readonly string[];
  /** The name typed before (the card number and CVV are never sent back). */
  readonly name?: string;
}

export function textInput(
  label: string,
  name: string,
  options: { autocomplete: string; inputmode?: string; placeholder?: string; maxlength: number; value?: string },
): string {
  const attributes = [
    `id="${name}"`,
    `name="${name}"`,
    'type="text"',
    `autocomplete="${options.autocomplete}"`,
    `maxlength="${options.maxlength}"`,
    options.inputmode === undefined ? '' : `inputmode="${options.inputmode}"`,
    options.placeholder === undefined ? '' : `placeholder="${escapeHtml(options.placeholder)}"`,
    options.value === undefined ? '' : `value="${escapeHtml(options.value)}"`,
  ].filter((attribute) => attribute !== '');
  return `<label for="${name}">${escapeHtml(label)}</label><input ${attributes.join(' ')}>`;
}

/** The sandbox's test cards, under every card form. */
export const TEST_CARDS_HINT = [
  '<p class="hint">Test cards: ',
  `<code>${TEST_CARDS.accept}</code> is accepted, <code>${TEST_CARDS.decline}</code> declined, <code>${TEST_CARDS.error}</code> fails with a gateway error; `,
  'any other valid number is accepted. Use any future expiry and any 3-digit CVV.</p>',
].join('\n');

/** The widget messages of a refused entry ('' when none). */
export function widgetMessages(messages: readonly string[] | undefined): string {
  return messages !== undefined && messages.length > 0
    ? `<ul class="errors" role="alert">${messages.map((message) => `<li>${escapeHtml(message)}</li>`).join('')}</ul>`
    : '';
}

/** The hosted card form: the amount, the widget messages of a refused entry, and the card fields. */
export function cardFormPage(input: CardFormPage): string {
  const amount = formatAmount(Number(input.amount), input.currency);
  const messages = widgetMessages(input.messages);
  const body = [
    `<p class="amount">${escapeHtml(amount)}</p>`,
    messages,
    `<form method="post" action="${CARD_FORM_PATH}" autocomplete="off">`,
    hiddenInput(CARD_FORM_FIELDS.checkout, input.checkoutToken),
    textInput('Name on card', CARD_FORM_FIELDS.name, {
      autocomplete: 'cc-name',
      maxlength: 60,
      value: input.name ?? '',
    }),
    textInput('Card number', CARD_FORM_FIELDS.number, {
      autocomplete: 'cc-number',
      inputmode: 'numeric',
      placeholder: '4111-1111-1111-1111',
      maxlength: 19,
    }),
    '<div class="row"><div>',
    textInput('Expiry (MM/YY)', CARD_FORM_FIELDS.expiry, {
      autocomplete: 'cc-exp',
      inputmode: 'numeric',
      placeholder: 'MM/YY',
      maxlength: 5,
    }),
    '</div><div>',
    textInput('CVV', CARD_FORM_FIELDS.cvv, {
      autocomplete: 'cc-csc',
      inputmode: 'numeric',
      placeholder: '123',
      maxlength: 3,
    }),
    '</div></div>',
    `<button type="submit">${escapeHtml(`Pay ${amount}`)}</button>`,
    '</form>',
    TEST_CARDS_HINT,
  ].join('\n');
  return page({ title: GATEWAY_TITLES[input.gateway], body, scripts: [CARD_ENTRY_PATH] });
}

/**
 * The gateway's answer: a form holding its signed result that posts to the merchant's receipt page,
 * submitted by /sandbox/autosubmit.js, with a visible Continue button for browsers without JavaScript.
 */
export function resultPage(
  decision: GatewayDecision,
  message: string,
  receiptPage: string,
  fields: FormFields,
  signature: string,
  titles: Readonly<Record<GatewayDecision, string>> = PAGE_TEXT.resultTitles,
): string {
  const inputs = [
    ...Object.entries(fields).map(([name, value]) => hiddenInput(name, value)),
    hiddenInput('signature', signature),
  ];
  const body = [
    `<p class="${decision.toLowerCase()}">${escapeHtml(message)}</p>`,
    `<form method="post" action="${escapeHtml(receiptPage)}" data-autosubmit>`,
    ...inputs,
    `<p>${escapeHtml(PAGE_TEXT.returning)}</p>`,
    `<button type="submit">${escapeHtml(PAGE_TEXT.continue)}</button>`,
    '</form>',
  ].join('\n');
  return page({ title: titles[decision], body, scripts: [AUTOSUBMIT_PATH] });
}
