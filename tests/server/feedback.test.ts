import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_LOCK_MS, SCORE_BANDS, scoreBand } from '../../domain/feedback';
import {
  bookSession,
  errorOf,
  newPatient,
  sessionById,
  signInStaff,
  startTestServer,
  type TestServer,
} from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

const SESSION_ID = 'sess-0006';
const staffOp = (name: string, arg: 'sessionId' | 'appointmentId') =>
  `mutation ($id: ID!) { ${name}(${arg}: $id) { session { id } } }`;
const RATE = `mutation ($id: ID!, $extension: AppointmentExtensionInput!) { updateExtensionOfAppointment(id: $id, extension: $extension) { id feedbackRating feedbackComment heartbeatLinkSeen } }`;
const STAFF_FEEDBACK = `{ staffFeedback { count average bands { band count } recent { appointmentId rating comment patientName doctorName } } }`;

let staffToken = '';
let organizationId = '';
/** The rating that won the two simultaneous submits: either may, so the staff totals are checked against it. */
let raceWinner: number | null = null;

/** A new patient booked into the started session, brought through arrival to fulfilled by staff (of `on`: `t` unless another server). */
async function fulfilledVisit(
  mobile: string,
  on: TestServer = t,
  staff = staffToken,
): Promise<{ token: string; appointmentId: string }> {
  const { token, patientId } = await newPatient(on, mobile);
  const booked = await bookSession(on, token, SESSION_ID, patientId);
  const appointmentId = booked.data?.createAppointment.id ?? '';
  expect(errorOf(await on.gql(staffOp('markAppointmentArrived', 'appointmentId'), { id: appointmentId }, staff))).toBe(
    '',
  );
  expect(
    errorOf(await on.gql(staffOp('markAppointmentFulfilled', 'appointmentId'), { id: appointmentId }, staff)),
  ).toBe('');
  return { token, appointmentId };
}

/** The feedback link texted to a normalised number (the newest one). */
async function linkSentTo(mobile: string, on: TestServer = t): Promise<string> {
  const text = (await on.outbox()).find((sms) => sms.mobile === mobile && sms.text.includes('/pf?r='))?.text ?? '';
  const link = /https?:\/\/\S+\/pf\?r=\S+/.exec(text)?.[0];
  if (link === undefined) throw new Error(`no feedback link was sent to ${mobile}`);
  return link;
}

const feedbackUrl = (link: string): string => `${t.url}/feedback${new URL(link).search}`;
const post = (url: string, body: unknown, contentType = 'application/json'): Promise<Response> =>
  fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body: JSON.stringify(body) });

beforeAll(async () => {
  organizationId = (await sessionById(t, SESSION_ID))?.organization.id ?? '';
  staffToken = await signInStaff(t, `staff.${organizationId.replace(/^org-/, '')}`);
  expect(errorOf(await t.gql(staffOp('startSession', 'sessionId'), { id: SESSION_ID }, staffToken))).toBe('');
});

describe('the feedback link texted on fulfilment', () => {
  it('sends one SMS whose link reads and rates the visit once; the page then shows it locked', async () => {
    const before = (await t.outbox()).length;
    await fulfilledVisit('0778900001');
    const sent = (await t.outbox())
      .slice(0, (await t.outbox()).length - before)
      .filter((sms) => sms.mobile === '94778900001');
    expect(sent.filter((sms) => sms.text.includes('/pf?r='))).toHaveLength(1);
    const link = await linkSentTo('94778900001');
    // No PUBLIC_URL: the link opens on the address this server answers on (port and scheme included).
    expect(link.startsWith(`${t.url}/pf?r=`)).toBe(true);

    const read = await fetch(feedbackUrl(link));
    expect(read.status).toBe(200);
    const page = (await read.json()) as { organizationName: string; doctorName: string };
    expect(page).toMatchObject({ feedbackRating: null, feedbackComment: null, locked: false });
    expect(page.organizationName).not.toBe('');
    expect(page.doctorName).toMatch(/^Dr\./);

    expect((await post(feedbackUrl(link), { rating: 11 })).status).toBe(400);
    expect((await post(feedbackUrl(link), { rating: 10, feedback: 'Kind doctor' }, 'text/plain')).status).toBe(415);
    const rated = await post(feedbackUrl(link), { rating: 10, feedback: 'Kind doctor' });
    expect(rated.status).toBe(200);
    const replay = await post(feedbackUrl(link), { rating: 1, feedback: 'again' });
    expect(replay.status).toBe(409);
    expect(await replay.json()).toMatchObject({ error: 'already' });
    expect(await (await fetch(feedbackUrl(link))).json()).toMatchObject({
      feedbackRating: 10,
      feedbackComment: 'Kind doctor',
      locked: true,
    });
  });

  it('refuses an altered ref, a missing one and an oversized body', async () => {
    await fulfilledVisit('0778900002');
    const link = await linkSentTo('94778900002');
    const ref = new URL(link).searchParams.get('r') ?? '';
    const [id, expiry, signature] = ref.split('.');
    // Another appointment's id, or a later expiry, under the same signature.
    const altered = [
      `appt-0004.${expiry}.${signature}`,
      `${id}.${(Number.parseInt(expiry ?? '0', 36) + FEEDBACK_LOCK_MS).toString(36)}.${signature}`,
      `${id}.${expiry}.${(signature ?? '').slice(0, -2)}AA`,
    ];
    for (const candidate of altered) {
      expect((await fetch(`${t.url}/feedback?r=${encodeURIComponent(candidate)}`)).status).toBe(403);
      expect((await post(`${t.url}/feedback?r=${encodeURIComponent(candidate)}`, { rating: 5 })).status).toBe(403);
    }
    expect((await fetch(`${t.url}/feedback`)).status).toBe(403);
    expect((await post(feedbackUrl(link), { rating: 5, feedback: 'x'.repeat(5000) })).status).toBe(413);
    expect((await fetch(feedbackUrl(link), { method: 'DELETE' })).status).toBe(405);
  });
});

describe('on a configured public address (PUBLIC_URL)', () => {
  it('texts links that start with it, whatever address the server itself answers on', async () => {
    const behindProxy = await startTestServer({ publicUrl: 'https://care.example.lk/' });
    try {
      const staff = await signInStaff(behindProxy, `staff.${organizationId.replace(/^org-/, '')}`);
      expect(errorOf(await behindProxy.gql(staffOp('startSession', 'sessionId'), { id: SESSION_ID }, staff))).toBe('');
      await fulfilledVisit('0778900009', behindProxy, staff);
      expect(await linkSentTo('94778900009', behindProxy)).toMatch(/^https:\/\/care\.example\.lk\/pf\?r=[^/]+$/);
    } finally {
      await behindProxy.close();
    }
  });

  it('refuses to start on an address that is not an origin', async () => {
    await expect(startTestServer({ publicUrl: 'care.example.lk' })).rejects.toThrow(
      /PUBLIC_URL must be an absolute http\(s\) address/,
    );
    await expect(startTestServer({ publicUrl: 'https://care.example.lk/app' })).rejects.toThrow(
      /PUBLIC_URL must be an origin only/,
    );
    await expect(startTestServer({ publicUrl: 'ftp://care.example.lk' })).rejects.toThrow(
      /PUBLIC_URL must start with https:\/\/ or http:\/\//,
    );
  });
});

describe('updateExtensionOfAppointment', () => {
  it("rates only the account's own fulfilled appointment, 1 to 10, once", async () => {
    const { token, appointmentId } = await fulfilledVisit('0778900003');
    const { token: other } = await newPatient(t, '0778900004');
    expect(errorOf(await t.gql(RATE, { id: appointmentId, extension: { feedbackRating: 9 } }, other))).toMatch(
      /^ARO-E1040:/,
    );
    expect(errorOf(await t.gql(RATE, { id: appointmentId, extension: { feedbackRating: 0 } }, token))).toBe(
      'ARO-E1046:That cannot be done in this state. Please choose a rating from 1 to 10.',
    );
    expect(
      errorOf(await t.gql(RATE, { id: appointmentId, extension: { feedbackComment: 'no rating' } }, token)),
    ).toMatch(/^ARO-E1046:.*rating from 1 to 10/);

    // Two submits at once: exactly one rating is stored.
    const both = await Promise.all([
      t.gql<{ updateExtensionOfAppointment: { feedbackRating: number } }>(
        RATE,
        { id: appointmentId, extension: { feedbackRating: 7, feedbackComment: 'first' } },
        token,
      ),
      t.gql<{ updateExtensionOfAppointment: { feedbackRating: number } }>(
        RATE,
        { id: appointmentId, extension: { feedbackRating: 3 } },
        token,
      ),
    ]);
    const stored = both.filter((response) => errorOf(response) === '');
    expect(stored).toHaveLength(1);
    raceWinner = stored[0]?.data?.updateExtensionOfAppointment.feedbackRating ?? null;
    expect([7, 3]).toContain(raceWinner);
    expect(both.map(errorOf).filter((message) => message !== '')).toEqual([
      'ARO-E1046:That cannot be done in this state. Feedback was already given for this appointment.',
    ]);
    const link = await linkSentTo('94778900003');
    expect((await post(feedbackUrl(link), { rating: 5 })).status).toBe(409);
  });

  it('refuses a booked appointment and sets the heartbeat flag', async () => {
    const { token, patientId } = await newPatient(t, '0778900005');
    const appointmentId = (await bookSession(t, token, SESSION_ID, patientId)).data?.createAppointment.id;
    expect(errorOf(await t.gql(RATE, { id: appointmentId, extension: { feedbackRating: 8 } }, token))).toBe(
      'ARO-E1046:That cannot be done in this state. Feedback opens once the appointment is completed.',
    );
    const seen = await t.gql<{ updateExtensionOfAppointment: { heartbeatLinkSeen: boolean } }>(
      RATE,
      { id: appointmentId, extension: { heartbeatLinkSeen: true } },
      token,
    );
    expect(seen.data?.updateExtensionOfAppointment.heartbeatLinkSeen).toBe(true);
  });
});

describe('staff feedback', () => {
  it("shows only the staff member's hospital's ratings", async () => {
    const own = await t.gql<{
      staffFeedback: {
        count: number;
        recent: { comment: string | null; rating: number }[];
        bands: { band: string; count: number }[];
      };
    }>(STAFF_FEEDBACK, {}, staffToken);
    expect(own.data?.staffFeedback.count).toBe(2);
    // The 10 of the feedback link, and whichever of 7 or 3 won the race.
    const bandsRated = [scoreBand(10), scoreBand(raceWinner)];
    expect(own.data?.staffFeedback.bands).toEqual(
      SCORE_BANDS.map((band) => ({ band, count: bandsRated.filter((rated) => rated === band).length })),
    );
    expect(own.data?.staffFeedback.recent.map((entry) => entry.comment)).toContain('Kind doctor');
    const otherOrg = organizationId === 'org-colombo' ? 'kandy' : 'colombo';
    const other = await signInStaff(t, `staff.${otherOrg}`);
    expect(
      (await t.gql<{ staffFeedback: { count: number } }>(STAFF_FEEDBACK, {}, other)).data?.staffFeedback.count,
    ).toBe(0);
  });
});

describe('an expired link', () => {
  it('is refused (410) after the 30-day lock, for reading and for rating', async () => {
    await fulfilledVisit('0778900006');
    const link = await linkSentTo('94778900006');
    t.advance(FEEDBACK_LOCK_MS + 2 * 24 * 60 * 60_000);
    try {
      expect((await fetch(feedbackUrl(link))).status).toBe(410);
      const late = await post(feedbackUrl(link), { rating: 9 });
      expect(late.status).toBe(410);
      expect(await late.json()).toMatchObject({ error: 'expired' });
    } finally {
      t.advance(-(FEEDBACK_LOCK_MS + 2 * 24 * 60 * 60_000));
    }
  });
});
