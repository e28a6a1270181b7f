import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { percentile } from './stats';

/**
 * `npm run bench:search` — querySession under load on the large seed (10,000 practitioners, 5,000
 * sessions): the API server runs in its own process on a fresh embedded database; CONCURRENCY workers
 * (default 100) send the app's search shapes over loopback HTTP until REQUESTS (default 10,000) are done.
 * Budget: p95 under 50 ms at 100 concurrent requests.
 */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? '100');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? '10000');
const WARMUP = 300;
const BUDGET_P95_MS = 50;

const SEARCH = `query Search($filter: SessionFilter!) {
  querySession(filter: $filter) {
    id status startTime endTime appointmentMaxAllowed activeAppointments participationMode locationName doctorFee
    practitioner { id name roles { code display } }
    specialty { code display }
    organization { id orgName }
  }
}`;

interface Filter {
  readonly practitionerId?: string;
  readonly specialtyCode?: string;
  readonly organizationId?: string;
  readonly startTimeFrom: string;
}

function startApi(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  // tsx itself (not npx), so SIGTERM reaches the server.
  const child = spawn('node_modules/.bin/tsx', ['bench/apiServer.ts'], { env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`API server exited (${String(code)})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('{"url"')) return;
      resolve({ child, url: (JSON.parse(line) as { url: string }).url });
    });
  });
}

/**
 * One POST over a kept-alive connection with node:http: fetch() spends more CPU per request than the
 * server does on a cached answer, and the generator shares this machine with the server.
 */
function post(agent: Agent, url: string, body: string): Promise<{ status: number; head: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/graphql`, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      // Only the start is decoded (to check it is data); the rest is counted, as a load generator does.
      let head = '';
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        if (head.length < 64) head += chunk.subarray(0, 64).toString('utf8');
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, head, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
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
  const startTimeFrom = today.toISOString();
  // The app's searches: a doctor (half), a specialty (30 %), a specialty at one hospital (20 %).
  // BENCH_MIX=doctor|specialty narrows the mix, to see which kind of search costs what.
  const mix = process.env.BENCH_MIX;
  const filterAt = (i: number): Filter => {
    const pick = <T>(list: readonly T[], salt: number): T => list[(i * 7919 + salt) % list.length] as T;
    const r = mix === 'doctor' ? 0 : mix === 'specialty' ? 6 : i % 10;
    if (r < 5) return { practitionerId: pick(lists.queryPractitioner, 1).id, startTimeFrom };
    if (r < 8) return { specialtyCode: pick(lists.querySpecialty, 2).code, startTimeFrom };
    return { specialtyCode: pick(lists.querySpecialty, 3).code, organizationId: pick(lists.queryOrganization, 4).id, startTimeFrom };
  };

  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const timings: number[] = [];
  let bytes = 0;
  let errors = 0;
  let next = 0;
  const worker = async (total: number, record: boolean): Promise<void> => {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      // An answer without data counts as an error.
      const answer = await post(agent, url, JSON.stringify({ query: SEARCH, variables: { filter: filterAt(i) } }));
      if (answer.status !== 200 || !answer.head.startsWith('{"data":{"querySession":[')) errors++;
      else if (record) {
        timings.push(performance.now() - t0);
        bytes += answer.bytes;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, WARMUP) }, () => worker(WARMUP, false)));
  next = 0;
  const wall0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, () => worker(REQUESTS, true)));
  const wallMs = performance.now() - wall0;

  const sorted = [...timings].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  console.log(`querySession, ${CONCURRENCY} concurrent, ${sorted.length} requests (${errors} errors), ${(bytes / 1024 / Math.max(1, sorted.length)).toFixed(1)} KB per answer`);
  console.log(`  throughput ${((sorted.length / wallMs) * 1000).toFixed(0)} req/s`);
  console.log(`  p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`);
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
