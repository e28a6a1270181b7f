import { randomUUID } from 'node:crypto';
import { Client, fetchExchange } from '@urql/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { DEMO_HOLDER_MOBILE } from '../../server/seed/people';
import { agentChatActors, type SocketSignal } from '../../src/features/chat/api/chatActors';
import { checkpointsOf } from '../../flows/runs/checkpoints';
import { machineVersions } from '../../flows/runs/versions';
import { maskTrace } from '../../flows/trace/mask';
import type { Trace } from '../../flows/trace/trace';
import { recordRunTransport } from '../../src/lib/recordedRuns/recordRunTransport';
import { startRunUploader, type RunUpload } from '../../src/lib/recordedRuns/runUploader';
import { MOBILE, RIGHT_CODE, askForCode, enterRightCode, liveAssistant, when } from '../inspector/ui/liveHarness';
import { dataOf } from './chatApi';
import { signInStaff, startTestServer, type TestServer } from './harness';

/**
 * The browser's side of recorded runs against the real server (issue 33): a real assistant conversation, recorded
 * and masked by the app's uploader, uploaded with its transport, then read back by a tester as it was sent.
 */

const STAFF_CHAT = 'query ($id: ID!) { staffChat(id: $id) { assistantRunId assistantTranscript } }';

interface StaffChat {
  readonly assistantRunId: string | null;
  readonly assistantTranscript: readonly string[] | null;
}

/** An urql client over HTTP carrying the token, as the app's client does once signed in. */
function clientWith(token: string): Client {
  return new Client({
    url: `${t.url}/graphql`,
    exchanges: [fetchExchange],
    fetchOptions: () => ({ headers: { authorization: `Bearer ${token}` } }),
  });
}

const OPEN = 'query ($id: ID!) { recordedRun(id: $id) { id flow steps ended trace checkpoints } }';

interface Opened {
  readonly id: string;
  readonly flow: string;
  readonly steps: number;
  readonly ended: boolean;
  readonly trace: string;
  readonly checkpoints: string;
}

/** The tab's session storage, in memory (the server's tests run in Node, not a browser page). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/**
 * The app's uploader on a live conversation, its run masked in the test's thread (the app masks in a worker), sending
 * through the app's transport to the test server; every upload is kept in `sent`, and whether it arrived in `arrived`.
 */
function uploaderOn(
  live: ReturnType<typeof liveAssistant>,
  options: { readonly page: EventTarget; readonly delayMs: number },
): { readonly sent: RunUpload[]; readonly arrived: boolean[]; readonly stop: () => void } {
  const sent: RunUpload[] = [];
  const arrived: boolean[] = [];
  const transport = recordRunTransport(() => null, fetch, `${t.url}/graphql`);
  const stop = startRunUploader({
    hub: live.hub,
    checkpointsOf,
    mask: (trace) => Promise.resolve({ trace: maskTrace(trace), versions: machineVersions() }),
    transport: (upload, uploadOptions) => {
      sent.push(upload);
      return transport(upload, uploadOptions).then(
        () => void arrived.push(true),
        (error: unknown) => {
          arrived.push(false);
          throw error;
        },
      );
    },
    tenant: 'carechat-demo',
    storage: sessionStorage,
    page: options.page,
    delayMs: options.delayMs,
    log: (message, error) => console.error(message, error),
  });
  return { sent, arrived, stop };
}

/** What the hospital's front desk reads of a chat's hand-over. */
async function deskSees(chatId: string): Promise<StaffChat> {
  const desk = await signInStaff(t, 'staff.colombo');
  return dataOf(await t.gql<{ staffChat: StaffChat }>(STAFF_CHAT, { id: chatId }, desk), 'staffChat').staffChat;
}

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
  // What the conversation store reads of the page (its storage, its page events), once the database is open (PGlite
  // takes a global window for a browser's).
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { pathname: '/', search: '' } }));
}, 60_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});

describe('a recorded conversation on the real server', () => {
  let holderToken = '';

  it('is stored as the browser masked it, a tester reads it back, and the hand-over to staff names it', async () => {
    const live = liveAssistant();
    const page = new EventTarget();
    const { sent, arrived, stop } = uploaderOn(live, { page, delayMs: 50 });
    await askForCode(live);
    await enterRightCode(live);
    await when(() => sent.at(-1)?.run.includes('loadProfile') === true && arrived.length === sent.length);
    expect(arrived.every(Boolean)).toBe(true);
    page.dispatchEvent(new Event('pagehide'));
    await when(
      () => arrived.length === sent.length && sent.length > 0 && sent.at(-1)?.run.includes('"ended":true') === true,
    );

    const upload = sent.at(-1);
    if (upload === undefined) throw new Error('nothing uploaded');
    const tester = await signInStaff(t, 'tester.colombo');
    const opened = dataOf(
      await t.gql<{ recordedRun: Opened }>(OPEN, { id: upload.id }, tester),
      'recordedRun',
    ).recordedRun;
    const trace = JSON.parse(opened.trace) as Trace;
    const uploaded = (JSON.parse(upload.run) as { trace: Trace }).trace;
    expect(opened).toMatchObject({ id: upload.id, flow: 'assistant', ended: true, steps: uploaded.steps.length });
    expect(trace).toEqual(uploaded);
    expect(JSON.parse(opened.checkpoints)).toEqual((JSON.parse(upload.run) as { checkpoints: unknown }).checkpoints);
    expect(trace.masked).toBe(true);
    for (const value of [MOBILE.typed, MOBILE.normalised, RIGHT_CODE, 'Nimal', 'Perera'])
      expect(opened.trace).not.toContain(value);
    live.disconnect();
    stop();

    // The patient then asks for the hospital's staff: the agent chat opens naming this run (the tab still holds it), and
    // the front desk sees the transcript the patient saw with the assistant, masked.
    holderToken = await t.signIn(DEMO_HOLDER_MOBILE);
    const chats = agentChatActors(clientWith(holderToken), {
      accessToken: () => null,
      socket: {} as SocketSignal,
    });
    const chat = await toPromise(createActor(chats.prepareChat, { input: { hospitalId: 'org-colombo' } }).start());
    const seen = await deskSees(chat.id);
    expect(seen).toMatchObject({ assistantRunId: upload.id, assistantTranscript: trace.expected.transcript });

    // A run the server does not hold (its first upload never arrived) never keeps the patient from the staff.
    sessionStorage.setItem(
      'carechat.recordedRun',
      JSON.stringify({ id: randomUUID(), key: 'k'.repeat(32), sofar: null }),
    );
    const again = await toPromise(createActor(chats.prepareChat, { input: { hospitalId: 'org-colombo' } }).start());
    expect(again.id).toBe(chat.id);
  });

  it('a hand-over in the first seconds uploads the run at once, so staff still read its story', async () => {
    // A new tab: no conversation or run kept from the test before.
    sessionStorage.clear();
    const live = liveAssistant();
    // An upload never due on its own: only the hand-over's asking sends the run.
    const { sent, stop } = uploaderOn(live, { page: new EventTarget(), delayMs: 3_600_000 });
    // The greeting alone: the patient asks for the hospital at once.
    expect(sent).toEqual([]);

    // The holder as the first test signed in (a second code for the number would wait out the first's minute).
    const chats = agentChatActors(clientWith(holderToken), {
      accessToken: () => null,
      socket: {} as SocketSignal,
    });
    const chat = await toPromise(createActor(chats.prepareChat, { input: { hospitalId: 'org-colombo' } }).start());
    const run = sent.at(-1);
    if (run === undefined) throw new Error('the hand-over uploaded nothing');
    const seen = await deskSees(chat.id);
    expect(seen.assistantRunId).toBe(run.id);
    expect(seen.assistantTranscript?.length).toBeGreaterThan(0);
    live.disconnect();
    stop();
  });
});
