import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { FEEDBACK_PATH } from './server/modules/feedback/feedbackRoute';
import { entryPagesFor, PATIENT_PAGE } from './server/http/entryPages';
import { SANDBOX_PREFIX } from './server/sandbox/paths';
import { firstPaint } from './src/firstPaint/vitePlugin';
import { MANIFEST_FILE, webManifest } from './src/pwa/manifest';
import { navigationDenylist } from './src/pwa/networkOnly';
import { pwaAssets } from './src/pwa/vitePlugin';
import { buildAliases, buildTenant as tenant, tenantDefines, tenantOutDir } from './vite.tenant';

/**
 * What the server answers itself, never the app shell: the service worker leaves these navigations to the network
 * (payment returns, the sandbox gateway, the feedback endpoint …). Requests to them are never cached either: the
 * worker caches nothing at run time, it only precaches the build (docs/decisions/0022-pwa-reminders-calendar-a11y.md).
 */
// The staff console (/staff) and the inspector (/inspect) are not part of the patient's installed app: they are built
// after the service worker that precaches the patient's build (vite.staff.config.ts, vite.inspect.config.ts), and
// their pages always come from the server.
/** The chat home's small shared modules, by path (see codeSplitting below). */
const CHAT_FIRST_SHARED =
  /\/(domain\/(greeting|blobUrl|paymentGateways|orderCategories|handoverText)|machines\/(bookingOptions|xstateInternals)|flows\/(chatProtocol|assistantText)|src\/lib\/persistedTimers|src\/features\/chat\/(inputModality|imageLoader|TranscriptRows|BubbleContent|EventBox|ImageBubble|speakers))\.tsx?$/;

const NETWORK_ONLY = [
  '/graphql',
  '/blob/',
  '/dev/',
  '/healthz',
  '/readyz',
  SANDBOX_PREFIX,
  '/payments/',
  FEEDBACK_PATH,
  '/staff',
  '/inspect',
];

/**
 * The installed app (src/pwa/): the tenant's manifest and a Workbox service worker precaching this build's app
 * shell. No skipWaiting / clientsClaim: a new build's worker waits until every tab of the app is closed, so an open
 * chat is never reloaded under the patient; registration is the app's own (src/pwa/register.ts), after load.
 */
const pwa = VitePWA({
  injectRegister: false,
  manifest: { ...webManifest(tenant), icons: [...webManifest(tenant).icons] },
  manifestFilename: MANIFEST_FILE,
  includeManifestIcons: false,
  workbox: {
    // The app shell: the page, every chunk and stylesheet (lazy screens included, so any route opens offline),
    // the icons. Source maps stay out, and so does what a patient's phone should not download for nothing: the
    // statechart inspector, and the PDF export's libraries (jspdf with html2canvas, canvg, core-js and
    // DOMPurify: a document is exported online, loaded when asked for).
    globPatterns: ['**/*.{html,js,css,svg,png}'],
    globIgnores: ['**/harfbuzz*', '**/jspdf*', '**/html2canvas-*', '**/index.es-*', '**/es5-*', '**/purify.es-*'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: navigationDenylist(NETWORK_ONLY),
    cleanupOutdatedCaches: true,
    skipWaiting: false,
    clientsClaim: false,
    sourcemap: false,
  },
});

/**
 * `npm run dev` (Vite's middleware): the staff console's and the inspector's paths answer with their own page, as the server does for a
 * build (server/http/entryPages.ts); Vite's fallback would give them the patient's index.html.
 */
function entryPagesInDev(): Plugin {
  return {
    name: 'carechat-entry-pages-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        const [page] = entryPagesFor(path);
        if (page !== PATIENT_PAGE) req.url = `/${page}`;
        next();
      });
    },
  };
}

export default defineConfig(({ command }) => ({
  // firstPaint: the tenant's first screen written into index.html (src/firstPaint/); pwaAssets and pwa: above.
  plugins: [react(), firstPaint(tenant), pwaAssets(tenant), pwa, entryPagesInDev()],
  define: tenantDefines(tenant),
  resolve: { alias: buildAliases(command) },
  // The recorded runs' masking worker (src/lib/recordedRuns/maskWorker.ts) loads the catalogue of a run's language on
  // demand: a module worker, so it can split like the page.
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: `http://localhost:${process.env.PORT ?? '8080'}`, ws: true },
      '/dev': `http://localhost:${process.env.PORT ?? '8080'}`,
      '/blob': `http://localhost:${process.env.PORT ?? '8080'}`,
    },
  },
  build: {
    // One build per tenant, side by side, so the server (and the browser tests) can serve either.
    outDir: tenantOutDir(tenant),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically (react, the router, urql, xstate, the GraphQL helpers …)
          // in the entry file itself: every page loads all of it anyway, and one file compresses better than
          // the six the default chunking split it into (3 KB gzip on the chat home, docs/PERFORMANCE.md).
          groups: [
            { name: 'index', tags: ['$initial'] },
            // The small modules the chat home's first frame shares with lazy chunks (the assistant, the agent
            // chat, flat screens), in one file rather than one chunk each: a few hundred bytes of every small
            // chunk are its own overhead (0.9 KB gzip on the chat home, docs/PERFORMANCE.md).
            { name: 'chat-first', test: CHAT_FIRST_SHARED },
            // The lab report PDF's shaping engine for Sinhala and Tamil: named so the service worker leaves it out.
            { name: 'harfbuzz', test: /node_modules[\\/]harfbuzzjs[\\/]/ },
          ],
        },
      },
    },
  },
}));
