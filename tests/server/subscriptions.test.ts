import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_PATIENT, LOGOUT, operationErrors, patientInput, startTestServer, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

const PROFILE_CHANGED = 'subscription { profileChanged { id mobileNo patients { given relationship } } }';

interface Pushed {
  data?: {
    profileChanged: { id: string; mobileNo: string; patients: { given: string[]; relationship: string | null }[] };
  } | null;
  errors?: readonly { message: string }[];
}

/** Collects what a subscription pushes; `next(n)` waits until n results have arrived. */
function listen(client: Client): {
  results: Pushed[];
  next(count: number): Promise<Pushed[]>;
  done: Promise<void>;
  stop(): void;
} {
  const results: Pushed[] = [];
  const waiters: (() => void)[] = [];
  let stop = (): void => undefined;
  const done = new Promise<void>((resolve, reject) => {
    stop = client.subscribe<Pushed['data']>(
      { query: PROFILE_CHANGED },
      {
        next: (value) => {
          results.push(value);
          for (const wake of waiters.splice(0)) wake();
        },
        error: (error: unknown) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
        complete: () => {
          resolve();
          for (const wake of waiters.splice(0)) wake();
        },
      },
    );
  });
  const next = async (count: number): Promise<Pushed[]> => {
    const deadline = Date.now() + 5000;
    while (results.length < count && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return results;
  };
  return { results, next, done, stop: () => stop() };
}

describe('profileChanged over the websocket', () => {
  it('pushes the profile at once, then again when a patient is added (token in the URL)', async () => {
    const token = await t.signIn('0776000001');
    const live = listen(t.socket(token));
    const [first] = await live.next(1);
    expect(first?.data?.profileChanged).toMatchObject({ mobileNo: '94776000001', patients: [] });

    const created = await t.gql(
      CREATE_PATIENT,
      { hospitalId: 'org-galle', args: patientInput({ given: ['Ishara'] }) },
      token,
    );
    expect(created.errors).toBeUndefined();
    const results = await live.next(2);
    expect(results[1]?.data?.profileChanged.patients).toEqual([{ given: ['Ishara'], relationship: 'Me' }]);
    live.stop();
  });

  it("never pushes another account's changes", async () => {
    const mine = await t.signIn('0776000002');
    const theirs = await t.signIn('0776000003');
    const live = listen(t.socket(mine));
    await live.next(1);
    await t.gql(CREATE_PATIENT, { hospitalId: 'org-galle', args: patientInput({ given: ['Other'] }) }, theirs);
    await t.gql(CREATE_PATIENT, { hospitalId: 'org-galle', args: patientInput({ given: ['Mine'] }) }, mine);
    const results = await live.next(2);
    expect(results).toHaveLength(2);
    expect(results[1]?.data?.profileChanged.patients.map((patient) => patient.given[0])).toEqual(['Mine']);
    live.stop();
  });

  it('stops handing the profile to a socket whose token was logged out', async () => {
    const phone = await t.signIn('0776000004');
    t.advance(61_000);
    const laptop = await t.signIn('0776000004');
    const live = listen(t.socket(phone));
    await live.next(1);
    expect((await t.gql<{ logout: boolean }>(LOGOUT, {}, phone)).data?.logout).toBe(true);
    await t.gql(CREATE_PATIENT, { hospitalId: 'org-galle', args: patientInput({ given: ['Later'] }) }, laptop);
    const results = await live.next(2);
    expect(results[1]?.errors?.[0]?.message).toBe('ARO-E1024:You have been logged out, please login again.');
    expect(JSON.stringify(results[1])).not.toContain('Later');
    live.stop();
  });

  it('refuses the subscription without a token (ARO-E1023)', async () => {
    const live = listen(t.socket(null));
    await live.done;
    expect(live.results).toHaveLength(1);
    expect(live.results[0]?.errors?.[0]?.message).toBe('ARO-E1023:Please login.');
    expect(live.results[0]?.data ?? null).toBeNull();
  });

  it('applies the document limits to websocket operations too, and keeps the socket open', async () => {
    const client = t.socket(null);
    const errorsOf = (query: string): Promise<string[]> => operationErrors(client, query);
    const twice =
      'mutation { a: initiateAuthentication(username: "0776000010") { id } b: initiateAuthentication(username: "0776000011") { id } }';
    expect(await errorsOf(twice)).toEqual(['initiateAuthentication may appear only once per request.']);
    const long = `{ ${Array.from({ length: 700 }, (_, n) => `f${n}: __typename`).join(' ')} }`;
    expect(await errorsOf(long)).toEqual(['Syntax Error: Token limit of 2000 exceeded.']);
    expect(await errorsOf('{ __typename }')).toEqual([]);
  });

  it('refuses the subscription with an unknown token (ARO-E1022)', async () => {
    const live = listen(t.socket('not-a-token'));
    await live.done;
    expect(live.results[0]?.errors?.[0]?.message).toBe('ARO-E1022:Authentication failed');
  });
});
