import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Services } from '../../context';
import { plainText, readGatewayPost } from '../../gateway/gatewayPost';
import { loadMerchantKey } from '../../gateway/merchantKey';
import { verifySignedForm } from '../../gateway/signature';
import { answerTokenisation } from './answerTokenisation';
import { cardResultLocation, type AnsweredTokenisation } from './cardResult';
import { CARD_CALLBACK_PATH } from './paths';
import { tokenisationState } from './tokenisationState';
import { readTokenReturn, REQUIRED_SIGNED_RETURN_FIELDS, type TokenReturn } from './tokenResult';

/** How long the browser's return waits for the gateway's notification (real time: a real gateway's post may trail the browser). */
const NOTIFICATION_WAIT_MS = 3000;
const POLL_MS = 100;
/** The message a tokenisation is failed with when the gateway's notification did not come in time. */
const NO_NOTIFICATION_MESSAGE = 'No notification from the gateway';

/**
 * The recorded answer to the request a return names, waiting up to NOTIFICATION_WAIT_MS for the gateway's
 * notification; null for no such request. Past 30 minutes unanswered it is failed without storing anything.
 * When the notification has not come in time the tokenisation is recorded as failed (answerTokenisation,
 * so exactly once: a notification that won the race is what counts), so what the app says stays true: a
 * notification arriving later is a replay and saves no card.
 */
async function recordedAnswer(services: Services, request: TokenReturn): Promise<AnsweredTokenisation | null> {
  const deadline = Date.now() + NOTIFICATION_WAIT_MS;
  for (;;) {
    const state = await tokenisationState(services.db, request.reference, request.transactionUuid, services.now());
    if (state.kind === 'unknown') return null;
    if (state.kind !== 'waiting') return state.answered;
    if (Date.now() >= deadline) break;
    await sleep(POLL_MS);
  }
  const answer = await answerTokenisation(services, {
    decision: 'ERROR',
    message: NO_NOTIFICATION_MESSAGE,
    reference: request.reference,
    transactionUuid: request.transactionUuid,
    card: null,
  });
  if (answer.kind === 'unknown') return null;
  if (answer.kind === 'answered' && !answer.replayed)
    services.logger.warn(
      { tokenisationId: request.reference },
      'card tokenisation failed: no notification from the gateway',
    );
  return answer.answered;
}

/**
 * POST /payments/card-callback: the browser's return from the gateway's page (urlencoded, 64 KB; 405, 415,
 * 413, 400 as readGatewayPost) with the outcome only, signed with the merchant key (403 otherwise) over the
 * decision, transaction type, reference and transaction uuid, naming a tokenisation of ours (400 otherwise).
 * It stores no card: the gateway's notification does (cardNotification.ts). A 303 sends the browser where
 * the recorded answer says, whatever the return's decision: the successUrl with
 * cardResult=added&paymentMethodId=…, or the failureUrl with cardResult=declined|failed. A replay goes the
 * same way.
 */
export async function handleCardCallback(services: Services, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = await readGatewayPost(req, res);
  if (form === null) return;
  if (!verifySignedForm(await loadMerchantKey(services.db), form, REQUIRED_SIGNED_RETURN_FIELDS)) {
    services.logger.warn({ path: CARD_CALLBACK_PATH }, 'card callback with a bad signature');
    return plainText(res, 403, 'Signature verification failed');
  }
  const request = readTokenReturn(form);
  if (request === null) return plainText(res, 400, 'Not a card tokenisation result');
  const answered = await recordedAnswer(services, request);
  // Signed, yet naming no tokenisation of ours: a gateway bug or a mix-up.
  if (answered === null) return plainText(res, 400, 'The result does not match a card request');
  res.writeHead(303, { location: cardResultLocation(answered), 'cache-control': 'no-store' });
  res.end();
}
