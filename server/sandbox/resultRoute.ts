import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq, isNull } from 'drizzle-orm';
import type { Services } from '../context';
import { sandboxTransactions } from './tables';
import { loadMerchantKey } from '../gateway/merchantKey';
import { gatewayRecord } from './bookingRecord';
import { sendHtml } from './html';
import { resultPage } from './pages';
import { alreadyProcessed, methodNotAllowed, notFound, refuseSignature } from './replies';
import { signedTransaction } from './result';
import { openResult } from './resultToken';
import { transactionOf } from './transactions';

/**
 * GET /sandbox/result/<token>: the gateway's signed result, whose form takes the payer to the merchant's receipt
 * page (the POST that took the card answered with a 303 here). Shown once: the merchant was notified already, so
 * the page only brings the payer back; a second visit (the back button) says the payment was processed and leads
 * back to the appointment or order instead of carrying the result again.
 */
export async function resultRoute(
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
  token: string,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, 'GET');
  const key = await loadMerchantKey(services.db);
  const result = openResult(key, token);
  if (result === null) return refuseSignature(res);
  const [transaction, record] = await Promise.all([
    transactionOf(services.db, result.reference),
    gatewayRecord(services.db, result.reference),
  ]);
  if (transaction === null || record === null) return notFound(res);
  const signed = signedTransaction(key, transaction);
  const page = resultPage(
    transaction.decision,
    transaction.message,
    result.receiptPage,
    signed.fields,
    signed.signature,
  );
  // A HEAD (a prefetch, a link checker) must not use up the payer's one view.
  if (req.method === 'HEAD') return sendHtml(res, 200, page);
  const firstShown = await services.db
    .update(sandboxTransactions)
    .set({ resultShownAt: new Date(services.now()) })
    .where(and(eq(sandboxTransactions.id, transaction.id), isNull(sandboxTransactions.resultShownAt)))
    .returning({ id: sandboxTransactions.id });
  if (firstShown.length === 0) return alreadyProcessed(res, record);
  sendHtml(res, 200, page);
}
