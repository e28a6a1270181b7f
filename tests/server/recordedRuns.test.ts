import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatError } from '../../domain/errors';
import { ROLE_REFUSAL_TEXT } from '../../domain/staffRoles';
import type { Trace } from '../../flows/trace/trace';
import { recordedRuns, runOpenings } from '../../server/db/schema';
import { deleteExpiredRuns } from '../../server/modules/runs/retention';
import { RUN_UPLOADS_PER_ADDRESS_PER_MINUTE } from '../../server/modules/runs/uploadLimit';
import { dataOf } from './chatApi';
import { errorOf, newPatient, postFrom, signInStaff, startTestServer, type TestServer } from './harness';
import { BOOKING, CHECKPOINTS, newKey, RECORD, runText } from './runUploads';

/**
 * Recorded runs on the real server (issue 33, docs/decisions/0065-recorded-runs-storage.md): the browser's upload
 * (key, masking, size, switch, limit), the tester's library (list, filter, open with its openings), the role checks,
 * the retention job and the hand-over's transcript.
 */

const SUMMARY = 'id tenant flow language startedAt updatedAt finalState outcome error steps sizeBytes';
const LIST = `query ($filter: RecordedRunFilter) { recordedRuns(filter: $filter) { ${SUMMARY} } }`;
const OPEN = `query ($id: ID!) { recordedRun(id: $id) { ${SUMMARY} ended trace checkpoints versions openings { by at } } }`;
const PREPARE = `mutation ($hospitalId: ID!, $runId: ID, $runKey: String) {
  prepareChat(hospitalId: $hospitalId, assistantRunId: $runId, assistantRunKey: $runKey) { id assistantRunId }
}`;
const DROP_OFF = 'query ($filter: RecordedRunFilter) { runDropOff(filter: $filter) }';
const STAFF_CHAT = 'query ($id: ID!) { staffChat(id: $id) { id assistantRunId assistantTranscript } }';
const QUERY_CHAT = 'query ($id: ID!) { queryChat(id: $id) { id assistantRunId assistantTranscript } }';

const MINUTE = 60 * 1000;
/** A later checkpoint than CHECKPOINTS' last (its states given). */
const LAST = { at: 5000, step: 10, event: 'xstate.done.actor.0.payment', lines: 20 };
const DAY = 24 * 60 * MINUTE;

interface Summary {
  id: string;
  tenant: string;
  flow: string;
  language: string;
  startedAt: string;
  updatedAt: string;
  finalState: string;
  outcome: string;
  error: string | null;
  steps: number;
  sizeBytes: number;
}
interface Opened extends Summary {
  ended: boolean;
  trace: string;
  checkpoints: string;
  versions: string;
  openings: { by: string; at: string }[];
}

const refused = (detail: string): string => formatError('ARO-E1046', detail);

let t: TestServer;
let tester: string;
let desk: string;
let doctor: string;

const record = (id: string, key: string, run: string, token?: string) =>
  t.gql<{ recordRun: boolean }>(RECORD, { id, key, run }, token);

async function recorded(id: string, key: string, run: string, token?: string): Promise<void> {
  const response = await record(id, key, run, token);
  expect(errorOf(response)).toBe('');
  expect(response.data?.recordRun).toBe(true);
}

const list = async (filter: Record<string, unknown> = {}): Promise<Summary[]> =>
  dataOf(await t.gql<{ recordedRuns: Summary[] }>(LIST, { filter }, tester), 'recordedRuns').recordedRuns;

beforeAll(async () => {
  t = await startTestServer();
}, 60_000);

/** Staff tokens expire as the tests move the clock by days: fresh ones after each move. */
async function signInAll(): Promise<void> {
  [tester, desk, doctor] = await Promise.all([
    signInStaff(t, 'tester.colombo'),
    signInStaff(t, 'staff.colombo'),
    signInStaff(t, 'doctor.colombo'),
  ]);
}

beforeEach(signInAll);

afterAll(async () => {
  await t.close();
});

describe('recordRun: the browser uploads a run', () => {
  it('stores the first upload with its key, and a later upload of the same id with the key replaces it', async () => {
    const id = randomUUID();
    const key = newKey();
    await recorded(id, key, runText({ checkpoints: CHECKPOINTS.slice(0, 1) }));
    const [first] = await t.server.services.db.select().from(recordedRuns).where(eq(recordedRuns.id, id));
    expect(first).toMatchObject({ accountId: null, finalState: 'assistant.menu', ended: false, flow: 'assistant' });
    expect(first?.keyHash).not.toContain(key);
    expect(first?.keyHash).toMatch(/^[0-9a-f]{64}$/);

    t.advance(2000);
    await recorded(id, key, runText({ ended: true }));
    const [second] = await t.server.services.db.select().from(recordedRuns).where(eq(recordedRuns.id, id));
    expect(second).toMatchObject({
      finalState: 'assistant.booking booking.showingInvoice',
      ended: true,
      steps: BOOKING.steps.length,
      startedAt: first?.startedAt,
    });
    expect(second?.updatedAt.getTime()).toBe((first?.updatedAt.getTime() ?? 0) + 2000);
    // The same upload again changes nothing but the time (idempotent).
    await recorded(id, key, runText({ ended: true }));
  });

  it('refuses a later upload without the right key, and keeps what was stored', async () => {
    const id = randomUUID();
    await recorded(id, newKey(), runText());
    expect(errorOf(await record(id, newKey(), runText({ ended: true })))).toBe(
      refused('This recorded run cannot be written with that key.'),
    );
    expect(errorOf(await record(id, 'short', runText()))).toBe(refused("A run's write key has 22 to 128 characters."));
    const [row] = await t.server.services.db.select().from(recordedRuns).where(eq(recordedRuns.id, id));
    expect(row?.ended).toBe(false);
  });

  it('refuses an unmasked trace, another tenant, a run that is not one, and names the size bound', async () => {
    expect(errorOf(await record(randomUUID(), newKey(), runText({ trace: { masked: false } })))).toBe(
      refused('A recorded run must be masked in the browser (trace.masked).'),
    );
    expect(errorOf(await record(randomUUID(), newKey(), runText({ trace: { tenant: 'harbour-clinic' } })))).toBe(
      refused('This run was recorded for another tenant.'),
    );
    expect(errorOf(await record(randomUUID(), newKey(), '{"trace":'))).toBe(refused('A recorded run must be JSON.'));
    expect(errorOf(await record(randomUUID(), newKey(), '{"trace":{}}'))).toMatch(/^ARO-E1046:.*Not a recorded run/);
    expect(errorOf(await record('run-1', newKey(), runText()))).toBe(refused('A recorded run is named by a UUID.'));
    // 300 KB of transcript: past RUN_MAX_BYTES (256 KB), refused with the bound and the size, nothing stored.
    const id = randomUUID();
    const large = runText({ trace: { expected: { ...BOOKING.expected, transcript: ['x'.repeat(300 * 1024)] } } });
    expect(errorOf(await record(id, newKey(), large))).toBe(
      refused('A recorded run may be at most 256 KB; this one is 308 KB.'),
    );
    expect(await t.server.services.db.select().from(recordedRuns).where(eq(recordedRuns.id, id))).toEqual([]);
  });

  it('lets only an upload past the 64 KB request limit: any other document that large is still refused (413)', async () => {
    const post = async (query: string, variables: Record<string, unknown>): Promise<number> =>
      (
        await fetch(`${t.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        })
      ).status;
    const run = runText({ trace: { expected: { ...BOOKING.expected, transcript: ['x'.repeat(100 * 1024)] } } });
    expect(await post(RECORD, { id: randomUUID(), key: newKey(), run })).toBe(200);
    expect(await post('query ($x: String) { __typename }', { x: run })).toBe(413);
    // An upload beside another field, or under an alias, is no upload.
    const both =
      'mutation ($id: ID!, $key: String!, $run: String!) { recordRun(id: $id, key: $key, run: $run) logout }';
    expect(await post(both, { id: randomUUID(), key: newKey(), run })).toBe(413);
    const aliased = 'mutation ($id: ID!, $key: String!, $run: String!) { r: recordRun(id: $id, key: $key, run: $run) }';
    expect(await post(aliased, { id: randomUUID(), key: newKey(), run })).toBe(413);
  });

  it('stores the account of a signed-in patient (never shown to testers)', async () => {
    const { token } = await newPatient(t, '0771100001');
    const id = randomUUID();
    await recorded(id, newKey(), runText(), token);
    const [row] = await t.server.services.db.select().from(recordedRuns).where(eq(recordedRuns.id, id));
    expect(row?.accountId).toMatch(/.+/);
    const opened = dataOf(await t.gql<{ recordedRun: Opened }>(OPEN, { id }, tester), 'recordedRun').recordedRun;
    expect(JSON.stringify(opened)).not.toContain(row?.accountId ?? 'none');
  });

  it('refuses uploads past the per-address limit (ARO-E1033)', async () => {
    const from = '127.0.0.7';
    for (let index = 0; index < RUN_UPLOADS_PER_ADDRESS_PER_MINUTE; index += 1) {
      // Invalid uploads count too: each is read and parsed.
      const answer = await postFrom(t, from, RECORD, { id: 'x', key: 'x', run: '' });
      expect(errorOf(answer)).toMatch(/^ARO-E1046:/);
    }
    expect(errorOf(await postFrom(t, from, RECORD, { id: 'x', key: 'x', run: '' }))).toBe(formatError('ARO-E1033'));
  });
});

describe('the tester library', () => {
  it('lists newest first, filters, and opens a run recording each opening', async () => {
    t.advance(DAY);
    await signInAll();
    const booked = randomUUID();
    const failed = randomUUID();
    await recorded(booked, newKey(), runText());
    t.advance(1000);
    const failingTrace: Partial<Trace> = {
      steps: [
        ...BOOKING.steps,
        { kind: 'result', at: 99_000, actor: 'initiateBooking', outcome: 'error', error: 'ARO-E1041:session ••••' },
      ],
    };
    await recorded(failed, newKey(), runText({ trace: failingTrace, ended: true }));

    const today = new Date(t.now()).toISOString().slice(0, 10);
    const runs = await list({ from: today, to: today });
    expect(runs.map((run) => run.id)).toEqual([failed, booked]);
    expect(runs[0]).toMatchObject({
      tenant: 'carechat-demo',
      flow: 'assistant',
      language: 'en',
      error: 'ARO-E1041:session ••••',
      steps: BOOKING.steps.length + 1,
      outcome: 'abandoned',
    });
    expect(runs[1]?.outcome).toBe('ongoing');
    expect(runs[1]?.sizeBytes).toBeGreaterThan(5000);

    expect((await list({ from: today, error: 'e1041' })).map((run) => run.id)).toEqual([failed]);
    expect((await list({ from: today, finalState: 'showingInvoice' })).map((run) => run.id)).toEqual([failed, booked]);
    expect(await list({ from: today, finalState: 'payment.' })).toEqual([]);
    expect((await list({ from: today, limit: 1, offset: 1 })).map((run) => run.id)).toEqual([booked]);
    expect(
      await list({
        to: new Date(t.now() - 2 * DAY).toISOString().slice(0, 10),
        flow: 'assistant',
        finalState: 'showingInvoice',
        error: 'E1041',
      }),
    ).toEqual([]);

    const first = dataOf(await t.gql<{ recordedRun: Opened }>(OPEN, { id: booked }, tester), 'recordedRun').recordedRun;
    expect(JSON.parse(first.trace)).toEqual(BOOKING);
    expect(JSON.parse(first.checkpoints)).toEqual(CHECKPOINTS);
    expect(JSON.parse(first.versions)).toEqual({ assistant: 'a1b2c3', booking: 'd4e5f6' });
    expect(first.openings).toEqual([{ by: 'Tester, colombo (tester.colombo)', at: new Date(t.now()).toISOString() }]);
    t.advance(1000);
    const again = dataOf(await t.gql<{ recordedRun: Opened }>(OPEN, { id: booked }, tester), 'recordedRun').recordedRun;
    expect(again.openings.map((opening) => opening.at)).toEqual([
      first.openings[0]?.at,
      new Date(t.now()).toISOString(),
    ]);
    expect(
      dataOf(await t.gql<{ recordedRun: Opened | null }>(OPEN, { id: randomUUID() }, tester), 'recordedRun')
        .recordedRun,
    ).toBeNull();
  });

  it('filters by outcome in SQL, with abandoned decided by the time of the query', async () => {
    t.advance(DAY);
    await signInAll();
    const today = new Date(t.now()).toISOString().slice(0, 10);
    const idle = randomUUID();
    await recorded(idle, newKey(), runText());
    expect((await list({ from: today, outcome: 'ongoing' })).map((run) => run.id)).toEqual([idle]);
    expect(await list({ from: today, outcome: 'abandoned' })).toEqual([]);
    t.advance(11 * MINUTE);
    expect(await list({ from: today, outcome: 'ongoing' })).toEqual([]);
    expect((await list({ from: today, outcome: 'abandoned' })).map((run) => [run.id, run.outcome])).toEqual([
      [idle, 'abandoned'],
    ]);
    // Paid, booked and failed are read from the checkpoints (flows/runs/outcome.ts) and stay so however long ago.
    const reached = async (states: string[]): Promise<string> => {
      const id = randomUUID();
      await recorded(id, newKey(), runText({ checkpoints: [...CHECKPOINTS, { ...LAST, states }] }));
      return id;
    };
    const paid = await reached(['assistant.booking', 'payment.paid']);
    const booked = await reached(['assistant.booking', 'booking.booked']);
    const failed = await reached(['assistant.booking', 'payment.failed']);
    t.advance(11 * MINUTE);
    await signInAll();
    for (const [outcome, id] of [
      ['paid', paid],
      ['booked', booked],
      ['failed', failed],
    ] as const)
      expect((await list({ from: today, outcome })).map((run) => [run.id, run.outcome])).toEqual([[id, outcome]]);
    expect(errorOf(await t.gql(LIST, { filter: { outcome: 'lost' } }, tester))).toBe(
      refused('outcome must be one of booked, paid, abandoned, failed, ongoing.'),
    );
    expect(errorOf(await t.gql(LIST, { filter: { limit: 201 } }, tester))).toBe(refused('limit must be 1 to 200.'));
  });

  it("is the tester role's alone: the front desk and doctors are refused, and the tester is refused the front desk's work", async () => {
    const id = randomUUID();
    await recorded(id, newKey(), runText());
    for (const token of [desk, doctor]) {
      expect(errorOf(await t.gql(LIST, {}, token))).toBe(formatError('ARO-E1014', ROLE_REFUSAL_TEXT.testerOnly));
      expect(errorOf(await t.gql(OPEN, { id }, token))).toBe(formatError('ARO-E1014', ROLE_REFUSAL_TEXT.testerOnly));
    }
    for (const token of [desk, doctor])
      expect(errorOf(await t.gql(DROP_OFF, {}, token))).toBe(formatError('ARO-E1014', ROLE_REFUSAL_TEXT.testerOnly));
    expect(errorOf(await t.gql(LIST, {}))).toMatch(/^ARO-E102[23]:/);
    expect(await t.server.services.db.select().from(runOpenings).where(eq(runOpenings.runId, id))).toEqual([]);
    expect(errorOf(await t.gql('{ staffChats { id } }', {}, tester))).toBe(
      formatError('ARO-E1014', ROLE_REFUSAL_TEXT.frontDeskOnly),
    );
    expect(errorOf(await t.gql('{ staffSessions { __typename } }', {}, tester))).toBe(
      formatError('ARO-E1014', ROLE_REFUSAL_TEXT.hospitalStaffOnly),
    );
    expect(
      dataOf(await t.gql<{ staffMe: { role: string } }>('{ staffMe { role } }', {}, tester), 'staffMe').staffMe.role,
    ).toBe('tester');
  });
});

describe('runDropOff', () => {
  it('counts where the filtered runs went and stopped (flows/runs/dropOff.ts), over the whole period', async () => {
    t.advance(DAY);
    await signInAll();
    const today = new Date(t.now()).toISOString().slice(0, 10);
    // Three runs: all reach the invoice; one pays, two stop there.
    await recorded(randomUUID(), newKey(), runText());
    await recorded(randomUUID(), newKey(), runText());
    await recorded(
      randomUUID(),
      newKey(),
      runText({ checkpoints: [...CHECKPOINTS, { ...LAST, states: ['assistant.booking', 'payment.paid'] }] }),
    );
    const answer = dataOf(
      await t.gql<{ runDropOff: string }>(DROP_OFF, { filter: { from: today, limit: 1 } }, tester),
      'runDropOff',
    );
    const result = JSON.parse(answer.runDropOff) as {
      runs: number;
      states: { state: string; runs: number }[];
      stops: { states: string[]; runs: number }[];
    };
    expect(result.runs).toBe(3);
    const reached = Object.fromEntries(result.states.map((state) => [state.state, state.runs]));
    expect(reached).toMatchObject({ 'assistant.menu': 3, 'booking.showingInvoice': 3, 'payment.paid': 1 });
    expect(result.stops.map((stop) => [stop.states.join(' '), stop.runs])).toEqual([
      ['assistant.booking booking.showingInvoice', 2],
      ['assistant.booking payment.paid', 1],
    ]);
  });
});

describe('retention', () => {
  it("deletes runs older than the tenant's retention days, once, with their openings", async () => {
    const old = randomUUID();
    await recorded(old, newKey(), runText());
    await t.gql(OPEN, { id: old }, tester);
    t.advance(29 * DAY);
    const young = randomUUID();
    await recorded(young, newKey(), runText());
    t.advance(2 * DAY);
    const services = t.server.services;
    // Two sweeps at the same moment: one deletes, the other skips (onceOnly), and the old runs are gone.
    const deleted = await Promise.all([deleteExpiredRuns(services), deleteExpiredRuns(services)]);
    expect(deleted.filter((count) => count > 0)).toHaveLength(1);
    expect(await services.db.select().from(recordedRuns).where(eq(recordedRuns.id, old))).toEqual([]);
    expect(await services.db.select().from(runOpenings).where(eq(runOpenings.runId, old))).toEqual([]);
    expect(await services.db.select({ id: recordedRuns.id }).from(recordedRuns)).toEqual([{ id: young }]);
    expect(await deleteExpiredRuns(services)).toBe(0);
  });
});

describe('the hand-over', () => {
  it('links the run the patient comes from, and staff who open the chat read its masked transcript', async () => {
    const { token } = await newPatient(t, '0771100002');
    const id = randomUUID();
    const key = newKey();
    // Recorded signed out (the key proves the browser), then the chat is opened signed in.
    await recorded(id, key, runText());
    const stranger = await newPatient(t, '0771100003');
    expect(errorOf(await t.gql(PREPARE, { hospitalId: 'org-colombo', runId: id }, stranger.token))).toBe(
      refused('That assistant conversation is not yours to hand over.'),
    );
    expect(
      errorOf(await t.gql(PREPARE, { hospitalId: 'org-colombo', runId: id, runKey: newKey() }, stranger.token)),
    ).toBe(refused('That assistant conversation is not yours to hand over.'));

    const chat = dataOf(
      await t.gql<{ prepareChat: { id: string; assistantRunId: string } }>(
        PREPARE,
        { hospitalId: 'org-colombo', runId: id, runKey: key },
        token,
      ),
      'prepareChat',
    ).prepareChat;
    expect(chat.assistantRunId).toBe(id);

    const seen = dataOf(
      await t.gql<{ staffChat: { assistantRunId: string; assistantTranscript: string[] } }>(
        STAFF_CHAT,
        { id: chat.id },
        desk,
      ),
      'staffChat',
    ).staffChat;
    expect(seen).toMatchObject({ assistantRunId: id, assistantTranscript: BOOKING.expected.transcript });
    // The patient's own chat shows no transcript (staff only).
    const own = dataOf(
      await t.gql<{ queryChat: { assistantTranscript: null } }>(QUERY_CHAT, { id: chat.id }, token),
      'queryChat',
    );
    expect(own.queryChat.assistantTranscript).toBeNull();
  });

  it('links a run recorded signed in to the same account without its key', async () => {
    const { token } = await newPatient(t, '0771100004');
    const id = randomUUID();
    await recorded(id, newKey(), runText(), token);
    const chat = dataOf(
      await t.gql<{ prepareChat: { id: string; assistantRunId: string } }>(
        PREPARE,
        { hospitalId: 'org-colombo', runId: id },
        token,
      ),
      'prepareChat',
    ).prepareChat;
    expect(chat.assistantRunId).toBe(id);
  });
});

describe('a tenant that records no runs', () => {
  it('refuses every upload', async () => {
    const harbour = await startTestServer({ tenantId: 'harbour-clinic' });
    try {
      const answer = await harbour.gql(RECORD, {
        id: randomUUID(),
        key: newKey(),
        run: runText({ trace: { tenant: 'harbour-clinic' } }),
      });
      expect(errorOf(answer)).toBe(refused('This hospital does not record conversations.'));
    } finally {
      await harbour.close();
    }
  }, 60_000);
});
