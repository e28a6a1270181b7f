/**
 * The sandbox gateway's public addresses: what a real gateway's hosted pages would be. The payments
 * module sends browsers here while the tenant's gateway has no `endpoint` (docs/PAYMENTS.md).
 */
export const SANDBOX_PREFIX = '/sandbox/';
/** The card provider's hosted payment page: the browser posts the signed form here. */
export const CARD_PROVIDER_PAY_PATH = '/sandbox/cardProvider/pay';
/** The card provider's tokenisation page (create_payment_token): saves a card, takes no money. */
export const CARD_PROVIDER_TOKEN_PATH = '/sandbox/cardProvider/token';
/** The hosted card form: shown by GET ?checkout=<sealed token>, and it posts the card details here. */
export const CARD_FORM_PATH = '/sandbox/card';
/** The gateway's result page: GET /sandbox/result/<sealed token>. */
export const RESULT_PATH_PREFIX = '/sandbox/result/';
/** The same-origin script that submits the result form (the CSP forbids inline scripts). */
export const AUTOSUBMIT_PATH = '/sandbox/autosubmit.js';
/** The card form's typing help (the expiry's '/'). */
export const CARD_ENTRY_PATH = '/sandbox/cardentry.js';
export const STYLESHEET_PATH = '/sandbox/assets/sandbox.css';

/** Gateways whose payment starts with a redirect to a hosted checkout page (authenticatePaymentGateway). */
const CHECKOUT_GATEWAYS = ['masterCard', 'genie'] as const;
export type CheckoutGateway = (typeof CHECKOUT_GATEWAYS)[number];

export function isCheckoutGateway(value: string): value is CheckoutGateway {
  return (CHECKOUT_GATEWAYS as readonly string[]).includes(value);
}

/** The card form of a checkout: /sandbox/card?checkout=<token> (the token is base64url, safe in a query). */
export function cardFormUrl(checkoutToken: string): string {
  return `${CARD_FORM_PATH}?${new URLSearchParams({ checkout: checkoutToken }).toString()}`;
}

/** /sandbox/result/<token> */
export function resultPath(resultToken: string): string {
  return `${RESULT_PATH_PREFIX}${resultToken}`;
}

/** /sandbox/<gateway>/checkout/<bookingId>?sig=<signature> */
export function checkoutPath(gateway: CheckoutGateway, bookingId: string, signature: string): string {
  return `/sandbox/${gateway}/checkout/${encodeURIComponent(bookingId)}?${new URLSearchParams({ sig: signature }).toString()}`;
}
