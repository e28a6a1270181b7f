import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FormFields } from '../../../domain/signedFields';
import type { Services } from '../../context';
import { plainText, readGatewayPost } from '../../gateway/gatewayPost';
import { loadMerchantKey } from '../../gateway/merchantKey';
import { verifySignedForm } from '../../gateway/signature';
import { answerTokenisation } from './answerTokenisation';
import type { AnsweredTokenisation } from './cardResult';
import { CARD_NOTIFICATION_PATH } from './paths';
import { readTokenResult, requiredSignedTokenFields } from './tokenResult';

export { CARD_NOTIFICATION_PATH };

export type NotificationReceipt =
  | { readonly kind: 'bad-signature' }
  /** Signed, but not a tokenisation result (another transaction type, an accepted card without its token). */
  | { readonly kind: 'not-a-result' }
  /** Signed, yet naming no tokenisation of ours. */
  | { readonly kind: 'unknown' }
  /** For a tokenisation left unanswered past its 30 minutes: nothing stored. */
  | { readonly kind: 'expired' }
  | { readonly kind: 'recorded'; readonly answered: AnsweredTokenisation; readonly replayed: boolean };

/** The HTTP answer to each receipt: a 2xx tells the gateway to stop sending it. */
const REPLIES: Readonly<Record<NotificationReceipt['kind'], readonly [number, string]>> = {
  'bad-signature': [403, 'Signature verification failed'],
  'not-a-result': [400, 'Not a card tokenisation result'],
  unknown: [400, 'The result does not match a card request'],
  expired: [410, 'The card request has expired'],
  recorded: [200, 'OK'],
};

/**
 * The gateway's notification of a tokenisation (TOKEN_RESULT_FIELDS, signed with the merchant key; the
 * decision, reason code, message, transaction type, reference and transaction uuid must be signed, and on
 * ACCEPT the token and the card too), recorded once by answerTokenisation. The one way a card and its token
 * reach the server: a real gateway posts it to CARD_NOTIFICATION_PATH, the sandbox hands it over in-process.
 */
export async function receiveCardNotification(services: Services, form: FormFields): Promise<NotificationReceipt> {
  if (!verifySignedForm(await loadMerchantKey(services.db), form, requiredSignedTokenFields(form))) {
    services.logger.warn({ path: CARD_NOTIFICATION_PATH }, 'card notification with a bad signature');
    return { kind: 'bad-signature' };
  }
  const result = readTokenResult(form);
  if (result === null) return { kind: 'not-a-result' };
  const answer = await answerTokenisation(services, result);
  if (answer.kind !== 'answered') {
    services.logger.warn({ tokenisationId: result.reference, refused: answer.kind }, 'card notification refused');
    return { kind: answer.kind };
  }
  services.logger.info(
    {
      tokenisationId: result.reference,
      status: answer.answered.status,
      paymentMethodId: answer.answered.paymentMethodId,
      replayed: answer.replayed,
    },
    'card tokenisation answered',
  );
  return { kind: 'recorded', answered: answer.answered, replayed: answer.replayed };
}

/**
 * POST /payments/card-notification: the gateway's server-to-server notification of a saved card (urlencoded,
 * at most 64 KB). 200 once recorded (a replay too: nothing more is stored), 403 for a bad signature, 400 for
 * a result that is not one or names no card request of ours, 410 for a request left unanswered past 30 minutes.
 */
export async function handleCardNotification(
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const form = await readGatewayPost(req, res);
  if (form === null) return;
  const [status, body] = REPLIES[(await receiveCardNotification(services, form)).kind];
  plainText(res, status, body);
}
