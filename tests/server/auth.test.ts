import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CODE_ALREADY_SENT,
  OTP_MAX_SENDS_PER_CALLER_PER_DAY,
  OTP_MAX_SENDS_PER_CALLER_PER_HOUR,
  OTP_MAX_SENDS_PER_NUMBER_PER_HOUR,
  OTP_TTL_MS,
  readCodeAlreadySent,
} from '../../domain/otp';
import {
  COMPLETE,
  errorOf,
  INITIATE,
  postFrom,
  PROFILE,
  startTestServer,
  type CompleteData,
  type InitiateData,
  type ProfileData,
  type TestServer,
} from './harness';

let t: TestServer;
beforeAll(async () => {
  // Every request here comes from 127.0.0.1 unless sent with postFrom: the per-address limits have their own tests
  // (http.test.ts, and 'wrong codes per client address' below).
  t = await startTestServer({ codeRequestsPerAddressPerHour: 1000, wrongCodesPerAddressPerHour: 1000 });
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const complete = (id: string, code: number) => t.gql<CompleteData>(COMPLETE, { id, code });
/** A code that is certainly wrong (codes are 1000–9999). */
const wrong = (code: number): number => (code === 9999 ? 1000 : code + 1);
/** Another client on this machine (127.0.0.0/8 is all loopback): a stranger to 127.0.0.1's patient. */
const STRANGER = '127.0.0.2';
const asStranger = <T>(query: string, variables: Record<string, unknown>) => postFrom<T>(t, STRANGER, query, variables);
const TOO_MANY_CODES = 'ARO-E1030:Too many codes were sent to this number. Please try again later.';

describe('initiateAuthentication', () => {
  it('sends a 4-digit code by SMS to the normalised number, with the resend countdown', async () => {
    const response = await t.gql<InitiateData>(INITIATE, { username: '0773000001' });
    expect(response.errors).toBeUndefined();
    expect(response.data?.initiateAuthentication).toMatchObject({ mobileNo: '94773000001', resendAfterSeconds: 60 });
    const [latest] = await t.outbox();
    expect(latest?.mobile).toBe('94773000001');
    expect(latest?.text).toMatch(/^Your Carechat verification code is [1-9]\d{3}\. It expires in 5 minutes\.$/);
  });

  it.each(['', '123', '0123456789', '077123456', '9477123456', 'abcdefghij'])(
    'refuses the number %j with ARO-E1013',
    async (username) => {
      const response = await t.gql(INITIATE, { username });
      expect(errorOf(response)).toBe('ARO-E1013:Mobile number required, retry again.');
      expect(response.data).toBeNull();
    },
  );

  it('refuses a second code within 60 seconds (ARO-E1031) and sends one after', async () => {
    await t.sendCode('0773000002');
    t.advance(59_000);
    expect(errorOf(await t.gql(INITIATE, { username: '773000002' }))).toBe(
      'ARO-E1031:Please wait a minute before asking for another code.',
    );
    t.advance(1_000);
    const again = await t.gql<InitiateData>(INITIATE, { username: '94773000002' });
    expect(again.errors).toBeUndefined();
  });

  it('tells, with ARO-E1031, the number and the seconds left of its countdown, never which code was sent', async () => {
    const sent = await t.sendCode('0773000012');
    t.advance(20_000);
    const refused = await t.gql(INITIATE, { username: '773000012' });
    expect(errorOf(refused)).toBe('ARO-E1031:Please wait a minute before asking for another code.');
    const extensions = refused.errors?.[0]?.extensions;
    // id: null for apps of before issue 28 ("only the wait"); the app that asked resumes its own code (src/features/profiles/api/ownInitiations.ts).
    expect(extensions).toEqual({
      code: 'ARO-E1031',
      [CODE_ALREADY_SENT]: { id: null, mobileNo: '94773000012', secondsLeft: 40 },
    });
    expect(readCodeAlreadySent(extensions)).toEqual({ mobileNo: '94773000012', secondsLeft: 40 });
    // The browser that asked still has the id: the code of that SMS signs in.
    const signedIn = await complete(sent.id, await t.latestCode('94773000012'));
    expect(signedIn.data?.completeAuthentication.outcome).toBe('succeeded');
  });

  it("never gives a stranger a code it did not ask for: another address gets a code of its own, and the owner's still signs in", async () => {
    const owner = await t.sendCode('0773000018');
    const ownerCode = await t.latestCode('94773000018');
    t.advance(5_000);
    const stranger = await asStranger<InitiateData>(INITIATE, { username: '0773000018' });
    expect(stranger.errors).toBeUndefined();
    const strangersId = stranger.data?.initiateAuthentication.id;
    expect(strangersId).toEqual(expect.any(String));
    expect(strangersId).not.toBe(owner.id);
    // Within its own countdown the stranger gets only the wait: no id, not even its own.
    const again = await asStranger(INITIATE, { username: '0773000018' });
    expect(again.errors?.[0]?.extensions?.[CODE_ALREADY_SENT]).toEqual({
      id: null,
      mobileNo: '94773000018',
      secondsLeft: 60,
    });
    expect((await complete(owner.id, ownerCode)).data?.completeAuthentication.outcome).toBe('succeeded');
  });

  it(`refuses one caller a ${String(OTP_MAX_SENDS_PER_CALLER_PER_HOUR + 1)}th code to a number within an hour (ARO-E1030), while another caller still gets one`, async () => {
    const first = t.now();
    for (let n = 0; n < OTP_MAX_SENDS_PER_CALLER_PER_HOUR; n++) {
      expect(errorOf(await asStranger(INITIATE, { username: '0773000003' }))).toBe('');
      t.advance(61_000);
    }
    expect(errorOf(await asStranger(INITIATE, { username: '0773000003' }))).toBe(TOO_MANY_CODES);
    // The owner's allowance is their own: a stranger cannot use it up.
    expect((await t.gql(INITIATE, { username: '0773000003' })).errors).toBeUndefined();
    t.advance(first + HOUR + 1 - t.now());
    expect(errorOf(await asStranger(INITIATE, { username: '0773000003' }))).toBe('');
  });

  it(`refuses one caller a ${String(OTP_MAX_SENDS_PER_CALLER_PER_DAY + 1)}th code within 24 hours (ARO-E1030), and allows it once the day has rolled on`, async () => {
    const first = t.now();
    for (let n = 1; n <= OTP_MAX_SENDS_PER_CALLER_PER_DAY; n++) {
      await t.sendCode('0773000005');
      // Past the resend countdown, and past the hourly limit after every 5 codes.
      t.advance(n % OTP_MAX_SENDS_PER_CALLER_PER_HOUR === 0 ? HOUR : 61_000);
    }
    expect(errorOf(await t.gql(INITIATE, { username: '0773000005' }))).toBe(TOO_MANY_CODES);
    t.advance(first + DAY + 1 - t.now());
    expect((await t.gql(INITIATE, { username: '0773000005' })).errors).toBeUndefined();
  });

  it(`refuses a number's ${String(OTP_MAX_SENDS_PER_NUMBER_PER_HOUR + 1)}th code within an hour from all callers together (ARO-E1030)`, async () => {
    const callers = ['127.0.0.3', '127.0.0.4', '127.0.0.5'];
    for (let n = 0; n < OTP_MAX_SENDS_PER_CALLER_PER_HOUR; n++) {
      for (const caller of callers)
        expect(errorOf(await postFrom(t, caller, INITIATE, { username: '0773000004' }))).toBe('');
      t.advance(61_000);
    }
    expect(callers.length * OTP_MAX_SENDS_PER_CALLER_PER_HOUR).toBe(OTP_MAX_SENDS_PER_NUMBER_PER_HOUR);
    expect(errorOf(await t.gql(INITIATE, { username: '0773000004' }))).toBe(TOO_MANY_CODES);
  });
});

describe('nobody can lock the owner out', () => {
  it("signs the owner in with a fresh code after a stranger's 2 code requests and 10 wrong guesses", async () => {
    const guessAll = async (id: string, code: number): Promise<string[]> => {
      const outcomes: string[] = [];
      for (let n = 0; n < 5; n++) {
        const answer = await asStranger<CompleteData>(COMPLETE, { id, code: wrong(code) });
        outcomes.push(answer.data?.completeAuthentication.outcome ?? errorOf(answer));
        // Past the pacing of the number's guesses (at most 30 s): every guess here is checked.
        t.advance(30_000);
      }
      return outcomes;
    };
    const a = await asStranger<InitiateData>(INITIATE, { username: '0773000006' });
    const guessesA = await guessAll(a.data?.initiateAuthentication.id ?? '', await t.latestCode('94773000006'));
    t.advance(61_000);
    const b = await asStranger<InitiateData>(INITIATE, { username: '0773000006' });
    const guessesB = await guessAll(b.data?.initiateAuthentication.id ?? '', await t.latestCode('94773000006'));
    expect([...guessesA, ...guessesB]).toEqual([
      'failed',
      'failed',
      'failed',
      'failed',
      'locked',
      'failed',
      'failed',
      'failed',
      'failed',
      'locked',
    ]);

    // The owner, holding the phone: a fresh code (not refused for the number), and its first try signs in at once.
    const owner = await t.sendCode('0773000006');
    const signedIn = await complete(owner.id, await t.latestCode('94773000006'));
    expect(signedIn.data?.completeAuthentication).toMatchObject({ outcome: 'succeeded', triesLeft: 5 });
    // A fresh code has its own 5 tries, whatever was guessed before.
    t.advance(61_000);
    const next = await t.sendCode('0773000006');
    const nextCode = await t.latestCode('94773000006');
    expect((await complete(next.id, wrong(nextCode))).data?.completeAuthentication).toEqual({
      id: next.id,
      outcome: 'failed',
      accessToken: null,
      triesLeft: 4,
    });
  });

  it("paces guesses once the number's codes had 5 wrong tries: a code waits 1, 2, 4 … seconds after its own wrong try, the wait is not counted, and a fresh code's first try never waits", async () => {
    const a = await t.sendCode('0773000007');
    const codeA = await t.latestCode('94773000007');
    for (let n = 0; n < 5; n++) await complete(a.id, wrong(codeA));
    t.advance(61_000);
    const b = await t.sendCode('0773000007');
    const codeB = await t.latestCode('94773000007');
    // The number's 6th wrong try: checked (a code's first try never waits), and B's next try waits 1 s.
    expect((await complete(b.id, wrong(codeB))).data?.completeAuthentication.triesLeft).toBe(4);
    const early = await complete(b.id, codeB);
    expect(errorOf(early)).toBe('ARO-E1034:Too many tries in a short time. Please try again in 1 second.');
    expect(early.errors?.[0]?.extensions).toMatchObject({ code: 'ARO-E1034', retryAfterSeconds: 1 });
    t.advance(1_000);
    // Not counted: B still has 3 tries after its next wrong one, which makes the wait 2 s.
    expect((await complete(b.id, wrong(codeB))).data?.completeAuthentication.triesLeft).toBe(3);
    t.advance(1_000);
    expect(errorOf(await complete(b.id, codeB))).toBe(
      'ARO-E1034:Too many tries in a short time. Please try again in 1 second.',
    );
    // Another caller's code of the same number is not held back by B's wait.
    const c = await asStranger<InitiateData>(INITIATE, { username: '0773000007' });
    const cId = c.data?.initiateAuthentication.id ?? '';
    expect(
      (await asStranger<CompleteData>(COMPLETE, { id: cId, code: await t.latestCode('94773000007') })).data
        ?.completeAuthentication.outcome,
    ).toBe('succeeded');
    t.advance(1_000);
    expect((await complete(b.id, codeB)).data?.completeAuthentication).toMatchObject({
      outcome: 'succeeded',
      triesLeft: 3,
    });
  });
});

describe('wrong codes per client address', () => {
  it('slows an address after its 10 free wrong codes of the hour, across numbers, without counting the wait; the right code after the wait signs in', async () => {
    // Its own server with the default per-address limits; the address is another client on this machine.
    const own = await startTestServer({ codeRequestsPerAddressPerHour: 1000 });
    // The wait follows the store's real time (Date), not the server's clock: held still here (timers run), and
    // moved past the wait below, so it cannot lapse while the machine is slow.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const guesser = '127.0.0.6';
      const send = async (username: string): Promise<{ id: string; code: number }> => {
        const sent = await postFrom<InitiateData>(own, guesser, INITIATE, { username });
        return {
          id: sent.data?.initiateAuthentication.id ?? '',
          code: await own.latestCode(sent.data?.initiateAuthentication.mobileNo ?? ''),
        };
      };
      const check = async (id: string, code: number): Promise<string> => {
        const answer = await postFrom<CompleteData>(own, guesser, COMPLETE, { id, code });
        return answer.data?.completeAuthentication.outcome ?? errorOf(answer);
      };
      const first = await send('0773100001');
      const second = await send('0773100002');
      const third = await send('0773100003');
      // 5 wrong codes at each of two numbers: free for the address, and within each number's 5 free ones.
      for (const { id, code } of [first, second]) for (let n = 0; n < 5; n++) await check(id, wrong(code));
      // The 11th: checked, and the address's next try waits 1 s, even with the right code.
      expect(await check(third.id, wrong(third.code))).toBe('failed');
      expect(await check(third.id, third.code)).toBe(
        'ARO-E1034:Too many tries in a short time. Please try again in 1 second.',
      );
      // Another address is not slowed.
      const other = await postFrom<InitiateData>(own, '127.0.0.7', INITIATE, { username: '0773100004' });
      const otherAnswer = await postFrom<CompleteData>(own, '127.0.0.7', COMPLETE, {
        id: other.data?.initiateAuthentication.id ?? '',
        code: await own.latestCode('94773100004'),
      });
      expect(otherAnswer.data?.completeAuthentication.outcome).toBe('succeeded');
      // After the wait the right code signs in, with the tries the wait did not take.
      vi.setSystemTime(Date.now() + 1_000);
      const signedIn = await postFrom<CompleteData>(own, guesser, COMPLETE, { id: third.id, code: third.code });
      expect(signedIn.data?.completeAuthentication).toMatchObject({ outcome: 'succeeded', triesLeft: 4 });
    } finally {
      vi.useRealTimers();
      await own.close();
    }
  });
});

describe('one request, one code', () => {
  it('refuses a request asking for several codes at once (aliases) and sends none', async () => {
    const response = await t.gql(
      'mutation { a: initiateAuthentication(username: "0773000030") { id } b: initiateAuthentication(username: "0773000031") { id } }',
    );
    expect(errorOf(response)).toBe('initiateAuthentication may appear only once per request.');
    expect(response.data).toBeUndefined();
    expect((await t.outbox()).filter((message) => ['94773000030', '94773000031'].includes(message.mobile))).toEqual([]);
  });

  it('refuses several guesses in one request and counts none of them', async () => {
    const { id, mobileNo } = await t.sendCode('0773000032');
    const code = await t.latestCode(mobileNo);
    const guesses = [1, 2, 3]
      .map((n) => `g${n}: completeAuthentication(id: "${id}", code: ${((code - 1000 + n) % 9000) + 1000}) { outcome }`)
      .join(' ');
    const response = await t.gql(`mutation { ${guesses} }`);
    expect(errorOf(response)).toBe('completeAuthentication may appear only once per request.');
    expect((await complete(id, code)).data?.completeAuthentication).toMatchObject({
      outcome: 'succeeded',
      triesLeft: 5,
    });
  });

  it('refuses a document of more than 2000 tokens before running it', async () => {
    const fields = Array.from({ length: 700 }, (_, n) => `f${n}: __typename`).join(' ');
    const response = await t.gql(`{ ${fields} }`);
    expect(errorOf(response)).toBe('Syntax Error: Token limit of 2000 exceeded.');
    expect(response.data ?? null).toBeNull();
  });
});

describe('completeAuthentication', () => {
  it('signs in with the right code: a token that reads the account of that number', async () => {
    const { id, mobileNo } = await t.sendCode('0773000010');
    const code = await t.latestCode(mobileNo);
    const response = await complete(id, code);
    const result = response.data?.completeAuthentication;
    expect(result).toMatchObject({ id, outcome: 'succeeded', triesLeft: 5 });
    expect(result?.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const profile = await t.gql<ProfileData>(PROFILE, {}, result?.accessToken ?? '');
    expect(profile.data?.queryOneProfile).toMatchObject({ mobileNo: '94773000010', status: 'active', patients: [] });
  });

  it('signs the same number into the same account however it was typed', async () => {
    const first = await t.signIn('0773000011');
    t.advance(61_000);
    const second = await t.signIn('94773000011');
    const a = await t.gql<ProfileData>(PROFILE, {}, first);
    const b = await t.gql<ProfileData>(PROFILE, {}, second);
    expect(a.data?.queryOneProfile.id).toBeDefined();
    expect(b.data?.queryOneProfile.id).toBe(a.data?.queryOneProfile.id);
  });

  it('answers a wrong code with failed and the tries left, and still takes the right one', async () => {
    const { id, mobileNo } = await t.sendCode('0773000012');
    const code = await t.latestCode(mobileNo);
    const failed = await complete(id, wrong(code));
    expect(failed.data?.completeAuthentication).toEqual({ id, outcome: 'failed', accessToken: null, triesLeft: 4 });
    const second = await complete(id, wrong(wrong(code)));
    expect(second.data?.completeAuthentication.triesLeft).toBe(3);
    expect((await complete(id, code)).data?.completeAuthentication.outcome).toBe('succeeded');
  });

  it('locks the code at the 5th wrong try and then refuses the right code', async () => {
    const { id, mobileNo } = await t.sendCode('0773000013');
    const code = await t.latestCode(mobileNo);
    const outcomes: [string, number][] = [];
    for (let n = 0; n < 5; n++) {
      const result = (await complete(id, wrong(code))).data?.completeAuthentication;
      outcomes.push([result?.outcome ?? '', result?.triesLeft ?? -1]);
    }
    expect(outcomes).toEqual([
      ['failed', 4],
      ['failed', 3],
      ['failed', 2],
      ['failed', 1],
      ['locked', 0],
    ]);
    expect((await complete(id, code)).data?.completeAuthentication).toEqual({
      id,
      outcome: 'locked',
      accessToken: null,
      triesLeft: 0,
    });
  });

  it('lets no more than 5 of many parallel wrong guesses count', async () => {
    const { id, mobileNo } = await t.sendCode('0773000014');
    const code = await t.latestCode(mobileNo);
    const guesses = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => ((code - 1000 + n) % 9000) + 1000);
    const results = await Promise.all(guesses.map((guess) => complete(id, guess)));
    const outcomes = results.map((result) => result.data?.completeAuthentication.outcome);
    expect(outcomes.filter((outcome) => outcome === 'failed')).toHaveLength(4);
    expect(outcomes.filter((outcome) => outcome === 'locked')).toHaveLength(8);
    expect((await complete(id, code)).data?.completeAuthentication.outcome).toBe('locked');
  });

  it('answers expired after 5 minutes, even for the right code', async () => {
    const { id, mobileNo } = await t.sendCode('0773000015');
    const code = await t.latestCode(mobileNo);
    t.advance(OTP_TTL_MS);
    expect((await complete(id, code)).data?.completeAuthentication).toEqual({
      id,
      outcome: 'expired',
      accessToken: null,
      triesLeft: 5,
    });
  });

  it('takes a code only once', async () => {
    const { id, mobileNo } = await t.sendCode('0773000016');
    const code = await t.latestCode(mobileNo);
    expect((await complete(id, code)).data?.completeAuthentication.outcome).toBe('succeeded');
    expect((await complete(id, code)).data?.completeAuthentication).toMatchObject({
      outcome: 'expired',
      accessToken: null,
    });
  });

  it('refuses an unknown initiation id with ARO-E1001', async () => {
    const response = await complete('00000000-0000-0000-0000-000000000000', 1234);
    expect(errorOf(response)).toBe('ARO-E1001:Failed to initiate user authentication.');
  });

  it('keeps codes and tokens out of the logs', async () => {
    const { id, mobileNo } = await t.sendCode('0773000017');
    const code = await t.latestCode(mobileNo);
    const token = (await complete(id, code)).data?.completeAuthentication.accessToken ?? '';
    await t.gql(PROFILE, {}, token);
    const logs = t.logs.join('\n');
    expect(logs).toContain('"msg":"sms queued"');
    // The code as a value of its own: four digits also turn up inside timestamps and correlation ids.
    expect(logs).not.toMatch(new RegExp(`(?<![0-9a-fA-F-])${String(code)}(?![0-9a-fA-F-])`));
    expect(logs).not.toContain(token);
    expect(logs).not.toContain('verification code is');
  });
});
