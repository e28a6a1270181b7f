import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESEND_COUNTDOWN_SECONDS } from '../../domain/otp';
import { eveningBeforeStart } from '../../domain/reminderSchedule';
import { sendDueReminders } from '../../server/modules/reminders/appointmentReminders';
import { notifyViewableReports } from '../../server/modules/reports/viewableNotifier';
import { chattingPatient, dataOf, seededStaff, type SummaryData } from './chatApi';
import {
  COMPLETE,
  errorOf,
  newPatient,
  signInStaff,
  startTestServer,
  type CompleteData,
  type TestServer,
} from './harness';
import { addParameters, ok, verifiedFbc } from './labReportsFlow';
import { bookAndPay, paidSessionsOf } from './refundFlow';

/**
 * The account's language (issue 32): the sign-in code's SMS in the device's language, that language saved on the
 * account at sign-in, set by its owner only, and every later SMS (reminders, report ready) worded in it; staff see it
 * beside the patient's name.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const INITIATE = `mutation ($username: String!, $language: Language) { initiateAuthentication(username: $username, language: $language) { id } }`;
const LANGUAGE = `{ accountLanguage }`;
const SET_LANGUAGE = `mutation ($language: Language!) { setAccountLanguage(language: $language) }`;

let clock = Date.now();
const now = (): number => clock;
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ now, codeRequestsPerAddressPerHour: 1000, wrongCodesPerAddressPerHour: 1000 });
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** The texts sent to a number (07…), newest first. */
async function textsTo(mobile: string): Promise<string[]> {
  const digits = mobile.replace(/^0/, '');
  return (await t.outbox()).filter((message) => message.mobile.endsWith(digits)).map((message) => message.text);
}

/** Asks for a code (in the device's language, when given); returns the challenge id and the SMS text. */
async function askCode(mobile: string, language?: string): Promise<{ id: string; text: string }> {
  const id = ok(await t.gql<{ initiateAuthentication: { id: string } }>(INITIATE, { username: mobile, language }))
    .initiateAuthentication.id;
  const [text] = await textsTo(mobile);
  if (text === undefined) throw new Error('no code SMS');
  return { id, text };
}

async function signInWith(id: string, text: string): Promise<string> {
  const code = Number(/\d{4}/.exec(text)?.[0]);
  const token = ok(await t.gql<CompleteData>(COMPLETE, { id, code })).completeAuthentication.accessToken;
  if (token === null) throw new Error('sign-in failed');
  return token;
}

const languageOf = async (token: string): Promise<string> =>
  ok(await t.gql<{ accountLanguage: string }>(LANGUAGE, {}, token)).accountLanguage;

describe('the sign-in code', () => {
  it("is worded in the device's language for a new number, and signing in saves it on the account", async () => {
    const si = await askCode('0779300001', 'si');
    expect(si.text).toMatch(/^ඔබේ Carechat සත්‍යාපන කේතය [1-9]\d{3}\. එය විනාඩි 5කින් කල් ඉකුත් වේ\.$/);
    expect(await languageOf(await signInWith(si.id, si.text))).toBe('si');

    const ta = await askCode('0779300002', 'ta');
    expect(ta.text).toMatch(/^உங்கள் Carechat சரிபார்ப்புக் குறியீடு [1-9]\d{3}\. இது 5 நிமிடங்களில் காலாவதியாகும்\.$/);
    expect(await languageOf(await signInWith(ta.id, ta.text))).toBe('ta');
  });

  it("without a device language: the account's language, else English", async () => {
    clock += (RESEND_COUNTDOWN_SECONDS + 1) * 1000;
    const again = await askCode('0779300001');
    expect(again.text).toMatch(/^ඔබේ Carechat සත්‍යාපන කේතය/);
    // Signing in without a device language leaves the account's as it was.
    expect(await languageOf(await signInWith(again.id, again.text))).toBe('si');

    const fresh = await askCode('0779300003');
    expect(fresh.text).toMatch(/^Your Carechat verification code is [1-9]\d{3}\. It expires in 5 minutes\.$/);
    expect(await languageOf(await signInWith(fresh.id, fresh.text))).toBe('en');
  });

  it('refuses a language that is not one of en, si, ta, and sends nothing', async () => {
    const response = await t.gql(INITIATE, { username: '0779300004', language: 'fr' });
    expect(errorOf(response)).toMatch(/"fr".*Language/);
    expect(await textsTo('0779300004')).toEqual([]);
  });
});

describe('setAccountLanguage', () => {
  it("sets the signed-in account's own language only; a bad value and a signed-out caller are refused", async () => {
    const a = await t.signIn('0779300011');
    const b = await t.signIn('0779300012');
    expect(await languageOf(a)).toBe('en');
    expect(
      ok(await t.gql<{ setAccountLanguage: string }>(SET_LANGUAGE, { language: 'ta' }, a)).setAccountLanguage,
    ).toBe('ta');
    expect(await languageOf(a)).toBe('ta');
    expect(await languageOf(b)).toBe('en');

    expect(errorOf(await t.gql(SET_LANGUAGE, { language: 'fr' }, a))).toMatch(/"fr".*Language/);
    expect(errorOf(await t.gql(SET_LANGUAGE, { language: '' }, a))).not.toBe('');
    expect(await languageOf(a)).toBe('ta');
    expect(errorOf(await t.gql(SET_LANGUAGE, { language: 'si' }))).toMatch(/^ARO-E1023:/);
    expect(errorOf(await t.gql(LANGUAGE))).toMatch(/^ARO-E1023:/);
  });
});

describe("SMS in the account's language", () => {
  it('the evening-before reminder in Sinhala', async () => {
    const session = (await paidSessionsOf(t, 'org-colombo')).find(
      (s) =>
        s.appointmentMaxAllowed !== 0 && eveningBeforeStart(Date.parse(s.startTime), 'Asia/Colombo') > clock + HOUR,
    );
    if (session === undefined) throw new Error('the seed has no paid Colombo session to remind of');
    const patient = await newPatient(t, '0779300021', 'Sunil');
    ok(await t.gql(SET_LANGUAGE, { language: 'si' }, patient.token));
    await bookAndPay(t, patient, session);
    clock = eveningBeforeStart(Date.parse(session.startTime), 'Asia/Colombo');
    await sendDueReminders(t.server.services);
    await vi.waitFor(async () => {
      const [text] = await textsTo('0779300021');
      expect(text).toMatch(/^මතක් කිරීම: .* Sunil .* ගේ .+ හි .+ සමඟ හමුවීම හෙට, .+\. ටෝකන් අංකය \d+, අපේක්ෂිත වේලාව .+\.$/u);
    });
  }, 60_000);

  it("'Your report is ready' in Tamil and in Sinhala", async () => {
    const staff = await signInStaff(t, 'staff.colombo');
    await addParameters(t, 'org-colombo');
    // The seed's own reports are announced first, so what follows concerns these two alone.
    clock += 16 * MINUTE;
    await notifyViewableReports(t.server.services);
    const ta = await newPatient(t, '0779300031', 'Kumar');
    const si = await newPatient(t, '0779300032', 'Nimal');
    ok(await t.gql(SET_LANGUAGE, { language: 'ta' }, ta.token));
    ok(await t.gql(SET_LANGUAGE, { language: 'si' }, si.token));
    await verifiedFbc(t, staff, ta.token, ta.patientId);
    await verifiedFbc(t, staff, si.token, si.patientId);
    clock += 16 * MINUTE;
    await notifyViewableReports(t.server.services);
    await vi.waitFor(async () => {
      expect(await textsTo('0779300031')).toContainEqual(
        expect.stringMatching(/^.+ இலிருந்து உங்கள் .+ அறிக்கை தயாராக உள்ளது\. அதைப் பார்க்க Carechat ஐத் திறக்கவும்\.$/u),
      );
      expect(await textsTo('0779300032')).toContainEqual(
        expect.stringMatching(/^.+ වෙතින් ඔබේ .+ වාර්තාව සූදානම්\. එය බැලීමට Carechat විවෘත කරන්න\.$/u),
      );
    });
  }, 60_000);
});

describe("the staff console's chats", () => {
  it("carry the patient's account language", async () => {
    const front = await seededStaff(t, 'staff.colombo');
    const tamil = await chattingPatient(t, '0779300041');
    ok(await t.gql(SET_LANGUAGE, { language: 'ta' }, tamil.token));
    await tamil.send('Vanakkam');
    const english = await chattingPatient(t, '0779300042');
    await english.send('Hello');
    const chats = dataOf(
      await t.gql<{ staffChats: (SummaryData & { language: string })[] }>(
        `{ staffChats { id language } }`,
        {},
        front.token,
      ),
      'staffChats',
    ).staffChats;
    expect(chats.find((chat) => chat.id === tamil.chat.id)?.language).toBe('ta');
    expect(chats.find((chat) => chat.id === english.chat.id)?.language).toBe('en');
  });
});
