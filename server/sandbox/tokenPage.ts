import { CARD_FIELDS } from '../../domain/signedFields';
import type { Fields } from './replies';
import { escapeHtml, hiddenInput, page } from './html';
import { PAGE_TEXT, TEST_CARDS_HINT, textInput, widgetMessages } from './pages';
import { CARD_PROVIDER_TOKEN_PATH } from './paths';

/** The card fields the tokenisation page collects: the very names a browser posts with the signed request. */
export const TOKEN_CARD_FIELDS = { number: 'card_number', expiry: 'card_expiry_date', cvv: 'card_cvn' } as const;

/** The merchant's signed request as posted, without any card detail (those are never sent back to the page). */
export function withoutCard(form: Fields): Fields {
  return Object.fromEntries(
    Object.entries(form).filter(([name]) => !(CARD_FIELDS as readonly string[]).includes(name)),
  );
}

export interface TokenFormPage {
  /** The merchant's signed request (signature included), posted again with the card. */
  readonly request: Fields;
  /** The card holder's name, from the request's bill-to names. */
  readonly holder: string;
  /** Widget messages of a refused entry. */
  readonly messages?: readonly string[];
}

/**
 * The card provider's hosted page for saving a card: the widget messages of a refused entry and the card
 * fields, in a form that posts the merchant's signed request again with them. Nothing typed is sent back.
 */
export function tokenFormPage(input: TokenFormPage): string {
  const body = [
    `<p>${escapeHtml(PAGE_TEXT.tokenIntro)}</p>`,
    `<p>Card holder: ${escapeHtml(input.holder)}</p>`,
    widgetMessages(input.messages),
    `<form method="post" action="${CARD_PROVIDER_TOKEN_PATH}" autocomplete="off">`,
    ...Object.entries(withoutCard(input.request)).map(([name, value]) => hiddenInput(name, value)),
    textInput('Card number', TOKEN_CARD_FIELDS.number, {
      autocomplete: 'cc-number',
      inputmode: 'numeric',
      placeholder: '4111-1111-1111-1111',
      maxlength: 19,
    }),
    '<div class="row"><div>',
    textInput('Expiry (MM/YY)', TOKEN_CARD_FIELDS.expiry, {
      autocomplete: 'cc-exp',
      inputmode: 'numeric',
      placeholder: 'MM/YY',
      maxlength: 7,
    }),
    '</div><div>',
    textInput('CVV', TOKEN_CARD_FIELDS.cvv, {
      autocomplete: 'cc-csc',
      inputmode: 'numeric',
      placeholder: '123',
      maxlength: 3,
    }),
    '</div></div>',
    `<button type="submit">${escapeHtml(PAGE_TEXT.tokenSave)}</button>`,
    '</form>',
    TEST_CARDS_HINT,
  ].join('\n');
  return page({ title: PAGE_TEXT.tokenTitle, body });
}
