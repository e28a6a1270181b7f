import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../context';
import { loadMerchantKey } from '../modules/payments/merchantKey';
import { gatewayRecord, isAnswered } from './bookingRecord';
import { sendHtml } from './html';
import { resultPage } from './pages';
import { alreadyProcessed, methodNotAllowed, notFound, refuseSignature } from './replies';
import { openResult } from './resultToken';

/**
 * GET /sandbox/result/<token>: the gateway's signed result, whose form takes it to the merchant's receipt
 * page (the POST that took the card answered with a 303 here). Once the merchant has settled the booking,
 * which is the case whenever the patient comes back here with the back button, the page says the payment
 * was processed and leads back to the appointment instead of carrying the result again.
 */
export async function resultRoute(services: Services, req: IncomingMessage, res: ServerResponse, token: string): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, 'GET');
  const result = openResult(await loadMerchantKey(services.db), token);
  if (result === null) return refuseSignature(res);
  const record = await gatewayRecord(services.db, result.reference);
  if (record === null) return notFound(res);
  if (isAnswered(record)) return alreadyProcessed(res, record);
  sendHtml(res, 200, resultPage(result.decision, result.message, result.receiptPage, result.fields, result.signature));
}
