import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../../context';
import { readForm } from '../payments/formBody';
import { loadMerchantKey } from '../payments/merchantKey';
import { verifySignedForm } from '../payments/signature';
import { answerTokenisation } from './answerTokenisation';
import { cardResultLocation } from './cardResult';
import { CARD_CALLBACK_PATH } from './paths';
import { readTokenResult, requiredSignedTokenFields } from './tokenResult';

export { CARD_CALLBACK_PATH };

function text(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(body);
}

/**
 * The gateway's tokenisation result, carried by the browser: a urlencoded form (at most 64 KB) signed with the
 * merchant key (403 otherwise), naming a tokenisation by its reference and transaction uuid (400 otherwise).
 * The answer is recorded once (answerTokenisation); then a 303 sends the browser to the tokenisation's
 * successUrl with cardResult=added&paymentMethodId=…, or to its failureUrl with cardResult=declined|failed
 * &message=…. A replayed result stores nothing more and redirects the same way.
 */
export async function handleCardCallback(services: Services, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') return text(res, 405, 'Method not allowed', { allow: 'POST' });
  const read = await readForm(req);
  switch (read.kind) {
    case 'unsupported':
      return text(res, 415, 'Unsupported media type');
    case 'too-large':
      return text(res, 413, 'Payload too large', { connection: 'close' });
    case 'bad':
      return text(res, 400, 'Bad request');
    case 'ok':
      break;
  }
  const form = read.fields;
  if (!verifySignedForm(await loadMerchantKey(services.db), form, requiredSignedTokenFields(form))) {
    services.logger.warn({ path: CARD_CALLBACK_PATH }, 'card callback with a bad signature');
    return text(res, 403, 'Signature verification failed');
  }
  const result = readTokenResult(form);
  if (result === null) return text(res, 400, 'Not a card tokenisation result');

  const answer = await answerTokenisation(services, result);
  // Signed, yet naming no tokenisation of ours: a gateway bug or a mix-up, never saved.
  if (answer.kind === 'unknown') return text(res, 400, 'The result does not match a card request');
  services.logger.info(
    { tokenisationId: result.reference, status: answer.answered.status, paymentMethodId: answer.answered.paymentMethodId, replayed: answer.replayed },
    'card tokenisation answered',
  );
  res.writeHead(303, { location: cardResultLocation(answer.answered), 'cache-control': 'no-store' });
  res.end();
}
