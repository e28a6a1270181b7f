import { createRateLimiter, type RateLimiter } from '../../rateLimit';
import type { RedisConnections } from '../../redis/connect';

/**
 * Uploads of recorded runs per client address a minute. A conversation uploads at its checkpoints (a few a minute);
 * a hospital's wifi puts many patients behind one address, so the bound is loose: it caps what one address can make
 * the server parse and store (256 KB each), on top of the per-address operation limit of every request.
 */
export const RUN_UPLOADS_PER_ADDRESS_PER_MINUTE = 120;

export function createRunUploadLimit(redis: RedisConnections | null): RateLimiter {
  return createRateLimiter({ name: 'run-uploads', limit: RUN_UPLOADS_PER_ADDRESS_PER_MINUTE, windowMs: 60_000 }, redis);
}
