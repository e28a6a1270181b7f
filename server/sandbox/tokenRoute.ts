import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAppPath } from '../../domain/bookingRoutes';
import { SIGNATURE_FIELD } from '../../domain/signedFields';
import type { Services } from '../context';
import { receiveCardNotification, CARD_CALLBACK_PATH, CREATE_PAYMENT_TOKEN } from '../modules/paymentMethods';
import { loadMerchantKey } from '../gateway/merchantKey';
import { verifySignedForm } from '../gateway/signature';
import { takeCardAttempt } from './cardAttempts';
import { checkCard } from './cardEntry';
import { mintCardToken } from './charge';
import { CHECKOUT_TTL_MS } from './checkoutToken';
import { decideCard } from './decisions';
import { sendHtml, sendMessagePage } from './html';
import { PAGE_TEXT, resultPage } from './pages';
import { badRequest, formOf, methodNotAllowed, notFound, refuseSignature, servesGateway } from './replies';
import { AMOUNT, REQUIRED_SIGNED_REQUEST_FIELDS } from './requestFields';
import { tokenisationRecord, type TokenisationRecord } from './tokenisationRecord';
import { TOKEN_CARD_FIELDS, tokenFormPage, withoutCard } from './tokenPage';
import { signedTokenNotification, signedTokenReturn } from './tokenResult';

/** A tokenisation request is also trusted only with its receipt page signed: the result must not go elsewhere. */
const REQUIRED_SIGNED_TOKEN_FIELDS: readonly string[] = [
  ...REQUIRED_SIGNED_REQUEST_FIELDS,
  'override_custom_receipt_page',
];

/**
 * The card request a post is about, once it is known to still take a card; null once a refusal was sent:
 * 404 for no such request (or another transaction uuid), 409 once answered, 410 after 30 minutes.
 */
async function openRecord(
  services: Services,
  res: ServerResponse,
  reference: string,
  transactionUuid: string,
): Promise<TokenisationRecord | null> {
  const record = await tokenisationRecord(services.db, reference);
  if (record?.transactionUuid !== transactionUuid) {
    notFound(res);
    return null;
  }
  if (record.status !== 'initiated') {
    sendMessagePage(res, 409, PAGE_TEXT.doneTitle, PAGE_TEXT.tokenDone);
    return null;
  }
  if (record.created.getTime() + CHECKOUT_TTL_MS <= services.now()) {
    sendMessagePage(res, 410, PAGE_TEXT.expiredTitle, PAGE_TEXT.tokenExpired);
    return null;
  }
  return record;
}

/**
 * POST /sandbox/cardProvider/token: the merchant's signed create_payment_token request (403 unless it
 * verifies), with the card details posted unsigned beside it (card_number, card_expiry_date as MM/YY or
 * MM-YYYY, card_cvn; card_type is read from the number). Without a card number it shows the card form. A
 * request takes at most MAX_CARD_ATTEMPTS posts of card details (429 after). An invalid card gets the widget
 * messages (422) and the form again; a valid one is decided like a payment (decideCard; a new token when
 * accepted) and the merchant is notified server to server, as a gateway's merchant POST does: here
 * in-process, through the very handler a real gateway's post reaches. Only then does the browser get the
 * result page, posting to the receipt page the outcome alone. The card number and CVV are never stored,
 * logged or sent back; the token never reaches the browser.
 */
export async function cardProviderToken(services: Services, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') return methodNotAllowed(res, 'POST');
  if (!servesGateway(services, 'cardProvider')) return notFound(res);
  const form = await formOf(req, res);
  if (form === null) return;
  const key = await loadMerchantKey(services.db);
  if (!verifySignedForm(key, form, REQUIRED_SIGNED_TOKEN_FIELDS)) return refuseSignature(res);
  if (form.transaction_type !== CREATE_PAYMENT_TOKEN || !AMOUNT.test(form.amount ?? ''))
    return badRequest(res, PAGE_TEXT.tokenInvalid);
  const record = await openRecord(services, res, form.reference_number ?? '', form.transaction_uuid ?? '');
  if (record === null) return;

  const request = withoutCard(form);
  const holder = `${form.bill_to_forename ?? ''} ${form.bill_to_surname ?? ''}`.trim();
  const number = form[TOKEN_CARD_FIELDS.number];
  if (number === undefined) return sendHtml(res, 200, tokenFormPage({ request, holder }));
  if (!(await takeCardAttempt(services, record.id)))
    return sendMessagePage(res, 429, PAGE_TEXT.tokenAttemptsTitle, PAGE_TEXT.tokenAttempts);
  const checked = checkCard(
    { name: holder, number, expiry: form[TOKEN_CARD_FIELDS.expiry] ?? '', cvv: form[TOKEN_CARD_FIELDS.cvv] ?? '' },
    new Date(services.now()),
  );
  if (checked.kind === 'invalid')
    return sendHtml(res, 422, tokenFormPage({ request, holder, messages: checked.messages }));

  const decision = decideCard(checked.card.digits);
  const token = decision.decision === 'ACCEPT' ? mintCardToken() : null;
  const answers = { reference: record.id, transactionUuid: record.transactionUuid };
  const notification = signedTokenNotification(key, answers, decision, checked.card, token);
  const receipt = await receiveCardNotification(services, {
    ...notification.fields,
    [SIGNATURE_FIELD]: notification.signature,
  });
  if (receipt.kind !== 'recorded') {
    services.logger.warn({ tokenisationId: record.id, receipt: receipt.kind }, 'sandbox card notification not taken');
    return sendMessagePage(res, 502, PAGE_TEXT.tokenNotTakenTitle, PAGE_TEXT.tokenNotTaken);
  }

  const outcome = signedTokenReturn(key, answers, decision);
  const receiptPath = form.override_custom_receipt_page ?? '';
  const receiptPage = isAppPath(receiptPath) ? receiptPath : CARD_CALLBACK_PATH;
  sendHtml(
    res,
    200,
    resultPage(
      decision.decision,
      decision.message,
      receiptPage,
      outcome.fields,
      outcome.signature,
      PAGE_TEXT.tokenResultTitles,
    ),
  );
}
