import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../logger';

/** Request log line on completion: method, path (never the query: it may hold a token), status, ms, correlation id. */
export function logRequest(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  correlationId: string,
  started: number,
): void {
  res.once('close', () => {
    logger.info(
      {
        method: req.method,
        path: pathname,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
        correlationId,
        ...(res.writableFinished ? {} : { aborted: true }),
      },
      'request',
    );
  });
}
