import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256(key, challengeId + ':' + code), hex: binding the code to its challenge makes a stolen hash useless elsewhere. */
export function hashCode(key: Buffer, challengeId: string, code: number): string {
  return createHmac('sha256', key).update(`${challengeId}:${code}`).digest('hex');
}

/** Constant-time comparison of a presented code with the stored hash. */
export function codeMatches(key: Buffer, challengeId: string, code: number, storedHash: string): boolean {
  const presented = Buffer.from(hashCode(key, challengeId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
