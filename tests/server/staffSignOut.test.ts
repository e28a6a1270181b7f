import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatError } from '../../domain/errors';
import { chattingPatient, readChat, seededStaff, STAFF_CHATS_CHANGED, type SummaryData } from '../server/chatApi';
import { errorOf, LOGOUT, newPatient, signInStaff, startTestServer, type TestServer } from './harness';
import { subscribe, subscriptionError } from './videoFlow';

/**
 * Staff sign-out (issue 28): staffSignOut revokes the console's token as the patient's logout revokes theirs, and a
 * revoked token's open subscriptions end (server/graphql/endRevokedSubscriptions.ts), over the websocket and over
 * server-sent events, for staff and patients alike.
 */

const SIGN_OUT = 'mutation { staffSignOut }';
const STAFF_ME = '{ staffMe { id } }';
const LOGGED_OUT = formatError('ARO-E1024');

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

/** A subscription and whether it has completed (the server ended it). */
function watched<T>(
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): ReturnType<typeof subscribe<T>> & { completed: () => boolean } {
  let done = false;
  const client = t.socket(token);
  const results: { data?: T | null; errors?: readonly { message: string }[] }[] = [];
  const errors: unknown[] = [];
  const stop = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => (value.errors === undefined ? void results.push(value) : void errors.push(value.errors)),
      error: (error: unknown) => void errors.push(error),
      complete: () => {
        done = true;
      },
    },
  );
  const until = async (check: (current: typeof results) => boolean): Promise<typeof results> => {
    const deadline = Date.now() + 5000;
    while (!check(results) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return results;
  };
  return { results, errors, stop, until, completed: () => done };
}

async function untilTrue(check: () => boolean | Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 5000;
  while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
}

describe('staffSignOut', () => {
  it('revokes the token: refused from then on (ARO-E1024), the same member’s other sign-ins untouched', async () => {
    const [token, otherShift] = [await signInStaff(t, 'staff.colombo'), await signInStaff(t, 'staff.colombo')];
    expect((await t.gql<{ staffSignOut: boolean }>(SIGN_OUT, {}, token)).data?.staffSignOut).toBe(true);

    expect(errorOf(await t.gql(STAFF_ME, {}, token))).toBe(LOGGED_OUT);
    expect(errorOf(await t.gql(SIGN_OUT, {}, token))).toBe(LOGGED_OUT);
    expect(errorOf(await t.gql(STAFF_ME, {}, otherShift))).toBe('');
  });

  it('is for a staff token only: none ARO-E1023, a patient’s ARO-E1022 (which stays signed in)', async () => {
    expect(errorOf(await t.gql(SIGN_OUT))).toBe(formatError('ARO-E1023'));
    const { token } = await newPatient(t, '0779200001');
    expect(errorOf(await t.gql(SIGN_OUT, {}, token))).toBe(formatError('ARO-E1022'));
    expect(errorOf(await t.gql('{ queryOneProfile { id } }', {}, token))).toBe('');
  });

  it('ends the console’s open subscriptions with ARO-E1024, and its presence with them', async () => {
    const patient = await chattingPatient(t, '0779200002');
    const staff = await seededStaff(t, 'staff.colombo');
    const console = watched<{ staffChatsChanged: SummaryData[] }>(staff.token, STAFF_CHATS_CHANGED);
    await console.until((results) => results.length > 0);
    expect(await untilTrue(async () => (await readChat(t, patient.token, patient.chat.id)).staffOnline)).toBe(true);

    expect((await t.gql<{ staffSignOut: boolean }>(SIGN_OUT, {}, staff.token)).data?.staffSignOut).toBe(true);

    expect(await untilTrue(console.completed)).toBe(true);
    expect(subscriptionError(console.errors)).toBe(LOGGED_OUT);
    // The hospital's 'staff online' was that console: it is gone with it.
    expect(await untilTrue(async () => !(await readChat(t, patient.token, patient.chat.id)).staffOnline)).toBe(true);
  });

  it('signs a doctor out too, and ends only the subscriptions of the token signed out', async () => {
    const [doctor, desk] = [await signInStaff(t, 'doctor.colombo'), await signInStaff(t, 'staff.colombo')];
    const desks = watched<{ staffChatsChanged: SummaryData[] }>(desk, STAFF_CHATS_CHANGED);
    await desks.until((results) => results.length > 0);
    expect(errorOf(await t.gql(SIGN_OUT, {}, doctor))).toBe('');
    expect(errorOf(await t.gql(STAFF_ME, {}, doctor))).toBe(LOGGED_OUT);
    // Another token's subscription goes on: a change still reaches it.
    const before = desks.results.length;
    expect(errorOf(await (await chattingPatient(t, '0779200003')).send('Hello'))).toBe('');
    await desks.until((results) => results.length > before);
    expect(desks.results.length).toBeGreaterThan(before);
    expect(desks.completed()).toBe(false);
    desks.stop();
  });

  it('ends a subscription over server-sent events as well', async () => {
    const token = await signInStaff(t, 'staff.colombo');
    const response = await fetch(`${t.url}/graphql`, {
      signal: AbortSignal.timeout(10_000),
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'subscription { staffRefundsChanged { id } }' }),
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('"staffRefundsChanged"')) text += decoder.decode((await reader.read()).value);

    expect(errorOf(await t.gql(SIGN_OUT, {}, token))).toBe('');

    // The stream carries the refusal, then ends.
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    expect(text).toContain(LOGGED_OUT);
  });
});

describe("the patient's logout", () => {
  it('ends the account’s open subscriptions as well', async () => {
    const chat = await chattingPatient(t, '0779200005');
    const own = watched<{ chat: { id: string } }>(chat.token, 'subscription ($id: ID!) { chat(id: $id) { id } }', {
      id: chat.chat.id,
    });
    await own.until((results) => results.length > 0);

    expect(errorOf(await t.gql(LOGOUT, {}, chat.token))).toBe('');

    expect(await untilTrue(own.completed)).toBe(true);
    expect(subscriptionError(own.errors)).toBe(LOGGED_OUT);
  });
});
