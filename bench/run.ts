import { startServer } from '../server/app';
import { launchBrowser } from '../tests/e2e/browser';
import { gzipSizes } from './bundleSize';
import { entryScripts, foreignModules, OTHER_ENTRIES_MODULES, reachableChunks } from './patientChunks';
import { firstBubble, type FirstBubble } from './firstBubble';
import { distWithStaticPage, firstContentfulPaint, STATIC_PAGE_PATH } from './staticPage';
import { median } from './stats';
import { LANGUAGES, LANGUAGE_NAMES } from '../i18n/languages';

/**
 * `npm run bench` — the chat home's budgets: the JavaScript needed before its reply buttons work (gzip), and the
 * first bubble's paint against the first contentful paint of a one-paragraph static page served by the same
 * server, measured side by side (alternating, a fresh browser context each run). Needs a build of the chat
 * tenant (`npm run build`). Never part of `npm test`: numbers are reported, not asserted in tests. One rule is
 * checked, and fails the run: no chunk a patient can reach holds the staff console's or the inspector's code (entries
 * of their own).
 */
const BUDGET_GZIP_BYTES = 120 * 1024;
const BUDGET_FIRST_BUBBLE_RATIO = 1.2;
const RUNS = Number(process.env.BENCH_RUNS ?? '7');
// BENCH_DIST_ROOT measures a build made elsewhere (vite build --outDir <root>/carechat-demo).
const DIST_ROOT = process.env.BENCH_DIST_ROOT ?? 'dist';
const TENANT = 'carechat-demo';

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number): string => `${value.toFixed(0)} ms`;
const verdict = (ok: boolean, failure = 'OVER BUDGET'): string => (ok ? 'OK' : failure);

function printScripts(title: string, dist: string, scripts: readonly string[]): number {
  const bundle = gzipSizes(dist, scripts);
  console.log(title);
  for (const f of bundle.files) console.log(`  ${f.file}  ${kb(f.rawBytes)} raw, ${kb(f.gzipBytes)} gzip`);
  return bundle.totalGzipBytes;
}

/** The patient entry's size, and the separate entries' code kept out of what a patient downloads. */
function checkPatientChunks(dist: string): void {
  const entry = printScripts(
    "The patient's entry: index.html's scripts and the chunks it preloads (gzip -9):",
    dist,
    entryScripts(dist),
  );
  console.log(`  total ${kb(entry)} gzip`);
  const foreign = foreignModules(dist, OTHER_ENTRIES_MODULES);
  console.log(
    `Staff console and inspector modules in the ${reachableChunks(dist).length} chunks a patient can reach: ${foreign.length} ${verdict(foreign.length === 0, 'FAIL')}`,
  );
  for (const { chunk, module } of foreign) console.log(`  ${chunk} holds ${module}`);
  if (foreign.length > 0) process.exitCode = 1;
}

checkPatientChunks(`${DIST_ROOT}/${TENANT}`);

// The static page sits beside a copy of the build, so both are served by the same server under the same headers.
const copy = distWithStaticPage(DIST_ROOT, TENANT);
const server = await startServer({
  port: 0,
  tenantId: TENANT,
  dataDir: null,
  serveApp: 'dist',
  distDir: copy.root,
  seed: true,
  logLevel: 'warn',
});
const browser = await launchBrowser();
try {
  const chatUrl = `${server.url}/chat-home`;
  const staticUrl = `${server.url}${STATIC_PAGE_PATH}`;
  const dist = `${copy.root}/${TENANT}`;
  // Each language the patient may choose: its first frame carries its own first messages (i18n/compiled/).
  for (const language of LANGUAGES) {
    // Warms the server's file reads (and its gzip cache), not the browser.
    const warm = await firstBubble(browser, chatUrl, language);
    await firstContentfulPaint(browser, staticUrl);
    const needed = printScripts(
      `JavaScript fetched when the app took over the first bubble in ${LANGUAGE_NAMES[language]}: what the reply buttons need (gzip -9):`,
      dist,
      warm.scriptsAtTakeover,
    );
    console.log(`  total ${kb(needed)} gzip (budget ${kb(BUDGET_GZIP_BYTES)}) ${verdict(needed <= BUDGET_GZIP_BYTES)}`);
    const later = warm.scriptsAtButtons.filter((script) => !warm.scriptsAtTakeover.includes(script));
    const laterBytes = gzipSizes(dist, later).totalGzipBytes;
    console.log(
      `  requested after the takeover, before the buttons (not needed by them): ${later.join(', ') || 'none'} (${kb(laterBytes)} gzip)`,
    );
  }

  const chat: FirstBubble[] = [];
  const statics: number[] = [];
  // Alternating which goes first: the second of a pair ran measurably slower on the shared machine.
  for (let i = 0; i < RUNS; i++) {
    if (i % 2 === 0) statics.push(await firstContentfulPaint(browser, staticUrl));
    chat.push(await firstBubble(browser, chatUrl, LANGUAGES[i % LANGUAGES.length]));
    if (i % 2 === 1) statics.push(await firstContentfulPaint(browser, staticUrl));
  }
  const bubble = median(chat.map((run) => run.ms));
  const staticFcp = median(statics);
  const ratio = bubble / staticFcp;
  console.log(
    `Static one-paragraph page, first contentful paint, ${RUNS} cold runs: ${statics.map(ms).join(', ')}; median ${ms(staticFcp)}`,
  );
  console.log(
    `Chat home, first bubble painted, ${RUNS} cold runs (English, Sinhala, Tamil in turn): ${chat.map((run) => ms(run.ms)).join(', ')}; median ${ms(bubble)}`,
  );
  console.log(
    `  ${ratio.toFixed(2)} × the static page (budget ${BUDGET_FIRST_BUBBLE_RATIO} ×) ${verdict(ratio <= BUDGET_FIRST_BUBBLE_RATIO)}`,
  );
  console.log(
    `  app took over the bubble: median ${ms(median(chat.map((run) => run.takeoverMs ?? Number.NaN)))}; reply buttons: median ${ms(median(chat.map((run) => run.buttonsMs)))}`,
  );
} finally {
  await browser.close();
  await server.close();
  copy.remove();
}
