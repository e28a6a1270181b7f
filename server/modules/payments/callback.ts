import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../../context';

/** Where gateways post their signed result (to be written). */
export const PAYMENT_CALLBACK_PATH = '/payments/callback';

export function handlePaymentCallback(_services: Services, _req: IncomingMessage, res: ServerResponse): Promise<void> {
  res.writeHead(404).end();
  return Promise.resolve();
}
