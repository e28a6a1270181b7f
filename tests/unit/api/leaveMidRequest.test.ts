// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup, type AnyActorLogic, type Snapshot } from 'xstate';
import { actorsOf } from '../../../flows/actorsOf';
import { authCalls } from '../../../src/features/profiles/api/authActors';
import { createAppClient } from '../../../src/lib/client/client';
import { uploadImage } from '../../../src/lib/imageUpload';
import { LEAVE_RETRY_MS, LEAVE_WINDOW_MS, unlessLeaving } from '../../../src/lib/pageLeave';
import { searchCalls } from '../../../src/features/booking/api/searchActors';
import type { SessionStore } from '../../../src/lib/session/sessionStore';

/**
 * Issue 13: a request the browser cuts because the page is being left (net::ERR_ABORTED after
 * beforeunload; the page's code still sees fetch reject) must not reach the step's machine as a
 * failure. Each kind of actor of the features' api/ folders is run in a machine as the chat runs it: invoked, with
 * onError. Cut while the page leaves, the step stays in progress; if the page stays after all, the
 * request is tried again and answers.
 */

interface Pending {
  readonly name: string;
  readonly answer: () => void;
  readonly cut: () => void;
}

/** The network under urql and the blob service: every request waits until the test answers or cuts it. */
function fakeNetwork(data: (operationName: string) => unknown) {
  const pending: Pending[] = [];
  const names: string[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
    new Promise((resolve, reject) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://carechat.test');
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
      const fromBody =
        typeof body === 'object' && body !== null && 'operationName' in body ? String(body.operationName) : null;
      const name = url.searchParams.get('operationName') ?? fromBody ?? url.pathname;
      names.push(name);
      pending.push({
        name,
        answer: () =>
          resolve(
            name === '/blob/put'
              ? new Response(null, { status: 201, headers: { 'x-blobdata-id': 'blob-0001' } })
              : new Response(JSON.stringify({ data: data(name) }), { headers: { 'content-type': 'application/json' } }),
          ),
        // What Chromium's cancel of a leaving page's request looks like to the page.
        cut: () => reject(new TypeError('Failed to fetch')),
      });
    });
  const take = (): Pending[] => pending.splice(0);
  return { fetch, names, take };
}

const CATALOGUE: Record<string, unknown> = {
  SearchPractitioners: { queryPractitioner: [] },
  SearchSpecialties: { querySpecialty: [] },
  SearchOrganizations: { queryOrganization: [] },
  InitiateAuthentication: {
    initiateAuthentication: {
      __typename: 'AuthenticationInitiation',
      id: 'initiation-1',
      mobileNo: '94771234567',
      resendAfterSeconds: 60,
    },
  },
};

function appClient(network: ReturnType<typeof fakeNetwork>) {
  const session = { accessToken: () => null, reset: vi.fn(), signOut: vi.fn() } as unknown as SessionStore;
  return createAppClient({
    session,
    onSocketConnected: vi.fn(),
    onSocketError: vi.fn(),
    reload: vi.fn(),
    url: 'http://carechat.test/graphql',
    fetch: network.fetch,
  }).client;
}

/** One step of a flow: the actor invoked, its answer or its failure recorded as the machine's state. */
function step(logic: AnyActorLogic, input: unknown) {
  return setup({ actors: { call: logic } }).createMachine({
    initial: 'running',
    states: {
      running: { invoke: { src: 'call', input: () => input, onDone: 'done', onError: 'failed' } },
      done: {},
      failed: {},
    },
  });
}

const settle = (ms = 0): Promise<void> => vi.advanceTimersByTimeAsync(ms).then(() => undefined);
const leavePage = (): boolean => window.dispatchEvent(new Event('beforeunload'));

/**
 * The page begins to leave and its requests are cut: the step stays in progress. The navigation does
 * not happen after all (a tel: link, say), so they go again; answered, the step is done.
 */
async function cutWhileLeavingThenAnswer(
  network: ReturnType<typeof fakeNetwork>,
  actor: { getSnapshot: () => { value: unknown } },
): Promise<void> {
  await settle();
  const cut = network.take();
  expect(cut.length).toBeGreaterThan(0);
  leavePage();
  for (const request of cut) request.cut();
  await settle();
  expect(actor.getSnapshot().value).toBe('running');
  await settle(LEAVE_RETRY_MS);
  expect(network.names.slice(cut.length)).toEqual(cut.map((request) => request.name));
  for (const request of network.take()) request.answer();
  await settle();
  expect(actor.getSnapshot().value).toBe('done');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  // Back from the back-forward cache: the page stays (resets the shared watcher for the next test).
  window.dispatchEvent(new Event('pageshow'));
  vi.useRealTimers();
});

describe('a request cut because the page is being left is not a failure', () => {
  it('a GraphQL query actor (the search catalogue)', async () => {
    const network = fakeNetwork((name) => CATALOGUE[name]);
    const actor = createActor(step(actorsOf(searchCalls(appClient(network))).loadSearchCatalogue, {})).start();
    await cutWhileLeavingThenAnswer(network, actor);
    expect(network.names.slice(0, 3)).toEqual(['SearchPractitioners', 'SearchSpecialties', 'SearchOrganizations']);
  });

  it('a GraphQL mutation actor (sending the code)', async () => {
    const network = fakeNetwork((name) => CATALOGUE[name]);
    const actor = createActor(
      step(actorsOf(authCalls(appClient(network))).initiateAuthentication, { mobile: '94771234567' }),
    ).start();
    await cutWhileLeavingThenAnswer(network, actor);
    expect(network.names).toEqual(['InitiateAuthentication', 'InitiateAuthentication']);
  });

  it('a blob upload (an image for the agent chat)', async () => {
    const network = fakeNetwork(() => null);
    const upload = fromPromise<{ imageUrl: string }, Blob>(({ input }) =>
      uploadImage(input, 'token-1', 'org-colombo', { fetch: network.fetch }),
    );
    const actor = createActor(step(upload, new Blob(['jpeg'], { type: 'image/jpeg' }))).start();
    await cutWhileLeavingThenAnswer(network, actor);
    expect(network.names).toEqual(['/blob/put', '/blob/put']);
  });

  it("an actor whose code loads on first use (the chunk's load cut)", async () => {
    let loads = 0;
    const load = (): Promise<string> => {
      loads += 1;
      return loads === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve('calls');
    };
    leavePage();
    const actor = createActor(
      step(
        fromPromise(() => unlessLeaving(load)),
        {},
      ),
    ).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('running');
    await settle(LEAVE_RETRY_MS);
    expect(loads).toBe(2);
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('a real failure still fails: while the page stays, and once a leave is long over (it was cancelled)', async () => {
    const network = fakeNetwork((name) => CATALOGUE[name]);
    const client = appClient(network);
    const staying = createActor(
      step(actorsOf(authCalls(client)).initiateAuthentication, { mobile: '94771234567' }),
    ).start();
    await settle();
    network.take()[0]?.cut();
    await settle();
    expect(staying.getSnapshot().value).toBe('failed');

    leavePage();
    await settle(LEAVE_WINDOW_MS + 1);
    const later = createActor(
      step(actorsOf(authCalls(client)).initiateAuthentication, { mobile: '94771234567' }),
    ).start();
    await settle();
    network.take()[0]?.cut();
    await settle();
    expect(later.getSnapshot().value).toBe('failed');
  });
});

describe('leaving within the app (the chat home unmounts: its actor is stopped mid-request)', () => {
  it('never reports the request, and the stored snapshot, restored, runs the step again', async () => {
    const network = fakeNetwork((name) => CATALOGUE[name]);
    const machine = step(actorsOf(searchCalls(appClient(network))).loadSearchCatalogue, {});
    const actor = createActor(machine).start();
    await settle();
    // What ConversationStore stores on disconnect, then the stop (which aborts the promise actor's signal).
    const stored: unknown = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    actor.stop();
    for (const request of network.take()) request.cut();
    await settle();
    expect(actor.getSnapshot().value).toBe('running');

    const restored = createActor(machine, { snapshot: stored as Snapshot<unknown> }).start();
    await settle();
    expect(network.names.slice(3)).toEqual(['SearchPractitioners', 'SearchSpecialties', 'SearchOrganizations']);
    for (const request of network.take()) request.answer();
    await settle();
    expect(restored.getSnapshot().value).toBe('done');
  });
});
