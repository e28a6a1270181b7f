import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_REQUESTS_PER_ADDRESS_PER_HOUR, OTP_MAX_WRONG_TRIES } from '../../domain/otp';
import { otpChallenges } from '../../server/db/schema';
import { STAFF_USERNAME_DELAY } from '../../domain/signInDelays';
import {
  COMPLETE,
  errorOf,
  INITIATE,
  postFrom,
  STAFF_PASSWORD,
  STAFF_SIGN_IN,
  type CompleteData,
  type GraphqlResponse,
  type TestServer,
} from '../server/harness';
import { startTestPair, type TestPair } from './pair';

const TOO_MANY = 'ARO-E1033:Too many requests. Please try again later.';
const TOO_SOON = 'ARO-E1034:Too many tries in a short time. Please try again in 1 second.';
const WRONG_PASSWORD = 'ARO-E1045:Wrong username or password.';

let pair: TestPair;
let redis: Redis;

beforeAll(async () => {
  // The default limits of a deployment (no raised code requests per address).
  pair = await startTestPair();
  redis = new Redis(pair.redisUrl);
});

afterAll(async () => {
  await redis.quit();
  await pair.close();
});

/** A loopback address of its own (127.0.0.0/8 is all ours), so each test is one client the limits see alone. */
const freshAddress = (): string =>
  `127.${String(randomInt(1, 255))}.${String(randomInt(1, 255))}.${String(randomInt(2, 255))}`;

/** Instance A for even n, B for odd: a balancer without sticky sessions. */
const alternate = (n: number): TestServer => (n % 2 === 0 ? pair.a : pair.b);

describe('code requests per client address, over two instances', () => {
  it(`refuses the ${String(OTP_MAX_REQUESTS_PER_ADDRESS_PER_HOUR + 1)}st request of an address as one instance does, whichever instance it reaches`, async () => {
    const address = freshAddress();
    const ask = (server: TestServer, n: number): Promise<GraphqlResponse> =>
      postFrom(server, address, INITIATE, { username: `07781${String(n).padStart(5, '0')}` });
    for (let n = 0; n < OTP_MAX_REQUESTS_PER_ADDRESS_PER_HOUR; n++)
      expect(errorOf(await ask(alternate(n), n))).toBe('');
    expect(errorOf(await ask(pair.a, 100))).toBe(TOO_MANY);
    expect(errorOf(await ask(pair.b, 101))).toBe(TOO_MANY);
    // No code went out for the refused requests, seen from either instance (the outbox is in the shared database).
    expect(
      (await pair.b.outbox()).some((message) => message.mobile === '94778100100' || message.mobile === '94778100101'),
    ).toBe(false);
    // Another address is not affected.
    expect(errorOf(await postFrom(pair.b, freshAddress(), INITIATE, { username: '0778100102' }))).toBe('');
    // The shared counter is one Redis key with the window's expiry, so one-off addresses do not pile up.
    const ttl = await redis.pttl(`rl:codes:${address}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000);
  });
});

describe('staff sign-in delays, over two instances', () => {
  it(`makes a username wait after ${String(STAFF_USERNAME_DELAY.freeFailures)} failures on either instance, as one instance does, and lets the right password in after the wait`, async () => {
    const address = freshAddress();
    const signIn = async (server: TestServer, username: string, password: string): Promise<string> =>
      errorOf(await postFrom(server, address, STAFF_SIGN_IN, { username, password }));

    for (let n = 0; n <= STAFF_USERNAME_DELAY.freeFailures; n++)
      expect(await signIn(alternate(n), 'staff.galle', 'nope')).toBe(WRONG_PASSWORD);
    // The wait armed by the last failure holds on both instances, for the right password too.
    expect(await signIn(pair.a, 'staff.galle', STAFF_PASSWORD)).toBe(TOO_SOON);
    expect(await signIn(pair.b, 'staff.galle', STAFF_PASSWORD)).toBe(TOO_SOON);
    // Another username from the address is not held back, on either instance.
    expect(await signIn(pair.a, 'staff.colombo', STAFF_PASSWORD)).toBe('');
    // The counts are Redis keys with their window's expiry.
    expect(await redis.pttl('rl:staff-sign-in-user-wait:staff.galle')).toBeGreaterThan(0);
    expect(await redis.pttl('rl:staff-sign-in-user-failures:staff.galle')).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await signIn(pair.b, 'staff.galle', STAFF_PASSWORD)).toBe('');
  });
});

describe('brute-forcing one code, over two instances', () => {
  /** Wrong codes to one challenge until it answers 'locked' (at most 20), each on the instance `on(n)` picks. */
  async function guessUntilLocked(
    mobile: string,
    on: (n: number) => TestServer,
  ): Promise<{ outcomes: string[]; triesLeft: number[]; id: string; code: number }> {
    const { id, mobileNo } = await pair.a.sendCode(mobile);
    const code = await pair.a.latestCode(mobileNo);
    const wrong = code === 9999 ? 1000 : code + 1;
    const outcomes: string[] = [];
    const triesLeft: number[] = [];
    for (let n = 0; n < 20 && outcomes.at(-1) !== 'locked'; n++) {
      const response = await on(n).gql<CompleteData>(COMPLETE, { id, code: wrong });
      outcomes.push(response.data?.completeAuthentication.outcome ?? errorOf(response));
      triesLeft.push(response.data?.completeAuthentication.triesLeft ?? -1);
    }
    return { outcomes, triesLeft, id, code };
  }

  it(`locks a code after ${String(OTP_MAX_WRONG_TRIES)} wrong tries alternating A and B, as on one instance: the tries are counted in the database`, async () => {
    const alone = await guessUntilLocked('0778200001', () => pair.a);
    const split = await guessUntilLocked('0778200002', alternate);

    const expected = [...Array<string>(OTP_MAX_WRONG_TRIES - 1).fill('failed'), 'locked'];
    expect(alone.outcomes).toEqual(expected);
    expect(split.outcomes).toEqual(alone.outcomes);
    expect(split.triesLeft).toEqual(alone.triesLeft);
    expect(split.triesLeft).toEqual(Array.from({ length: OTP_MAX_WRONG_TRIES }, (_, n) => OTP_MAX_WRONG_TRIES - 1 - n));

    // The right code no longer opens it, on either instance.
    for (const server of [pair.a, pair.b]) {
      const right = await server.gql<CompleteData>(COMPLETE, { id: split.id, code: split.code });
      expect(right.data?.completeAuthentication).toMatchObject({ outcome: 'locked', accessToken: null, triesLeft: 0 });
    }
    // The count is the challenge row's, which both instances read and write under the number's lock (no per-process counter).
    for (const server of [pair.a, pair.b]) {
      const [row] = await server.server.services.db
        .select({ wrongTries: otpChallenges.wrongTries })
        .from(otpChallenges)
        .where(eq(otpChallenges.id, split.id));
      expect(row?.wrongTries).toBe(OTP_MAX_WRONG_TRIES);
    }
  });
});
