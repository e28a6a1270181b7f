import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import WebSocket from 'ws';
import { startServer } from '../server/app';
import { gql, signInPatient } from '../tests/e2e/api';

/**
 * `npm run bench:lighthouse` — Lighthouse (mobile: its default emulation and simulated throttling) on the built
 * app served by the real server: the chat home of the chat tenant, and the dashboard of the flat tenant signed
 * in as the seeded demo holder. Prints the four category scores, FCP, LCP, TBT and CLS (the median run by
 * performance score), and every audit that costs a category points. Needs both builds (`npm run build` and
 * `TENANT=harbour-clinic npm run build`, or LIGHTHOUSE_DIST_ROOT=<root> holding <root>/<tenant>).
 * Never part of `npm test`: numbers are reported, not asserted.
 *
 * LIGHTHOUSE_RUNS (default 3) runs per page; LIGHTHOUSE_REPORTS=<dir> writes each run's full JSON report there.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? '3');
const DIST_ROOT = process.env.LIGHTHOUSE_DIST_ROOT ?? 'dist';
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The flags this closed network needs (docs/DESIGN.md): nothing may try to reach Google.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const BUDGET = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const CATEGORIES = Object.keys(BUDGET) as (keyof typeof BUDGET)[];

interface Target {
  readonly tenantId: 'carechat-demo' | 'harbour-clinic';
  readonly path: string;
  /** The demo holder's mobile when the page is behind sign-in. */
  readonly signedInAs?: string;
}

const TARGETS: readonly Target[] = [
  { tenantId: 'carechat-demo', path: '/chat-home' },
  // Without a session the dashboard redirects to /login, which would be measured instead.
  { tenantId: 'harbour-clinic', path: '/home-dashboard', signedInAs: '94771234567' },
];

/** Chromium with a DevTools port of its own; resolves once it listens. */
async function launchChromium(): Promise<{ port: number; browserWs: string; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'carechat-lighthouse-'));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const browserWs = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(seen);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`chromium exited (${String(code)}) before listening:\n${seen}`)));
  });
  return {
    port: Number(new URL(browserWs).port),
    browserWs,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A minimal DevTools protocol client over the browser's websocket (sessions flattened). */
async function devtools(browserWs: string): Promise<{
  send: (method: string, params?: object, sessionId?: string) => Promise<Record<string, unknown>>;
  close: () => void;
}> {
  const socket = new WebSocket(browserWs, { perMessageDeflate: false });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let next = 0;
  const pending = new Map<
    number,
    { method: string; resolve: (result: Record<string, unknown>) => void; reject: (error: Error) => void }
  >();
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as {
      id?: number;
      result?: Record<string, unknown>;
      error?: { message: string };
    };
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (waiting === undefined || message.id === undefined) return;
    pending.delete(message.id);
    if (message.error !== undefined) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
    else waiting.resolve(message.result ?? {});
  });
  return {
    send: (method, params = {}, sessionId) =>
      new Promise((resolve, reject) => {
        next += 1;
        pending.set(next, { method, resolve, reject });
        socket.send(JSON.stringify({ id: next, method, params, ...(sessionId === undefined ? {} : { sessionId }) }));
      }),
    close: () => socket.close(),
  };
}

const PROFILE =
  '{ queryOneProfile { id mobileNo patients { id prefix given family gender birthDate relationship hospitalId mobileNo } } }';

/**
 * What Lighthouse's own storage reset does (cache and everything the origin stored), then, for a page behind
 * sign-in, the session the app keeps in localStorage (src/lib/session/sessionStore.ts), written from a tab on the origin.
 */
async function prepareOrigin(
  browserWs: string,
  origin: string,
  session: { token: string; profile: unknown } | null,
): Promise<void> {
  const cdp = await devtools(browserWs);
  try {
    const { targetId } = (await cdp.send('Target.createTarget', { url: 'about:blank' })) as { targetId: string };
    const { sessionId } = (await cdp.send('Target.attachToTarget', { targetId, flatten: true })) as {
      sessionId: string;
    };
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' }, sessionId);
    await cdp.send('Network.clearBrowserCache', {}, sessionId);
    if (session !== null) {
      // robots.txt: a page of the origin that runs none of the app.
      await cdp.send('Page.navigate', { url: `${origin}/robots.txt` }, sessionId);
      const expression = `localStorage.setItem('accessToken', ${JSON.stringify(session.token)}); localStorage.setItem('userProfile', ${JSON.stringify(JSON.stringify(session.profile))}); location.origin`;
      for (let attempt = 0; ; attempt++) {
        const { result } = (await cdp.send('Runtime.evaluate', { expression, returnByValue: true }, sessionId)) as {
          result: { value?: unknown };
        };
        if (result.value === origin) break;
        if (attempt > 50) throw new Error(`could not open ${origin} to sign in`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await cdp.send('Target.closeTarget', { targetId });
  } finally {
    cdp.close();
  }
}

/**
 * The PWA checks Lighthouse 12 dropped, over its DevTools connection: installable (no installability errors), a service
 * worker controls the page after a reload, and offline start (the network off, a reload paints the app's heading).
 * Chromium does not carry emulated offline into a document its worker served, so offline is emulated again before
 * reading navigator.onLine (as tests/e2e/pwa.e2e.ts does).
 */
async function pwaChecks(
  browserWs: string,
  url: string,
): Promise<{ installable: string; controlled: boolean; offlineStart: boolean }> {
  const cdp = await devtools(browserWs);
  const evaluate = async (sessionId: string, expression: string): Promise<unknown> =>
    (
      (await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId)) as {
        result: { value?: unknown };
      }
    ).result.value;
  const until = async (sessionId: string, expression: string): Promise<boolean> => {
    for (let attempt = 0; attempt < 100; attempt++) {
      try {
        if ((await evaluate(sessionId, expression)) === true) return true;
      } catch {
        // Mid-navigation: the context is being replaced.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  };
  try {
    const { targetId } = (await cdp.send('Target.createTarget', { url: 'about:blank' })) as { targetId: string };
    const { sessionId } = (await cdp.send('Target.attachToTarget', { targetId, flatten: true })) as {
      sessionId: string;
    };
    await cdp.send('Page.enable', {}, sessionId);
    await cdp.send('Network.enable', {}, sessionId);
    await cdp.send('Page.navigate', { url }, sessionId);
    await until(
      sessionId,
      `navigator.serviceWorker.ready.then((r) => r.active?.state === 'activated' || new Promise((ok) => r.active.addEventListener('statechange', () => ok(r.active.state === 'activated'))))`,
    );
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors', {}, sessionId)) as {
      installabilityErrors: { errorId: string }[];
    };
    await cdp.send('Page.reload', {}, sessionId);
    const controlled = await until(
      sessionId,
      `document.readyState === 'complete' && navigator.serviceWorker.controller !== null`,
    );
    const offline = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
    await cdp.send('Network.emulateNetworkConditions', offline, sessionId);
    await cdp.send('Page.reload', {}, sessionId);
    await until(sessionId, `document.readyState === 'complete'`);
    await cdp.send('Network.emulateNetworkConditions', offline, sessionId);
    const offlineStart = await until(
      sessionId,
      `!navigator.onLine && document.querySelector('h1') !== null && document.body.innerText.includes("We can't connect to internet!")`,
    );
    await cdp.send('Target.closeTarget', { targetId });
    return {
      installable:
        installabilityErrors.length === 0 ? 'yes' : installabilityErrors.map((error) => error.errorId).join(', '),
      controlled,
      offlineStart,
    };
  } finally {
    cdp.close();
  }
}

const score = (result: Result, id: string): number => Math.round((result.categories[id]?.score ?? 0) * 100);
const ms = (result: Result, id: string): string => `${Math.round(result.audits[id]?.numericValue ?? Number.NaN)} ms`;

/** The audits that cost a category points: weighted and scored below 1. */
function failing(result: Result): string[] {
  const lines: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of result.categories[id]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (audit === undefined || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const value = audit.displayValue === undefined ? '' : ` (${audit.displayValue})`;
      lines.push(`    ${id}: ${ref.id} ${Math.round(audit.score * 100)}${value} — ${audit.title}`);
    }
  }
  return lines;
}

function report(target: Target, runs: readonly Result[]): void {
  const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (median === undefined) throw new Error('no run');
  console.log(
    `\n${target.path} (${target.tenantId}), Lighthouse ${median.lighthouseVersion}, ${median.configSettings.formFactor}, ${runs.length} runs, median by performance:`,
  );
  console.log(`  landed on ${new URL(median.finalDisplayedUrl).pathname}`);
  for (const id of CATEGORIES) {
    const all = runs.map((run) => score(run, id)).join(' / ');
    console.log(
      `  ${id.padEnd(15)} ${String(score(median, id)).padStart(3)}  (runs ${all}; budget ${BUDGET[id]}) ${score(median, id) >= BUDGET[id] ? 'OK' : 'BELOW BUDGET'}`,
    );
  }
  console.log(
    `  FCP ${ms(median, 'first-contentful-paint')}, LCP ${ms(median, 'largest-contentful-paint')}, TBT ${ms(median, 'total-blocking-time')}, CLS ${(median.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)}`,
  );
  // Simulated throttling scales what this machine measured, so its speed is part of the figure.
  console.log(
    `  this machine's benchmark index ${Math.round(median.environment.benchmarkIndex)} (Lighthouse's CPU slowdown ${median.configSettings.throttling.cpuSlowdownMultiplier}x applies on top)`,
  );
  const lost = failing(median);
  console.log(lost.length === 0 ? '  no audit costs points' : `  audits that cost points:\n${lost.join('\n')}`);
}

for (const target of TARGETS) {
  const dist = join(DIST_ROOT, target.tenantId);
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(
      `no build in ${dist}: run ${target.tenantId === 'carechat-demo' ? '' : `TENANT=${target.tenantId} `}npm run build`,
    );
}
if (REPORTS !== undefined) mkdirSync(REPORTS, { recursive: true });

const chromium = await launchChromium();
try {
  for (const target of TARGETS) {
    const server = await startServer({
      port: 0,
      tenantId: target.tenantId,
      dataDir: null,
      serveApp: 'dist',
      distDir: DIST_ROOT,
      seed: true,
      logLevel: 'warn',
      production: false,
    });
    try {
      // 127.0.0.1, not localhost: one origin whichever address family localhost resolves to.
      const origin = server.url.replace('localhost', '127.0.0.1');
      let session: { token: string; profile: unknown } | null = null;
      if (target.signedInAs !== undefined) {
        const token = await signInPatient(origin, target.signedInAs);
        session = {
          token,
          profile: (await gql<{ queryOneProfile: unknown }>(origin, PROFILE, {}, token)).queryOneProfile,
        };
      }
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run++) {
        await prepareOrigin(chromium.browserWs, origin, session);
        // Storage was reset above exactly as Lighthouse would, but keeping the session.
        const flags: Flags = {
          port: chromium.port,
          hostname: '127.0.0.1',
          logLevel: 'error',
          output: 'json',
          onlyCategories: [...CATEGORIES],
          disableStorageReset: true,
        };
        const result = await lighthouse(`${origin}${target.path}`, flags);
        if (result === undefined) throw new Error('Lighthouse returned nothing');
        if (result.lhr.runtimeError !== undefined)
          throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        runs.push(result.lhr);
        if (REPORTS !== undefined)
          writeFileSync(
            join(REPORTS, `${target.tenantId}${target.path.replaceAll('/', '_')}-${run + 1}.json`),
            JSON.stringify(result.lhr),
          );
      }
      report(target, runs);
      // Last: the worker it installs and the storage it fills are cleared by the next target's prepareOrigin anyway.
      const pwa = await pwaChecks(chromium.browserWs, `${origin}${target.path}`);
      console.log(
        `  PWA: installable ${pwa.installable}; service worker controls the page ${pwa.controlled ? 'yes' : 'NO'}; offline start ${pwa.offlineStart ? 'yes' : 'NO'}`,
      );
    } finally {
      await server.close();
    }
  }
} finally {
  await chromium.close();
}
