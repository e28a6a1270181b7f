import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { gunzipSync } from 'node:zlib';
import { formatDocument, stringifyDocument } from '@urql/core';
import { SESSION_LIMIT } from '../domain/listLimits';
import { SessionsQuery } from '../src/features/booking/graphql/sessions';
import { startApi, stopChild } from './apiProcess';
import { cpuSecondsOf, startBenchCluster } from './cluster';
import { percentile } from './stats';

/**
 * `npm run bench:search` — querySession under load on the large seed (10,000 practitioners, 5,000
 * sessions): the API server runs in its own process on a fresh embedded database; CONCURRENCY workers
 * (default 100) send the app's search shapes over loopback HTTP until REQUESTS (default 10,000) are done.
 * The API runs as deployed (NODE_ENV=production).
 * Budget: p95 under 50 ms at 100 concurrent requests.
 * BENCH_INSTANCES=2 (or more): the same load on N server processes on PostgreSQL and Redis behind the
 * cluster's balancer, next to one instance behind the same balancer in the same run (runCluster below).
 */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? '100');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? '10000');
/** About a second of load before measuring: the server's code paths are optimised by then (BENCH_TIMELINE=1 shows it). */
const WARMUP = 3000;
const BUDGET_P95_MS = 50;

/** The app's own search document, as urql sends it (graphcache adds __typename to every selection). */
const SEARCH = stringifyDocument(formatDocument(SessionsQuery));

interface Filter {
  readonly practitionerId?: string;
  readonly specialtyCode?: string;
  readonly organizationId?: string;
  readonly startTimeFrom: string;
}

/** What Chromium sends, so the server compresses as it would for the app (BENCH_ACCEPT_ENCODING=identity: uncompressed). */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
/**
 * One answer in SAMPLE is decoded whole and checked; the rest are counted, as a load generator does.
 * A prime, so every kind of search in the mix (chosen by the request number modulo 10) gets checked.
 */
const SAMPLE = 53;

interface Answer {
  readonly status: number;
  /** Bytes on the wire. */
  readonly bytes: number;
  /**
   * Whether the answer is data: a gzipped one is (the server compresses only kept answers, and it never
   * keeps errors); a plain one must start with the session list (errors come as 200 too).
   */
  readonly data: boolean;
  /** A sampled answer's body as received, to check after its time is taken. */
  readonly sample: { readonly body: Buffer; readonly gzip: boolean } | null;
}

/** A sampled answer's decoded size when it is data with a session list (not errors), else null. */
function sessionListBytes(sample: NonNullable<Answer['sample']>): number | null {
  try {
    const decoded = sample.gzip ? gunzipSync(sample.body) : sample.body;
    const list = (JSON.parse(decoded.toString('utf8')) as { data?: { querySession?: unknown } }).data?.querySession;
    return Array.isArray(list) ? decoded.byteLength : null;
  } catch {
    return null;
  }
}

/**
 * One POST over a kept-alive connection with node:http: fetch() spends more CPU per request than the
 * server does on a cached answer, and the generator shares this machine with the server.
 */
function post(agent: Agent, url: string, body: string, sample: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'accept-encoding': ACCEPT_ENCODING,
    };
    const req = request(`${url}/graphql`, { method: 'POST', agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      const gzip = res.headers['content-encoding'] === 'gzip';
      let head = '';
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        if (sample) chunks.push(chunk);
        if (!gzip && head.length < 64) head += chunk.subarray(0, 64).toString('utf8');
        bytes += chunk.length;
      });
      res.on('end', () => {
        const data = gzip || head.startsWith('{"data":{"querySession":[');
        resolve({
          status: res.statusCode ?? 0,
          bytes,
          data,
          sample: sample ? { body: Buffer.concat(chunks), gzip } : null,
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** p50 and p95 per 250 ms of the run (BENCH_TIMELINE=1): shows warm-up and pauses. */
function printTimeline(trace: readonly (readonly [number, number])[]): void {
  const start = Math.min(...trace.map(([at]) => at));
  const windows = new Map<number, number[]>();
  for (const [at, ms] of trace) {
    const window = Math.floor((at - start) / 250);
    windows.set(window, [...(windows.get(window) ?? []), ms]);
  }
  for (const [window, list] of windows) {
    const sorted = list.sort((a, b) => a - b);
    console.log(
      `  ${String(window * 250).padStart(5)} ms: ${String(list.length).padStart(5)} requests, p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms`,
    );
  }
}

async function gql<T>(url: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors !== undefined || body.data === undefined)
    throw new Error(`GraphQL error: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** What the app searches: lists read once from the server. */
interface Catalogue {
  readonly queryPractitioner: { id: string }[];
  readonly querySpecialty: { code: string }[];
  readonly queryOrganization: { id: string }[];
}

interface Measured {
  readonly sorted: number[];
  readonly errors: number;
  readonly wallMs: number;
  readonly bytes: number;
  readonly sampled: number;
  readonly sampledDecodedBytes: number;
  /** CPU seconds per server-side process (instances, balancer) during the measured part, by label. */
  readonly cpu: readonly { label: string; seconds: number }[];
  readonly generatorSeconds: number;
}

// The app's searches: a doctor (half), a specialty (30 %), a specialty at one hospital (20 %).
// BENCH_MIX=doctor|specialty narrows the mix, to see which kind of search costs what.
const mix = process.env.BENCH_MIX;
const filterAt = (lists: Catalogue, i: number, startTimeFrom: string): Filter => {
  const pick = <T>(list: readonly T[], salt: number): T => list[(i * 7919 + salt) % list.length] as T;
  const r = mix === 'doctor' ? 0 : mix === 'specialty' ? 6 : i % 10;
  if (r < 5) return { practitionerId: pick(lists.queryPractitioner, 1).id, startTimeFrom };
  if (r < 8) return { specialtyCode: pick(lists.querySpecialty, 2).code, startTimeFrom };
  return {
    specialtyCode: pick(lists.querySpecialty, 3).code,
    organizationId: pick(lists.queryOrganization, 4).id,
    startTimeFrom,
  };
};

/**
 * `warmUp` requests from `warmUpFrom` (not recorded), then REQUESTS from `measuredFrom` by CONCURRENCY
 * workers, all to `url`. `processes` are the server-side pids whose CPU time is reported.
 */
async function measure(
  url: string,
  lists: Catalogue,
  warmUp: number,
  warmUpFrom: string,
  measuredFrom: string,
  processes: readonly { label: string; pid: number | undefined }[],
): Promise<Measured> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const timings: number[] = [];
  const trace: (readonly [number, number])[] = [];
  let bytes = 0;
  let sampled = 0;
  let sampledDecodedBytes = 0;
  let errors = 0;
  let next = 0;
  const worker = async (total: number, startTimeFrom: string, record: boolean): Promise<void> => {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      const body = JSON.stringify({
        operationName: 'SearchSessions',
        query: SEARCH,
        variables: { filter: filterAt(lists, i, startTimeFrom), limit: SESSION_LIMIT },
      });
      const answer = await post(agent, url, body, i % SAMPLE === 0);
      const ms = performance.now() - t0;
      const decodedBytes = answer.sample === null ? undefined : sessionListBytes(answer.sample);
      // A failed status, an answer that is not data, or a sampled one without a session list is an error.
      if (answer.status !== 200 || !answer.data || decodedBytes === null) {
        errors++;
        continue;
      }
      if (!record) continue;
      timings.push(ms);
      trace.push([t0, ms]);
      bytes += answer.bytes;
      if (decodedBytes !== undefined) {
        sampled++;
        sampledDecodedBytes += decodedBytes;
      }
    }
  };
  if (warmUp > 0)
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, warmUp) }, () => worker(warmUp, warmUpFrom, false)));
  // Errors of the warm-up count too: a server that fails while warming up has failed.
  next = 0;
  const cpu0 = processes.map((entry) => cpuSecondsOf(entry.pid));
  const generator0 = process.cpuUsage();
  const wall0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, () => worker(REQUESTS, measuredFrom, true)));
  const wallMs = performance.now() - wall0;
  const generator = process.cpuUsage(generator0);
  const cpu = processes.map((entry, i) => ({ label: entry.label, seconds: cpuSecondsOf(entry.pid) - (cpu0[i] ?? 0) }));
  agent.destroy();
  if (process.env.BENCH_TIMELINE === '1') printTimeline(trace);
  return {
    sorted: [...timings].sort((a, b) => a - b),
    errors,
    wallMs,
    bytes,
    sampled,
    sampledDecodedBytes,
    cpu,
    generatorSeconds: (generator.user + generator.system) / 1e6,
  };
}

function report(title: string, run: Measured): void {
  const { sorted, wallMs } = run;
  const p95 = percentile(sorted, 95);
  const kb = (total: number, count: number): string => (total / 1024 / Math.max(1, count)).toFixed(1);
  const share = (seconds: number): string => `${((seconds * 1000 * 100) / wallMs).toFixed(0)} %`;
  console.log(`${title}: querySession, ${CONCURRENCY} concurrent, ${sorted.length} requests (${run.errors} errors)`);
  console.log(
    `  answers: ${kb(run.bytes, sorted.length)} KB on the wire, ${kb(run.sampledDecodedBytes, run.sampled)} KB decoded (1 in ${SAMPLE} checked)`,
  );
  console.log(`  throughput ${((sorted.length / wallMs) * 1000).toFixed(0)} req/s`);
  console.log(
    `  p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
  );
  const servers = run.cpu.map((entry) => `${entry.label} ${share(entry.seconds)}`).join(', ');
  console.log(`  CPU during the run: ${servers}, load generator ${share(run.generatorSeconds)} (of one core)`);
  console.log(`  p95 budget ${BUDGET_P95_MS} ms: ${p95 <= BUDGET_P95_MS ? 'OK' : 'OVER BUDGET'}`);
}

/** Midnight today, and the same day + `minutes` (a different cache key for the same sessions: they start from 07:00). */
function fromToday(minutes = 0): string {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return new Date(today.getTime() + minutes * 60_000).toISOString();
}
const DAY_MINUTES = 24 * 60;

/** The one-instance bench as it always was: the API alone on a fresh embedded database. */
async function runOneInstance(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'carechat-bench-'));
  let api: ChildProcess | null = null;
  try {
    console.log('Seeding the large network (demo + 10,000 practitioners, 5,000 sessions)…');
    const seeded = spawnSync('npx', ['tsx', 'server/seed/cli.ts', '--large'], {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: 'inherit',
    });
    if (seeded.status !== 0) throw new Error('seeding failed');
    const started = await startApi(dataDir);
    api = started.child;
    const lists = await gql<Catalogue>(
      started.url,
      '{ queryPractitioner { id } querySpecialty { code } queryOrganization { id } }',
    );
    // Warm-up searches ask from tomorrow on: no measured search finds an answer kept by the warm-up, as after a
    // change (the catalogue and the compiled document are warm, as in a server that has been running).
    const run = await measure(started.url, lists, WARMUP, fromToday(DAY_MINUTES), fromToday(), [
      { label: 'API', pid: started.pid },
    ]);
    report('1 instance (embedded database)', run);
  } finally {
    if (api !== null) await stopChild(api);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A balancer process in front of the given instance ports. */
function startBalancerProcess(ports: readonly number[]): Promise<{ child: ChildProcess; url: string; pid: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/balancerProcess.ts', ...ports.map(String)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`balancer exited (${String(code)})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('{"port"')) return;
      const { port, pid } = JSON.parse(line) as { port: number; pid: number };
      resolve({ child, url: `http://127.0.0.1:${port}`, pid });
    });
  });
}

/**
 * BENCH_INSTANCES=N (≥ 2): N server processes on PostgreSQL and Redis (bench/cluster.ts), the large seed.
 * Two balancer processes run the cluster's round-robin balancer: one in front of the first instance alone,
 * one in front of all N. The same load goes through the first, then through the second, so the one-instance
 * figure pays the same balancer hop and runs on the same database at the same time of the same run.
 */
async function runCluster(instances: number): Promise<void> {
  const bench = await startBenchCluster({ instances, large: true, env: { NODE_ENV: 'production' } });
  const balancers: ChildProcess[] = [];
  try {
    const { cluster } = bench;
    const ports = cluster.instances.map((instance) => instance.port);
    const single = await startBalancerProcess(ports.slice(0, 1));
    balancers.push(single.child);
    const all = await startBalancerProcess(ports);
    balancers.push(all.child);
    const lists = await gql<Catalogue>(
      cluster.instances[0]?.url ?? '',
      '{ queryPractitioner { id } querySpecialty { code } queryOrganization { id } }',
    );
    const processes = (balancer: { pid: number }, count: number): { label: string; pid: number | undefined }[] => [
      ...cluster.instances
        .slice(0, count)
        .map((instance) => ({ label: `instance ${String(instance.index + 1)}`, pid: instance.child.pid })),
      { label: 'balancer', pid: balancer.pid },
    ];
    // Every instance is warmed through the N-instance balancer (from tomorrow: no measured search is kept by it);
    // each measured part then asks from its own minute of today, so neither finds the other's answers kept.
    const warm = await measure(all.url, lists, 0, '', fromToday(DAY_MINUTES), []);
    if (warm.errors > 0) console.log(`warm-up: ${warm.errors} errors`);
    const one = await measure(single.url, lists, 0, '', fromToday(), processes(single, 1));
    const many = await measure(all.url, lists, 0, '', fromToday(1), processes(all, instances));
    console.log(
      `PostgreSQL (${bench.database}) and Redis; ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}`,
    );
    report('1 instance behind the balancer', one);
    report(`${instances} instances behind the balancer`, many);
    const ratio = many.sorted.length / many.wallMs / Math.max(1e-9, one.sorted.length / one.wallMs);
    console.log(
      `${instances} instances / 1 instance: throughput × ${ratio.toFixed(2)}, p95 ${percentile(many.sorted, 95).toFixed(1)} vs ${percentile(one.sorted, 95).toFixed(1)} ms`,
    );
  } finally {
    await Promise.all(balancers.map(stopChild));
    await bench.stop();
  }
}

const instances = Number(process.env.BENCH_INSTANCES ?? '1');
if (!Number.isInteger(instances) || instances < 1)
  throw new Error(`BENCH_INSTANCES must be a whole number ≥ 1, got '${process.env.BENCH_INSTANCES ?? ''}'`);
if (instances === 1) await runOneInstance();
else await runCluster(instances);
process.exit(0);
