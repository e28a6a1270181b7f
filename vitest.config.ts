import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { loadTenant } from './tenants/load';

// Unit, model-based, component and server integration tests. Browser tests live in vitest.e2e.config.ts.
export default defineConfig({
  plugins: [react()],
  define: { __TENANT__: JSON.stringify(loadTenant(process.env.TENANT)) },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // Browser tests: vitest.e2e.config.ts; several instances on PostgreSQL and Redis: vitest.scale.config.ts.
    exclude: ['tests/e2e/**', 'tests/scale/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // Starts PostgreSQL (TEST_DATABASE=postgres) and Redis (TEST_REDIS=1) for the run when asked; else nothing.
    globalSetup: ['tests/infra/globalSetup.ts'],
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
