import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../../context';
import { plainText, readGatewayPost } from '../../gateway/gatewayPost';
import { PAYMENT_NOTIFICATION_PATH } from './paths';
import { RECEIPT_REPLIES, receivePaymentResult } from './receiveResult';

export { PAYMENT_NOTIFICATION_PATH };

/**
 * POST /payments/notification: the gateway's server-to-server notification of a payment's result (Secure
 * Acceptance's merchant POST), the same signed fields the browser carries to the callback. It settles the
 * booking whether or not the browser ever comes back. 200 once settled (a repeat too: gateways retry until they
 * hear 2xx, and nothing more is stored), 403 for a bad signature, 400 for a result naming no booking of ours.
 */
export async function handlePaymentNotification(
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const form = await readGatewayPost(req, res);
  if (form === null) return;
  const [status, body] = RECEIPT_REPLIES[(await receivePaymentResult(services, form, 'notification')).kind];
  plainText(res, status, body);
}
