import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi, stopChild } from './apiProcess';
import { median } from './stats';

/**
 * `npx tsx bench/aliasFlood.ts` — what one abusive document costs the server (issue 28): a 9 KB document of
 * 230 renamed aliases of queryPractitioner, sent without a login, alone and four at once, and the time an
 * unrelated request (the hospital list) takes meanwhile. The API runs in its own process on a fresh embedded
 * database with the demo seed, as deployed (NODE_ENV=production). Prints the figures of
 * docs/PERFORMANCE.md (figures without a budget); not a test.
 */
const ALIASES = Number(process.env.BENCH_ALIASES ?? '230');
const ROUNDS = 5;

/** A new name for every alias of every request, so no answer is ever found in the public response cache. */
let round = 0;
function floodDocument(): string {
  round++;
  return `{ ${Array.from({ length: ALIASES }, (_, n) => `r${round}a${n}: queryPractitioner { id name }`).join(' ')} }`;
}
const UNRELATED = '{ queryOrganization { id orgName } }';

interface Timed {
  readonly ms: number;
  readonly status: number;
  readonly bytes: number;
  readonly firstError: string | null;
}

function firstErrorOf(body: string): string | null {
  try {
    return (JSON.parse(body) as { errors?: { message: string }[] }).errors?.[0]?.message ?? null;
  } catch {
    return body.slice(0, 80);
  }
}

async function timed(url: string, query: string): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = await response.text();
  const ms = performance.now() - started;
  return { ms, status: response.status, bytes: Buffer.byteLength(body), firstError: firstErrorOf(body) };
}

const round1 = (value: number): string => value.toFixed(1);

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'carechat-bench-'));
  // Every request comes from 127.0.0.1: the per-address limit would count the bench as one caller.
  const { child, url } = await startApi(dataDir, { GRAPHQL_REQUESTS_PER_ADDRESS_PER_MINUTE: '1000000' });
  try {
    const documentBytes = Buffer.byteLength(JSON.stringify({ query: floodDocument() }));
    // Warm-up: the catalogue read, the unrelated answer kept, the server's code paths optimised.
    for (let n = 0; n < 3; n++) await timed(url, floodDocument());
    for (let n = 0; n < 10; n++) await timed(url, UNRELATED);

    const alone: Timed[] = [];
    for (let n = 0; n < ROUNDS; n++) alone.push(await timed(url, floodDocument()));
    const quiet: number[] = [];
    for (let n = 0; n < 20; n++) quiet.push((await timed(url, UNRELATED)).ms);
    const busy: number[] = [];
    for (let n = 0; n < ROUNDS; n++) {
      const flood = Array.from({ length: 4 }, () => timed(url, floodDocument()));
      // The unrelated request starts once the four are on their way.
      await new Promise((resolve) => setTimeout(resolve, 5));
      busy.push((await timed(url, UNRELATED)).ms);
      await Promise.all(flood);
    }
    const first = alone[0];
    console.log(`Document: ${ALIASES} aliases of queryPractitioner, ${round1(documentBytes / 1024)} KB`);
    console.log(
      `Answer: HTTP ${String(first?.status)}, ${round1((first?.bytes ?? 0) / 1024)} KB${first?.firstError === null ? '' : `, "${first?.firstError ?? ''}"`}`,
    );
    console.log(
      `Alone, ${ROUNDS} in a row: median ${round1(median(alone.map((entry) => entry.ms)))} ms, slowest ${round1(Math.max(...alone.map((entry) => entry.ms)))} ms`,
    );
    console.log(
      `Unrelated request (${UNRELATED}): median ${round1(median(quiet))} ms alone, ${round1(median(busy))} ms (slowest ${round1(Math.max(...busy))} ms) beside four of the document`,
    );
  } finally {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
