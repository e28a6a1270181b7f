import { UPLOADS_PER_HOUR } from '../../../domain/imageUpload';
import { limiterPerServer } from '../../rateLimit';
import type { BlobCaller } from './caller';

const HOUR_MS = 60 * 60 * 1000;

/** Who an upload counts against: the patient's account or the staff member, never the address. */
export function uploaderKey(caller: BlobCaller): string {
  return caller.kind === 'patient' ? `patient:${caller.accountId}` : `staff:${caller.staff.id}`;
}

/**
 * The server's one upload quota (UPLOADS_PER_HOUR per caller in any rolling hour), made on first use.
 * Every upload attempt counts, refused ones too: each costs reading up to a megabyte.
 */
export const uploadQuotaOf = limiterPerServer({ limit: UPLOADS_PER_HOUR, windowMs: HOUR_MS });
