import { startServer } from '../server/app';
import { launchBrowser } from '../tests/e2e/browser';
import { gzipSizes } from './bundleSize';
import { firstBubble } from './firstBubble';
import { median } from './stats';

/**
 * `npm run bench` — the chat home's budgets: the JavaScript fetched before the first assistant bubble
 * (gzip) and the time from navigation to that bubble. Needs a build of the chat tenant (`npm run build`).
 * Never part of `npm test`: numbers are reported, not asserted in tests.
 */
const BUDGET_GZIP_BYTES = 150 * 1024;
const BUDGET_FIRST_BUBBLE_MS = 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? '7');
// BENCH_DIST_ROOT measures a build made elsewhere (vite build --outDir <root>/carechat-demo).
const DIST_ROOT = process.env.BENCH_DIST_ROOT ?? 'dist';
const DIST = `${DIST_ROOT}/carechat-demo`;

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean): string => (ok ? 'OK' : 'OVER BUDGET');

const server = await startServer({ port: 0, tenantId: 'carechat-demo', dataDir: null, serveApp: 'dist', distDir: DIST_ROOT, seed: true, logLevel: 'warn' });
const browser = await launchBrowser();
try {
  const warm = await firstBubble(browser, `${server.url}/chat-home`); // warms the server's file reads, not the browser
  const bundle = gzipSizes(DIST, warm.scripts);
  console.log('JavaScript fetched before the first assistant bubble (gzip -9):');
  for (const f of bundle.files) console.log(`  ${f.file}  ${kb(f.rawBytes)} raw, ${kb(f.gzipBytes)} gzip`);
  console.log(`  total ${kb(bundle.totalGzipBytes)} gzip (budget ${kb(BUDGET_GZIP_BYTES)}) ${verdict(bundle.totalGzipBytes <= BUDGET_GZIP_BYTES)}`);

  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) samples.push((await firstBubble(browser, `${server.url}/chat-home`)).ms);
  const m = median(samples);
  console.log(`First assistant bubble after navigation, ${RUNS} cold runs: ${samples.map((s) => s.toFixed(0)).join(', ')} ms`);
  console.log(`  median ${m.toFixed(0)} ms (budget ${BUDGET_FIRST_BUBBLE_MS} ms) ${verdict(m <= BUDGET_FIRST_BUBBLE_MS)}`);
} finally {
  await browser.close();
  await server.close();
}
