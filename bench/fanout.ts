import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { FREE_CLINIC_SESSION_ID } from '../server/seed/schedule';
import { cpuSecondsOf, startBenchCluster, type BenchCluster } from './cluster';
import { percentile } from './stats';

/**
 * `npm run bench:fanout` — how fast one change reaches many live queues. BENCH_SUBSCRIBERS (default 500)
 * websockets subscribe (graphql-ws, no token: the queue is public) to appointmentTokensChanged of one
 * session; once every one has its first answer, the hospital's staff member makes BENCH_ROUNDS (default 20)
 * changes to that queue, one at a time (marking a booked token arrived, then fulfilled, then the next
 * token…). A delivery's latency is the time from just before the mutation is sent until that subscriber
 * holds a queue showing the change. The API server runs in its own process on a fresh embedded database
 * (demo seed; BENCH_SEED=large adds 10,000 practitioners and 5,000 sessions); all subscribers share this
 * process. Reported, never asserted.
 *
 * BENCH_INSTANCES=2 (or more): N server processes on PostgreSQL and Redis (bench/cluster.ts), 5,000
 * subscribers by default, subscriber i on instance i mod N (straight to its port: the cluster's balancer
 * would pipe every byte through this process, which is the client; BENCH_VIA=balancer goes through it all
 * the same). The staff change is always made on the first instance, so the others hear it through Redis;
 * the figures are given for all subscribers and per instance.
 */
const INSTANCES = wholeNumber('BENCH_INSTANCES', 1);
const CLUSTER = INSTANCES > 1;
const VIA_BALANCER = process.env.BENCH_VIA === 'balancer';
const SUBSCRIBERS = wholeNumber('BENCH_SUBSCRIBERS', CLUSTER ? 5000 : 500);
const ROUNDS = wholeNumber('BENCH_ROUNDS', 20);
const SESSION_ID = process.env.BENCH_SESSION ?? FREE_CLINIC_SESSION_ID;
const STAFF_PASSWORD = process.env.STAFF_DEMO_PASSWORD ?? 'carechat-staff';
const LARGE = process.env.BENCH_SEED === 'large';
/** Websockets opened at once while setting up (a burst of hundreds of handshakes is not what is measured). */
const CONNECT_BATCH = 50;
const SETUP_TIMEOUT_MS = 60_000;
const ROUND_TIMEOUT_MS = 30_000;
/** Quiet time between rounds, so one round's tail does not overlap the next one's start. */
const PAUSE_MS = 100;
/** The whole run; past it the server is stopped and the run fails. */
const RUN_TIMEOUT_MS = 15 * 60_000;
/** An account holds at most 20 profiles (server/modules/profiles/patientInput.ts). */
const PATIENTS_PER_ACCOUNT = 20;

function wholeNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1, got '${raw}'`);
  return value;
}

interface Token {
  readonly id: string;
  readonly status: string;
}

interface Round {
  readonly appointmentId: string;
  readonly change: 'arrived' | 'fulfilled';
}

// ——— the API server ———

function startApi(dataDir: string): Promise<{ child: ChildProcess; url: string; pid: number }> {
  // tsx itself (not npx), so SIGTERM reaches the server.
  const child = spawn('node_modules/.bin/tsx', ['bench/apiServer.ts'], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`API server exited (${String(code)})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('{"url"')) return;
      resolve({ child, ...(JSON.parse(line) as { url: string; pid: number }) });
    });
  });
}

async function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

async function gql<T>(url: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(ROUND_TIMEOUT_MS),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors !== undefined || body.data === undefined)
    throw new Error(`GraphQL error: ${JSON.stringify(body.errors)}`);
  return body.data;
}

// ——— setup: a started session with enough booked tokens ———

/** A new account through the SMS sign-in (the code read from the development outbox). */
async function signInPatient(url: string, mobile: string): Promise<string> {
  const { initiateAuthentication: started } = await gql<{ initiateAuthentication: { id: string; mobileNo: string } }>(
    url,
    'mutation ($username: String!) { initiateAuthentication(username: $username) { id mobileNo } }',
    { username: mobile },
  );
  const outbox = (await (await fetch(`${url}/dev/sms`)).json()) as { mobile: string; text: string }[];
  const code = /\b(\d{4})\b/.exec(outbox.find((entry) => entry.mobile === started.mobileNo)?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no sign-in code for ${mobile} in /dev/sms`);
  const { completeAuthentication } = await gql<{ completeAuthentication: { accessToken: string | null } }>(
    url,
    'mutation ($id: ID!, $code: Int!) { completeAuthentication(id: $id, code: $code) { accessToken } }',
    { id: started.id, code: Number(code) },
  );
  if (completeAuthentication.accessToken === null) throw new Error(`sign-in of ${mobile} failed`);
  return completeAuthentication.accessToken;
}

/** `count` booked tokens in the session: new accounts of up to 20 profiles, each profile booked once (reserved, so no hold runs out). */
async function bookTokens(url: string, hospitalId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let account = 0; ids.length < count; account++) {
    const token = await signInPatient(url, `07799${String(account).padStart(5, '0')}`);
    for (let profile = 0; profile < PATIENTS_PER_ACCOUNT && ids.length < count; profile++) {
      const { createPatient } = await gql<{ createPatient: { id: string } }>(
        url,
        'mutation ($hospitalId: ID!, $args: CreatePatientInput!) { createPatient(hospitalId: $hospitalId, args: $args) { id } }',
        {
          hospitalId,
          args: {
            prefix: 'Mr',
            given: ['Bench'],
            family: 'Runner',
            gender: 'male',
            birthDate: '1990-01-01',
            relationship: profile === 0 ? 'Me' : 'Friend',
          },
        },
        token,
      );
      const { createAppointment } = await gql<{ createAppointment: { id: string } }>(
        url,
        'mutation ($input: CreateAppointmentInput!) { createAppointment(input: $input) { id } }',
        { input: { sessionId: SESSION_ID, patientId: createPatient.id } },
        token,
      );
      await gql(
        url,
        'mutation ($id: ID!) { confirmReservation(appointmentId: $id) { id } }',
        { id: createAppointment.id },
        token,
      ).catch(() => undefined);
      ids.push(createAppointment.id);
    }
  }
  return ids;
}

// ——— the subscribers ———

/** What a round waits for: every subscriber seeing `round`'s change, timed from t0. */
interface Expectation {
  readonly round: Round;
  readonly t0: number;
  readonly latencies: Float64Array;
  remaining: number;
  done: () => void;
}

let expectation: Expectation | null = null;
let subscriptionFailures = 0;

function heard(index: number, tokens: readonly Token[]): void {
  const current = expectation;
  if (current === null || !Number.isNaN(current.latencies[index])) return;
  if (!tokens.some((token) => token.id === current.round.appointmentId && token.status === current.round.change))
    return;
  current.latencies[index] = performance.now() - current.t0;
  current.remaining -= 1;
  if (current.remaining === 0) current.done();
}

/** One subscriber on its own websocket; resolves at its first answer (the queue now). */
function subscribe(url: string, index: number): { client: Client; ready: Promise<void> } {
  const client = createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
  });
  let first = true;
  const ready = new Promise<void>((resolve, reject) => {
    client.subscribe<{ appointmentTokensChanged: Token[] }>(
      {
        query: 'subscription ($id: ID!) { appointmentTokensChanged(sessionId: $id) { id status } }',
        variables: { id: SESSION_ID },
      },
      {
        next: (result) => {
          const tokens = result.data?.appointmentTokensChanged;
          if (tokens === undefined) return;
          if (first) {
            first = false;
            resolve();
            return;
          }
          heard(index, tokens);
        },
        error: (error: unknown) => {
          subscriptionFailures += 1;
          reject(error instanceof Error ? error : new Error(`subscriber ${index} failed`));
        },
        complete: () => undefined,
      },
    );
  });
  return { client, ready };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// ——— the run ———

const ms = (value: number): string => `${value.toFixed(1)} ms`;
const summary = (sorted: readonly number[]): string =>
  `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? 0)}`;

const dataDir = mkdtempSync(join(tmpdir(), 'carechat-fanout-'));
let api: ChildProcess | null = null;
let bench: BenchCluster | null = null;
/** The one-instance server's own pid (tsx runs it as a child of `api`). */
let apiPid: number | undefined;
/** The instance each subscriber is on (-1 through the balancer: unknown). */
const instanceOf = new Int32Array(SUBSCRIBERS).fill(0);
const clients: Client[] = [];
let cleaning: Promise<void> | null = null;
const cleanUp = (): Promise<void> =>
  (cleaning ??= (async () => {
    await Promise.allSettled(clients.map(async (client) => client.dispose()));
    if (api !== null) await stopApi(api);
    if (bench !== null) await bench.stop();
    rmSync(dataDir, { recursive: true, force: true });
  })());
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
const watchdog = setTimeout(() => {
  console.error(`The run took longer than ${RUN_TIMEOUT_MS / 60_000} minutes; stopping.`);
  void cleanUp().then(() => process.exit(1));
}, RUN_TIMEOUT_MS);

// A failure on the way (or a missed delivery) ends the run with 1.
let exitCode = 1;
try {
  if (LARGE && !CLUSTER) {
    console.log('Seeding the large network (demo + 10,000 practitioners, 5,000 sessions)…');
    const seeded = spawnSync('npx', ['tsx', 'server/seed/cli.ts', '--large'], {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: 'inherit',
    });
    if (seeded.status !== 0) throw new Error('seeding failed');
  }
  // The setup and every staff change go to `url` (the first instance in a cluster); subscriber i listens at subscriberUrl(i).
  let url: string;
  let subscriberUrl: (index: number) => string;
  if (CLUSTER) {
    bench = await startBenchCluster({ instances: INSTANCES, large: LARGE });
    const { cluster } = bench;
    url = cluster.instances[0]?.url ?? '';
    subscriberUrl = (index) => (VIA_BALANCER ? cluster.url : (cluster.instances[index % INSTANCES]?.url ?? url));
    for (let i = 0; i < SUBSCRIBERS; i++) instanceOf[i] = VIA_BALANCER ? -1 : i % INSTANCES;
  } else {
    const started = await startApi(dataDir);
    api = started.child;
    url = started.url;
    apiPid = started.pid;
    subscriberUrl = () => url;
  }

  const { querySession } = await gql<{ querySession: { id: string; status: string; organization: { id: string } }[] }>(
    url,
    'query ($filter: SessionFilter!) { querySession(filter: $filter) { id status organization { id } } }',
    { filter: { id: SESSION_ID } },
  );
  const hospitalId = querySession[0]?.organization.id;
  if (hospitalId === undefined) throw new Error(`session ${SESSION_ID} not found`);
  const appointmentIds = await bookTokens(url, hospitalId, Math.ceil(ROUNDS / 2));
  const { staffSignIn } = await gql<{ staffSignIn: { accessToken: string } }>(
    url,
    'mutation ($username: String!, $password: String!) { staffSignIn(username: $username, password: $password) { accessToken } }',
    { username: `staff.${hospitalId.replace(/^org-/, '')}`, password: STAFF_PASSWORD },
  );
  const staff = staffSignIn.accessToken;
  // The doctor is in: arrivals need a started session.
  if (querySession[0]?.status === 'scheduled')
    await gql(
      url,
      'mutation ($id: ID!) { startSession(sessionId: $id) { session { id } } }',
      { id: SESSION_ID },
      staff,
    );
  const rounds: Round[] = Array.from({ length: ROUNDS }, (_, i) => ({
    appointmentId: appointmentIds[Math.floor(i / 2)] ?? '',
    change: i % 2 === 0 ? 'arrived' : 'fulfilled',
  }));

  // Every change is made before anyone listens: the subscribers start from a quiet queue.
  const setup0 = performance.now();
  for (let from = 0; from < SUBSCRIBERS; from += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, SUBSCRIBERS - from) }, (_, i) =>
      subscribe(subscriberUrl(from + i), from + i),
    );
    clients.push(...batch.map((entry) => entry.client));
    await withTimeout(
      Promise.all(batch.map((entry) => entry.ready)),
      SETUP_TIMEOUT_MS,
      `subscribers ${from + 1}–${from + batch.length}`,
    );
  }
  const setupMs = performance.now() - setup0;

  // CPU over the rounds: the server processes', and this client's (if it nears a full core, the client is what is measured).
  const serverPids = bench === null ? [apiPid] : bench.cluster.instances.map((instance) => instance.child.pid);
  const serverCpu0 = serverPids.map(cpuSecondsOf);
  const clientCpu0 = process.cpuUsage();
  const rounds0 = performance.now();
  const all: number[] = [];
  /** Deliveries per instance (cluster mode, subscribers on known instances). */
  const byInstance: number[][] = Array.from({ length: INSTANCES }, () => []);
  const perRound: { round: Round; sorted: number[]; missed: number; mutationMs: number }[] = [];
  for (const round of rounds) {
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    const mutation = round.change === 'arrived' ? 'markAppointmentArrived' : 'markAppointmentFulfilled';
    let done: () => void = () => undefined;
    const delivered = new Promise<void>((resolve) => (done = resolve));
    const t0 = performance.now();
    const current: Expectation = {
      round,
      t0,
      latencies: new Float64Array(SUBSCRIBERS).fill(Number.NaN),
      remaining: SUBSCRIBERS,
      done,
    };
    expectation = current;
    await gql(
      url,
      `mutation ($id: ID!) { ${mutation}(appointmentId: $id) { session { id } } }`,
      { id: round.appointmentId },
      staff,
    );
    const mutationMs = performance.now() - t0;
    await withTimeout(delivered, ROUND_TIMEOUT_MS, `round ${perRound.length + 1}`).catch(() => undefined);
    expectation = null;
    current.latencies.forEach((value, index) => {
      if (!Number.isNaN(value) && (instanceOf[index] ?? -1) >= 0) byInstance[instanceOf[index] ?? 0]?.push(value);
    });
    const latencies = Array.from(current.latencies).filter((value) => !Number.isNaN(value));
    all.push(...latencies);
    perRound.push({
      round,
      sorted: latencies.sort((a, b) => a - b),
      missed: SUBSCRIBERS - latencies.length,
      mutationMs,
    });
  }

  const roundsMs = performance.now() - rounds0;
  const clientCpu = process.cpuUsage(clientCpu0);
  // The share of a core, and the CPU time per round: on a shared machine the second is what the work costs.
  const share = (seconds: number): string =>
    `${((seconds * 100_000) / roundsMs).toFixed(0)} % (${((seconds * 1000) / ROUNDS).toFixed(0)} ms a round)`;
  const serverShares = serverPids
    .map(
      (pid, i) =>
        `${bench === null ? 'server' : `instance ${i + 1}`} ${share(cpuSecondsOf(pid) - (serverCpu0[i] ?? 0))}`,
    )
    .join(', ');
  const sorted = [...all].sort((a, b) => a - b);
  const missed = perRound.reduce((sum, round) => sum + round.missed, 0);
  const mutationTimes = perRound.map((round) => round.mutationMs).sort((a, b) => a - b);
  console.log(
    `appointmentTokensChanged fan-out: ${SUBSCRIBERS} websocket subscribers, ${ROUNDS} rounds, session ${SESSION_ID} (${hospitalId}), ${LARGE ? 'large' : 'demo'} seed`,
  );
  const servers =
    bench === null
      ? 'the server in its own process on an embedded database'
      : `${INSTANCES} server processes on PostgreSQL (${bench.database}) and Redis, subscribers ${VIA_BALANCER ? 'through the round-robin balancer (in this process)' : 'spread evenly straight to each instance'}, changes made on instance 1`;
  console.log(
    `  machine: ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}; ${servers}, every subscriber in this one`,
  );
  console.log(
    `  setup: ${SUBSCRIBERS} subscribers connected and holding the queue in ${(setupMs / 1000).toFixed(1)} s (${CONNECT_BATCH} at a time)`,
  );
  console.log(
    `  deliveries: ${sorted.length} of ${SUBSCRIBERS * ROUNDS} (${missed} missed within ${ROUND_TIMEOUT_MS / 1000} s, ${subscriptionFailures} subscription errors)`,
  );
  console.log(`  mutation sent → subscriber holds the change, all deliveries: ${summary(sorted)}`);
  if (CLUSTER && !VIA_BALANCER) {
    byInstance.forEach((list, index) => {
      const how = index === 0 ? 'where the change is made' : 'through Redis';
      console.log(
        `    on instance ${index + 1} (${how}), ${list.length} deliveries: ${summary(list.sort((a, b) => a - b))}`,
      );
    });
  }
  console.log(`  staff mutation answered (HTTP): ${summary(mutationTimes)}`);
  console.log(
    `  CPU over the rounds (of one core; pauses included): ${serverShares}, subscribers' client ${share((clientCpu.user + clientCpu.system) / 1e6)}`,
  );
  console.log('  per round (change: p95 / max, missed):');
  perRound.forEach((entry, i) => {
    const p95 = percentile(entry.sorted, 95);
    console.log(
      `    ${String(i + 1).padStart(3)} ${entry.round.change.padEnd(9)} p95 ${ms(p95).padStart(9)}  max ${ms(entry.sorted.at(-1) ?? 0).padStart(9)}${entry.missed > 0 ? `  ${entry.missed} missed` : ''}`,
    );
  });
  exitCode = missed > 0 ? 1 : 0;
} catch (error) {
  console.error(error);
} finally {
  clearTimeout(watchdog);
  await cleanUp();
}
process.exit(exitCode);
