import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../../context';
import { plainText, readGatewayPost } from '../../gateway/gatewayPost';
import { RECEIPT_REPLIES, receivePaymentResult } from './receiveResult';

/** The stored return path with paymentId added to its query. */
function withPaymentId(path: string, paymentId: string): string {
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}paymentId=${encodeURIComponent(paymentId)}`;
}

/**
 * POST /payments/callback: the gateway's result, carried by the browser (a urlencoded form of at most 64 KB),
 * received like any result (receivePaymentResult: 403 for a bad signature, 400 when it does not match its
 * booking). The browser is then sent with a 303 to the booking's successUrl when the appointment or order got
 * paid, otherwise to its failureUrl, with &paymentId=<id>. The gateway's notification has usually settled the
 * booking already; the browser then goes where that settlement says, as for any replay.
 */
export async function handlePaymentCallback(
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const form = await readGatewayPost(req, res);
  if (form === null) return;
  const receipt = await receivePaymentResult(services, form, 'callback');
  if (receipt.kind !== 'settled') {
    const [status, body] = RECEIPT_REPLIES[receipt.kind];
    return plainText(res, status, body);
  }
  const { booking, payment, succeeded } = receipt.settlement;
  res.writeHead(303, {
    location: withPaymentId(succeeded ? booking.successUrl : booking.failureUrl, payment.id),
    'cache-control': 'no-store',
  });
  res.end();
}
