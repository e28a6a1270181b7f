import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { gunzipSync } from 'node:zlib';
import { formatDocument, stringifyDocument } from '@urql/core';
import { SESSION_LIMIT } from '../src/api/searchActors';
import { SessionsQuery } from '../src/graphql/sessions';
import { percentile } from './stats';

/**
 * `npm run bench:search` — querySession under load on the large seed (10,000 practitioners, 5,000
 * sessions): the API server runs in its own process on a fresh embedded database; CONCURRENCY workers
 * (default 100) send the app's search shapes over loopback HTTP until REQUESTS (default 10,000) are done.
 * The API runs as deployed (NODE_ENV=production).
 * Budget: p95 under 50 ms at 100 concurrent requests.
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

function startApi(dataDir: string): Promise<{ child: ChildProcess; url: string; pid: number }> {
  // tsx itself (not npx), so SIGTERM reaches the server.
  const child = spawn('node_modules/.bin/tsx', ['bench/apiServer.ts'], { env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`API server exited (${String(code)})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('{"url"')) return;
      resolve({ child, ...(JSON.parse(line) as { url: string; pid: number }) });
    });
  });
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
    const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'accept-encoding': ACCEPT_ENCODING };
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
        resolve({ status: res.statusCode ?? 0, bytes, data, sample: sample ? { body: Buffer.concat(chunks), gzip } : null });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** User and system CPU seconds a process has used so far (Linux /proc; 0 elsewhere). */
function cpuSecondsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${String(pid)}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
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
    console.log(`  ${String(window * 250).padStart(5)} ms: ${String(list.length).padStart(5)} requests, p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms`);
  }
}

async function gql<T>(url: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors !== undefined || body.data === undefined) throw new Error(`GraphQL error: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const dataDir = mkdtempSync(join(tmpdir(), 'carechat-bench-'));
let api: ChildProcess | null = null;
try {
  console.log('Seeding the large network (demo + 10,000 practitioners, 5,000 sessions)…');
  const seeded = spawnSync('npx', ['tsx', 'server/seed/cli.ts', '--large'], { env: { ...process.env, DATA_DIR: dataDir }, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('seeding failed');
  const started = await startApi(dataDir);
  api = started.child;
  const { url } = started;

  const lists = await gql<{ queryPractitioner: { id: string }[]; querySpecialty: { code: string }[]; queryOrganization: { id: string }[] }>(
    url,
    '{ queryPractitioner { id } querySpecialty { code } queryOrganization { id } }',
  );
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  // Warm-up searches ask from tomorrow on: no measured search finds an answer kept by the warm-up, as after a
  // change (the catalogue and the compiled document are warm, as in a server that has been running).
  const measuredFrom = today.toISOString();
  const warmUpFrom = new Date(today.getTime() + 24 * 60 * 60 * 1000).toISOString();
  // The app's searches: a doctor (half), a specialty (30 %), a specialty at one hospital (20 %).
  // BENCH_MIX=doctor|specialty narrows the mix, to see which kind of search costs what.
  const mix = process.env.BENCH_MIX;
  const filterAt = (i: number, startTimeFrom: string): Filter => {
    const pick = <T>(list: readonly T[], salt: number): T => list[(i * 7919 + salt) % list.length] as T;
    const r = mix === 'doctor' ? 0 : mix === 'specialty' ? 6 : i % 10;
    if (r < 5) return { practitionerId: pick(lists.queryPractitioner, 1).id, startTimeFrom };
    if (r < 8) return { specialtyCode: pick(lists.querySpecialty, 2).code, startTimeFrom };
    return { specialtyCode: pick(lists.querySpecialty, 3).code, organizationId: pick(lists.queryOrganization, 4).id, startTimeFrom };
  };

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
      const body = JSON.stringify({ operationName: 'SearchSessions', query: SEARCH, variables: { filter: filterAt(i, startTimeFrom), limit: SESSION_LIMIT } });
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
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, WARMUP) }, () => worker(WARMUP, warmUpFrom, false)));
  next = 0;
  const apiCpu0 = cpuSecondsOf(started.pid);
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, () => worker(REQUESTS, measuredFrom, true)));
  const wallMs = performance.now() - wall0;
  const generatorCpu = process.cpuUsage(cpu0);
  const apiCpu = cpuSecondsOf(started.pid) - apiCpu0;
  if (process.env.BENCH_TIMELINE === '1') printTimeline(trace);

  const sorted = [...timings].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const kb = (total: number, count: number): string => (total / 1024 / Math.max(1, count)).toFixed(1);
  console.log(`querySession, ${CONCURRENCY} concurrent, ${sorted.length} requests (${errors} errors)`);
  console.log(`  answers: ${kb(bytes, sorted.length)} KB on the wire, ${kb(sampledDecodedBytes, sampled)} KB decoded (1 in ${SAMPLE} checked)`);
  console.log(`  throughput ${((sorted.length / wallMs) * 1000).toFixed(0)} req/s`);
  console.log(`  p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`);
  console.log(`  CPU during the run: API ${((apiCpu * 1000 * 100) / wallMs).toFixed(0)} %, load generator ${(((generatorCpu.user + generatorCpu.system) / 1000 / wallMs) * 100).toFixed(0)} % (of one core)`);
  console.log(`  p95 budget ${BUDGET_P95_MS} ms: ${p95 <= BUDGET_P95_MS ? 'OK' : 'OVER BUDGET'}`);
} finally {
  if (api !== null) {
    const exited = new Promise((resolve) => api?.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
