import { createHash, timingSafeEqual } from 'node:crypto';

/** The write key's length: at least 22 characters (128 random bits in base64url), at most a few times that. */
export const RUN_KEY_MIN_LENGTH = 22;
export const RUN_KEY_MAX_LENGTH = 128;

export function isRunKeyShaped(key: string): boolean {
  return key.length >= RUN_KEY_MIN_LENGTH && key.length <= RUN_KEY_MAX_LENGTH;
}

/**
 * What the database keeps of a run's write key: its SHA-256 (hex). The key is random and long, so no salt or slow
 * hash is needed: a leaked table gives nobody a key, and a hash cannot be guessed back.
 */
export function hashRunKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Whether `key` is the run's key: the two digests compared in constant time (never the stored text with ===). */
export function runKeyMatches(key: string, storedHash: string): boolean {
  const given = Buffer.from(hashRunKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
