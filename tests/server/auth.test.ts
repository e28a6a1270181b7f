import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_ALREADY_SENT, OTP_MAX_SENDS_PER_DAY, OTP_MAX_SENDS_PER_HOUR, OTP_MAX_WRONG_TRIES_PER_DAY, OTP_TTL_MS, readCodeAlreadySent } from '../../domain/otp';
import { COMPLETE, errorOf, INITIATE, PROFILE, startTestServer, type CompleteData, type GraphqlResponse, type InitiateData, type ProfileData, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  // Every request here comes from 127.0.0.1: the per-address limit has its own test (http.test.ts).
  t = await startTestServer({ codeRequestsPerAddressPerHour: 1000 });
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const complete = (id: string, code: number) => t.gql<CompleteData>(COMPLETE, { id, code });
/** A code that is certainly wrong (codes are 1000–9999). */
const wrong = (code: number): number => (code === 9999 ? 1000 : code + 1);

describe('initiateAuthentication', () => {
  it('sends a 4-digit code by SMS to the normalised number, with the resend countdown', async () => {
    const response = await t.gql<InitiateData>(INITIATE, { username: '0773000001' });
    expect(response.errors).toBeUndefined();
    expect(response.data?.initiateAuthentication).toMatchObject({ mobileNo: '94773000001', resendAfterSeconds: 60 });
    const [latest] = await t.outbox();
    expect(latest?.mobile).toBe('94773000001');
    expect(latest?.text).toMatch(/^Your Carechat verification code is [1-9]\d{3}\. It expires in 5 minutes\.$/);
  });

  it.each(['', '123', '0123456789', '077123456', '9477123456', 'abcdefghij'])('refuses the number %j with ARO-E1013', async (username) => {
    const response = await t.gql(INITIATE, { username });
    expect(errorOf(response)).toBe('ARO-E1013:Mobile number required, retry again.');
    expect(response.data).toBeNull();
  });

  it('refuses a second code within 60 seconds (ARO-E1031) and sends one after', async () => {
    await t.sendCode('0773000002');
    t.advance(59_000);
    expect(errorOf(await t.gql(INITIATE, { username: '773000002' }))).toBe('ARO-E1031:Please wait a minute before asking for another code.');
    t.advance(1_000);
    const again = await t.gql<InitiateData>(INITIATE, { username: '94773000002' });
    expect(again.errors).toBeUndefined();
  });

  it('tells, with ARO-E1031, the code already sent and the seconds left of its countdown, so that code can still be typed', async () => {
    const sent = await t.sendCode('0773000012');
    t.advance(20_000);
    const refused = (await t.gql(INITIATE, { username: '773000012' })) as GraphqlResponse & { errors?: readonly { extensions?: unknown }[] };
    expect(errorOf(refused)).toBe('ARO-E1031:Please wait a minute before asking for another code.');
    const extensions = refused.errors?.[0]?.extensions;
    expect(extensions).toEqual({ code: 'ARO-E1031', [CODE_ALREADY_SENT]: { id: sent.id, mobileNo: '94773000012', secondsLeft: 40 } });
    expect(readCodeAlreadySent(extensions)).toEqual({ id: sent.id, mobileNo: '94773000012', secondsLeft: 40 });
    // The patient types the code of that SMS: it signs in.
    const signedIn = await complete(sent.id, await t.latestCode('94773000012'));
    expect(signedIn.data?.completeAuthentication.outcome).toBe('succeeded');

    // Used now: within the minute there is only the wait (no code to type).
    t.advance(30_500);
    const again = (await t.gql(INITIATE, { username: '0773000012' })) as GraphqlResponse & { errors?: readonly { extensions?: unknown }[] };
    expect(readCodeAlreadySent(again.errors?.[0]?.extensions)).toEqual({ id: null, mobileNo: '94773000012', secondsLeft: 10 });
  });

  it(`refuses a ${OTP_MAX_SENDS_PER_HOUR + 1}th code within an hour (ARO-E1030), and allows it once the hour has rolled on`, async () => {
    const first = t.now();
    for (let n = 0; n < OTP_MAX_SENDS_PER_HOUR; n++) {
      await t.sendCode('0773000003');
      t.advance(61_000);
    }
    expect(errorOf(await t.gql(INITIATE, { username: '0773000003' }))).toBe('ARO-E1030:Too many codes were sent to this number. Please try again later.');
    // Other numbers are not affected.
    expect((await t.gql(INITIATE, { username: '0773000004' })).errors).toBeUndefined();
    t.advance(first + 60 * 60 * 1000 + 1 - t.now());
    expect((await t.gql(INITIATE, { username: '0773000003' })).errors).toBeUndefined();
  });

  it(`refuses a ${OTP_MAX_SENDS_PER_DAY + 1}th code within 24 hours (ARO-E1030), and allows it once the day has rolled on`, async () => {
    const first = t.now();
    for (let n = 1; n <= OTP_MAX_SENDS_PER_DAY; n++) {
      await t.sendCode('0773000005');
      // Past the resend countdown, and past the hourly limit after every 5 codes.
      t.advance(n % OTP_MAX_SENDS_PER_HOUR === 0 ? HOUR : 61_000);
    }
    expect(errorOf(await t.gql(INITIATE, { username: '0773000005' }))).toBe('ARO-E1030:Too many codes were sent to this number. Please try again later.');
    t.advance(first + DAY + 1 - t.now());
    expect((await t.gql(INITIATE, { username: '0773000005' })).errors).toBeUndefined();
  });
});

describe(`${OTP_MAX_WRONG_TRIES_PER_DAY} wrong codes a day per number, across its codes`, () => {
  const TOO_MANY_WRONG = 'ARO-E1032:Too many wrong codes for this number. Please try again tomorrow.';

  it('counts down the tries left of the day, then refuses sign-ins (even the right code) and new codes until the day has rolled on', async () => {
    const first = t.now();
    const a = await t.sendCode('0773000006');
    const codeA = await t.latestCode(a.mobileNo);
    for (let n = 0; n < 5; n++) await complete(a.id, wrong(codeA));
    t.advance(61_000);
    const b = await t.sendCode('0773000006');
    const codeB = await t.latestCode(b.mobileNo);
    const triesB: number[] = [];
    for (let n = 0; n < 3; n++) triesB.push((await complete(b.id, wrong(codeB))).data?.completeAuthentication.triesLeft ?? -1);
    expect(triesB).toEqual([4, 3, 2]);
    t.advance(61_000);
    // 8 wrong so far: a fresh code has 2 tries left, not 5.
    const c = await t.sendCode('0773000006');
    const codeC = await t.latestCode(c.mobileNo);
    expect((await complete(c.id, wrong(codeC))).data?.completeAuthentication).toEqual({ id: c.id, outcome: 'failed', accessToken: null, triesLeft: 1 });
    expect((await complete(c.id, wrong(codeC))).data?.completeAuthentication).toEqual({ id: c.id, outcome: 'locked', accessToken: null, triesLeft: 0 });

    expect(errorOf(await complete(c.id, codeC))).toBe(TOO_MANY_WRONG);
    expect(errorOf(await complete(b.id, codeB))).toBe(TOO_MANY_WRONG);
    t.advance(61_000);
    expect(errorOf(await t.gql(INITIATE, { username: '0773000006' }))).toBe(TOO_MANY_WRONG);
    // Other numbers are not affected.
    expect((await t.gql(INITIATE, { username: '0773000007' })).errors).toBeUndefined();

    // A day after the first code its 5 wrong tries no longer count.
    t.advance(first + DAY + 1 - t.now());
    expect(typeof (await t.signIn('0773000006'))).toBe('string');
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
    const guesses = [1, 2, 3].map((n) => `g${n}: completeAuthentication(id: "${id}", code: ${((code - 1000 + n) % 9000) + 1000}) { outcome }`).join(' ');
    const response = await t.gql(`mutation { ${guesses} }`);
    expect(errorOf(response)).toBe('completeAuthentication may appear only once per request.');
    expect((await complete(id, code)).data?.completeAuthentication).toMatchObject({ outcome: 'succeeded', triesLeft: 5 });
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
    expect((await complete(id, code)).data?.completeAuthentication).toEqual({ id, outcome: 'locked', accessToken: null, triesLeft: 0 });
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
    expect((await complete(id, code)).data?.completeAuthentication).toEqual({ id, outcome: 'expired', accessToken: null, triesLeft: 5 });
  });

  it('takes a code only once', async () => {
    const { id, mobileNo } = await t.sendCode('0773000016');
    const code = await t.latestCode(mobileNo);
    expect((await complete(id, code)).data?.completeAuthentication.outcome).toBe('succeeded');
    expect((await complete(id, code)).data?.completeAuthentication).toMatchObject({ outcome: 'expired', accessToken: null });
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
