import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost: N 2^14, r 8, p 1 (about 16 MB and tens of ms: slow for guessing, fine for a sign-in). */
const N = 16_384;
const R = 8;
const P = 1;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions, bytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, bytes, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error === null ? resolve(key) : reject(error),
    );
  });
}

/** 'scrypt$N$r$p$salt$hash' (salt and hash base64): the parameters travel with the hash, so they can grow. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { N, r: R, p: P }, KEY_BYTES);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether the password matches a stored hash; a malformed hash matches nothing. Compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (
    n === undefined ||
    r === undefined ||
    p === undefined ||
    ![n, r, p].every(Number.isInteger) ||
    expected.length === 0
  )
    return false;
  const key = await derive(password, salt, { N: n, r, p }, expected.length);
  return timingSafeEqual(key, expected);
}

/** A hash no password matches, checked for unknown usernames so they take as long as wrong passwords. */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  return (decoy ??= hashPassword(randomBytes(16).toString('base64')));
}
