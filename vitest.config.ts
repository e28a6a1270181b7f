import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { loadTenant } from './tenants/load';

// Server tests that never open a database (files, compression, caches, rate limits in memory, a process on
// PGlite): the PostgreSQL pass (`npm run test:postgres`, TEST_DATABASE=postgres) leaves them to the first pass.
const WITHOUT_DATABASE = [
  'compression',
  'labReportSummary',
  'perPublish',
  'publicResponseCache',
  'pwaFiles',
  'rateLimit',
  'shutdown',
  'staticFiles',
  'staticGzip',
].map((name) => `tests/server/${name}.test.ts`);
const postgresPass = process.env.TEST_DATABASE === 'postgres';

// Unit, model-based, component and server integration tests. Browser tests live in vitest.e2e.config.ts.
export default defineConfig({
  plugins: [react()],
  define: { __TENANT__: JSON.stringify(loadTenant(process.env.TENANT)) },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // Browser tests: vitest.e2e.config.ts; several instances on PostgreSQL and Redis: vitest.scale.config.ts.
    exclude: ['tests/e2e/**', 'tests/scale/**', 'node_modules/**', ...(postgresPass ? WITHOUT_DATABASE : [])],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // Starts PostgreSQL (TEST_DATABASE=postgres) and Redis (TEST_REDIS=1) for the run when asked; else nothing.
    globalSetup: ['tests/infra/globalSetup.ts'],
    // Vitest's default is one worker less than the cores: on CI's 2 cores, 1. Most files wait on a database or
    // jsdom as much as on the CPU, so 2 workers finish the suite in about 60 % of the time (docs/PERFORMANCE.md).
    maxWorkers: 2,
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
