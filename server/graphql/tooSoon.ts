import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { formatError } from '../../domain/errors';
import { RETRY_AFTER_SECONDS, tryAgainIn, waitSeconds } from '../../domain/signInDelays';

/**
 * ARO-E1034: a try refused for speed (a growing delay), not counted. The message says how long to wait
 * ('Too many tries in a short time. Please try again in 12 seconds.') and the extension carries the
 * seconds, so a screen can count them down. Made like apiError (Yoga's own GraphQLError).
 */
export function tooSoon(waitMs: number): GraphQLError {
  const seconds = waitSeconds(waitMs);
  return createGraphQLError(formatError('ARO-E1034', tryAgainIn(seconds)), {
    extensions: { code: 'ARO-E1034', [RETRY_AFTER_SECONDS]: seconds },
  });
}
