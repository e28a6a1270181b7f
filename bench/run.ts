import { startServer } from '../server/app';
import { launchBrowser } from '../tests/e2e/browser';
import { initialJavaScript } from './bundleSize';
import { firstBubbleMs, median } from './firstBubble';

/**
 * `npm run bench` — prints the chat home's budgets. Needs a build of the chat tenant first
 * (`npm run build`). Never part of `npm test`: numbers are reported, not asserted in tests.
 */
const BUDGET_GZIP_BYTES = 150 * 1024;
const BUDGET_FIRST_BUBBLE_MS = 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? '7');

const bundle = initialJavaScript('dist/carechat-demo');
console.log('Initial JavaScript of the chat home (gzip -9):');
for (const f of bundle.files) console.log(`  ${f.file}  ${(f.rawBytes / 1024).toFixed(1)} KB raw, ${(f.gzipBytes / 1024).toFixed(1)} KB gzip`);
console.log(`  total ${(bundle.totalGzipBytes / 1024).toFixed(1)} KB gzip (budget ${BUDGET_GZIP_BYTES / 1024} KB) ${bundle.totalGzipBytes <= BUDGET_GZIP_BYTES ? 'OK' : 'OVER BUDGET'}`);

const server = await startServer({ port: 0, tenantId: 'carechat-demo', dataDir: null, serveApp: 'dist', seed: true, logLevel: 'warn' });
const browser = await launchBrowser();
try {
  await firstBubbleMs(browser, `${server.url}/chat-home`); // warm the server's file cache, not the browser's
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await firstBubbleMs(browser, `${server.url}/chat-home`));
  const m = median(samples);
  console.log(`First assistant bubble after navigation, ${RUNS} cold runs: ${samples.map((s) => s.toFixed(0)).join(', ')} ms`);
  console.log(`  median ${m.toFixed(0)} ms (budget ${BUDGET_FIRST_BUBBLE_MS} ms) ${m <= BUDGET_FIRST_BUBBLE_MS ? 'OK' : 'OVER BUDGET'}`);
} finally {
  await browser.close();
  await server.close();
}
