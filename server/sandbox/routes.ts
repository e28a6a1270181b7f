import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../context';

/** The local payment gateway's hosted pages (to be written). */
export const SANDBOX_PREFIX = '/sandbox/';

export function handleSandbox(_services: Services, _req: IncomingMessage, res: ServerResponse, _pathname: string): Promise<void> {
  res.writeHead(404).end();
  return Promise.resolve();
}
