import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAppPath } from '../../domain/bookingRoutes';
import { amountText } from '../billing/amounts';
import { loadMerchantKey } from '../gateway/merchantKey';
import { PAYMENT_CALLBACK_PATH } from '../modules/payments';
import { checkoutSignature, sameSignature, verifySignedForm } from '../gateway/signature';
import type { Services } from '../context';
import { AUTOSUBMIT_JS, CARD_ENTRY_JS, SANDBOX_CSS, sendAsset } from './assets';
import { checkoutExpiry, gatewayRecord, isAnswered, type GatewayRecord } from './bookingRecord';
import { checkCard, type CardForm } from './cardEntry';
import { crashPoint } from '../crashPoints';
import { newTransactionId } from './charge';
import { CHECKOUT_TTL_MS, openCheckout, sealCheckout, type CheckoutContext } from './checkoutToken';
import { decideCard } from './decisions';
import {
  alreadyProcessed,
  expiredPage,
  formOf,
  methodNotAllowed,
  notFound,
  refuseSignature,
  servesGateway,
} from './replies';
import { AMOUNT, amountCents, REQUIRED_SIGNED_REQUEST_FIELDS } from './requestFields';
import { resultRoute } from './resultRoute';
import { deliverNotification } from './notifier';
import { sealResult } from './resultToken';
import { recordTransaction } from './transactions';
import { seeOther, sendHtml, sendMessagePage } from './html';
import { CARD_FORM_FIELDS, cardFormPage } from './pages';
import {
  AUTOSUBMIT_PATH,
  CARD_ENTRY_PATH,
  CARD_FORM_PATH,
  CARD_PROVIDER_PAY_PATH,
  CARD_PROVIDER_TOKEN_PATH,
  cardFormUrl,
  isCheckoutGateway,
  RESULT_PATH_PREFIX,
  resultPath,
  SANDBOX_PREFIX,
  STYLESHEET_PATH,
} from './paths';
import { cardProviderToken } from './tokenRoute';

export { SANDBOX_PREFIX };

const CHECKOUT = /^\/sandbox\/([A-Za-z]+)\/checkout\/([^/]+)$/;

/**
 * The booking a page is about, once it is known to still take a payment; null once a refusal has been sent:
 * 404 for no booking, 409 for one no longer 'initiated' (paid, failed, or expired by a newer booking).
 */
async function payableRecord(
  services: Services,
  res: ServerResponse,
  bookingId: string,
): Promise<GatewayRecord | null> {
  const record = await gatewayRecord(services.db, bookingId);
  if (record === null) {
    notFound(res);
    return null;
  }
  if (isAnswered(record)) {
    alreadyProcessed(res, record);
    return null;
  }
  return record;
}

/**
 * Checks the card, then answers with the widget messages (422) or, once the card is decided, records the
 * transaction (the gateway's own record: one per booking, so a double submit gets the first one's result),
 * notifies the merchant server to server and answers with a 303 to the result's own page
 * (GET /sandbox/result/<token>): the payment is settled even if the browser never comes back, and the back
 * button after paying finds a page, not a form to post again. A notification the merchant did not take is
 * retried by the notifier.
 */
async function takePayment(
  services: Services,
  res: ServerResponse,
  context: CheckoutContext,
  entry: CardForm,
  checkoutToken: string,
): Promise<void> {
  const now = services.now();
  const checked = checkCard(entry, new Date(now));
  if (checked.kind === 'invalid') {
    sendHtml(
      res,
      422,
      cardFormPage({
        gateway: context.gateway,
        amount: context.amount,
        currency: context.currency,
        checkoutToken,
        messages: checked.messages,
        name: entry.name,
      }),
    );
    return;
  }
  const recorded = await recordTransaction(
    services.db,
    {
      id: newTransactionId(),
      reference: context.reference,
      transactionUuid: context.transactionUuid,
      gateway: context.gateway,
      amountCents: amountCents(context.amount),
      currency: context.currency,
      decision: decideCard(checked.card.digits),
      card: checked.card,
      forename: context.forename,
      surname: context.surname,
    },
    now,
  );
  if (recorded.created) {
    crashPoint('gateway.afterRecord');
    await deliverNotification(services, recorded.transaction);
  }
  seeOther(
    res,
    resultPath(
      sealResult(await loadMerchantKey(services.db), {
        reference: context.reference,
        receiptPage: context.receiptPage,
      }),
    ),
  );
}

/** POST /sandbox/cardProvider/pay: the merchant's signed form, then a 303 to the card form (or the card details posted with it are taken at once). */
async function cardProviderPay(services: Services, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') return methodNotAllowed(res, 'POST');
  if (!servesGateway(services, 'cardProvider')) return notFound(res);
  const form = await formOf(req, res);
  if (form === null) return;
  const key = await loadMerchantKey(services.db);
  if (!verifySignedForm(key, form, REQUIRED_SIGNED_REQUEST_FIELDS)) return refuseSignature(res);
  const amount = form.amount ?? '';
  if (!AMOUNT.test(amount) || form.transaction_type !== 'sale')
    return sendMessagePage(res, 400, 'Bad request', 'This payment request is not valid.');
  const reference = form.reference_number ?? '';
  const record = await payableRecord(services, res, reference);
  if (record === null) return;
  const expiresAt = checkoutExpiry(record, services.now(), CHECKOUT_TTL_MS);
  if (expiresAt <= services.now()) return expiredPage(res, record);

  const receipt = form.override_custom_receipt_page ?? '';
  const context: CheckoutContext = {
    gateway: 'cardProvider',
    reference,
    transactionUuid: form.transaction_uuid ?? '',
    amount,
    currency: form.currency ?? '',
    forename: form.bill_to_forename ?? '',
    surname: form.bill_to_surname ?? '',
    receiptPage: isAppPath(receipt) ? receipt : PAYMENT_CALLBACK_PATH,
    expiresAt,
  };
  const token = sealCheckout(key, context);
  // Card details posted along with the signed fields (unsigned_field_names) are taken at once.
  if (form.card_number !== undefined) {
    const entry = {
      name: `${context.forename} ${context.surname}`,
      number: form.card_number,
      expiry: form.card_expiry_date ?? '',
      cvv: form.card_cvn ?? '',
    };
    return takePayment(services, res, context, entry, token);
  }
  seeOther(res, cardFormUrl(token));
}

/** GET /sandbox/{masterCard|genie}/checkout/<bookingId>?sig=…: the hosted checkout of an authenticated booking. */
async function hostedCheckout(
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
  gateway: string,
  rawId: string,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, 'GET');
  let bookingId: string;
  try {
    bookingId = decodeURIComponent(rawId);
  } catch {
    return notFound(res);
  }
  if (!isCheckoutGateway(gateway) || !servesGateway(services, gateway)) return notFound(res);
  const key = await loadMerchantKey(services.db);
  const signature = new URL(req.url ?? '/', 'http://localhost').searchParams.get('sig') ?? '';
  if (!sameSignature(checkoutSignature(key, gateway, bookingId), signature)) return refuseSignature(res);
  const record = await gatewayRecord(services.db, bookingId);
  if (record?.gatewayType !== gateway) return notFound(res);
  if (isAnswered(record)) return alreadyProcessed(res, record);
  const expiresAt = checkoutExpiry(record, services.now(), CHECKOUT_TTL_MS);
  if (expiresAt <= services.now()) return expiredPage(res, record);

  const amount = amountText(record.amountCents);
  const context: CheckoutContext = {
    gateway,
    reference: record.id,
    transactionUuid: record.transactionUuid,
    amount,
    currency: record.currency,
    // The merchant fills in the patient's billing name when the gateway has none.
    forename: '',
    surname: '',
    receiptPage: PAYMENT_CALLBACK_PATH,
    expiresAt,
  };
  sendHtml(
    res,
    200,
    cardFormPage({ gateway, amount, currency: record.currency, checkoutToken: sealCheckout(key, context) }),
  );
}

/** The checkout a card form is about, while its booking still takes a payment; null once a refusal was sent. */
async function openPayableCheckout(
  services: Services,
  res: ServerResponse,
  token: string,
): Promise<CheckoutContext | null> {
  const opened = openCheckout(await loadMerchantKey(services.db), token, services.now());
  if (opened.kind === 'invalid') refuseSignature(res);
  else if (opened.kind === 'expired') expiredPage(res, null);
  else if (!servesGateway(services, opened.context.gateway)) notFound(res);
  else if ((await payableRecord(services, res, opened.context.reference)) !== null) return opened.context;
  return null;
}

/** GET /sandbox/card?checkout=<token>: the hosted card form; POST /sandbox/card: the card details it sends. */
async function cardForm(services: Services, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method === 'GET' || req.method === 'HEAD') {
    const token = new URL(req.url ?? '/', 'http://localhost').searchParams.get(CARD_FORM_FIELDS.checkout) ?? '';
    const context = await openPayableCheckout(services, res, token);
    if (context === null) return;
    return sendHtml(
      res,
      200,
      cardFormPage({
        gateway: context.gateway,
        amount: context.amount,
        currency: context.currency,
        checkoutToken: token,
      }),
    );
  }
  if (req.method !== 'POST') return methodNotAllowed(res, 'GET, POST');
  const form = await formOf(req, res);
  if (form === null) return;
  const token = form[CARD_FORM_FIELDS.checkout] ?? '';
  const context = await openPayableCheckout(services, res, token);
  if (context === null) return;
  const entry: CardForm = {
    name: form[CARD_FORM_FIELDS.name] ?? '',
    number: form[CARD_FORM_FIELDS.number] ?? '',
    expiry: form[CARD_FORM_FIELDS.expiry] ?? '',
    cvv: form[CARD_FORM_FIELDS.cvv] ?? '',
  };
  return takePayment(services, res, context, entry, token);
}

/**
 * The local payment gateway (docs/PAYMENTS.md): hosted pages of the card provider (payment and saving a
 * card), masterCard and genie, their stylesheet and the result form's autosubmit script. It shares only the
 * merchant key (and the signing scheme) with the payments module; card numbers and CVVs are never stored
 * or logged.
 */
export async function handleSandbox(
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<void> {
  const head = req.method === 'HEAD';
  if (pathname === STYLESHEET_PATH || pathname === AUTOSUBMIT_PATH || pathname === CARD_ENTRY_PATH) {
    if (req.method !== 'GET' && !head) return methodNotAllowed(res, 'GET');
    if (pathname === STYLESHEET_PATH) return sendAsset(res, 'text/css; charset=utf-8', SANDBOX_CSS, head);
    return sendAsset(
      res,
      'text/javascript; charset=utf-8',
      pathname === AUTOSUBMIT_PATH ? AUTOSUBMIT_JS : CARD_ENTRY_JS,
      head,
    );
  }
  if (pathname === CARD_PROVIDER_PAY_PATH) return cardProviderPay(services, req, res);
  if (pathname === CARD_PROVIDER_TOKEN_PATH) return cardProviderToken(services, req, res);
  if (pathname === CARD_FORM_PATH) return cardForm(services, req, res);
  if (pathname.startsWith(RESULT_PATH_PREFIX))
    return resultRoute(services, req, res, pathname.slice(RESULT_PATH_PREFIX.length));
  const checkout = CHECKOUT.exec(pathname);
  if (checkout !== null) return hostedCheckout(services, req, res, checkout[1] ?? '', checkout[2] ?? '');
  notFound(res);
}
