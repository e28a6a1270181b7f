import { UPLOADS_PER_HOUR } from '../../../domain/imageUpload';
import { createRateLimiter, type RateLimiter } from '../../rateLimit';
import type { RedisConnections } from '../../redis/connect';
import type { BlobCaller } from './caller';

const HOUR_MS = 60 * 60 * 1000;

/** Who an upload counts against: the patient's account or the staff member, never the address. */
export function uploaderKey(caller: BlobCaller): string {
  return caller.kind === 'patient' ? `patient:${caller.accountId}` : `staff:${caller.staff.id}`;
}

/**
 * The server's one upload quota (UPLOADS_PER_HOUR per caller in an hour from its first), built once by buildServices and shared by every instance.
 * Every upload attempt counts, one refused for size or type too (each costs reading up to a megabyte);
 * one refused by the quota itself does not.
 */
export function createUploadQuota(redis: RedisConnections | null): RateLimiter {
  return createRateLimiter({ name: 'uploads', limit: UPLOADS_PER_HOUR, windowMs: HOUR_MS }, redis);
}
