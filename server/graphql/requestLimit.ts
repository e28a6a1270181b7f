import type { ServerResponse } from 'node:http';
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { formatError } from '../../domain/errors';
import type { RedisConnections } from '../redis/connect';
import { clientKey, createRateLimiter } from '../rateLimit';

/**
 * GraphQL operations per client address a minute, by default: HTTP requests to /graphql and websocket
 * subscribe messages alike (docs/decisions/0026-limits-on-one-request.md). Ten a second for a minute is far
 * above what the app sends (a screen asks a handful), and bounds what one address can make the server do
 * now that each document is bounded too. Behind a proxy every caller shares its address: raise it there.
 */
export const GRAPHQL_REQUESTS_PER_ADDRESS_PER_MINUTE = 600;
const WINDOW_MS = 60 * 1000;

/** The window's length: the fixed window opened at the address's first request ends within it. */
const RETRY_AFTER_SECONDS = WINDOW_MS / 1000;

/** Counts the operations of each client address (clientKey): in Redis with REDIS_URL, shared by every instance. */
export interface RequestLimit {
  /** Counts one operation of the TCP peer's address; false when the address is over its limit (not counted). */
  admit(remoteAddress: string | undefined): Promise<boolean>;
}

export function createRequestLimit(perMinute: number, redis: RedisConnections | null): RequestLimit {
  const limiter = createRateLimiter({ name: 'graphql', limit: perMinute, windowMs: WINDOW_MS }, redis);
  return { admit: (remoteAddress) => limiter.take(clientKey(remoteAddress)) };
}

/** The refusal as a GraphQL error, the app's ARO-E1033 (what the websocket answers the operation with). */
export function tooManyRequests(): GraphQLError {
  return createGraphQLError(formatError('ARO-E1033'), {
    extensions: { code: 'ARO-E1033', retryAfterSeconds: RETRY_AFTER_SECONDS },
  });
}

/** The refusal over HTTP: 429 with Retry-After and a GraphQL error body any GraphQL client reads. */
export function answerTooManyRequests(res: ServerResponse): void {
  const error = tooManyRequests();
  res.writeHead(429, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': String(RETRY_AFTER_SECONDS),
  });
  res.end(JSON.stringify({ errors: [{ message: error.message, extensions: error.extensions }] }));
}
