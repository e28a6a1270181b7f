import { defineConfig } from 'vitest/config';

// The scale-out suite: several server instances on one PostgreSQL and one Redis (tests/scale/). Both are
// made for the run from Debian's packages unless TEST_POSTGRES_URL / TEST_REDIS_URL name existing ones.
process.env.TEST_DATABASE = 'postgres';
process.env.TEST_REDIS = '1';

export default defineConfig({
  test: {
    include: ['tests/scale/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/infra/globalSetup.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
    // Each file starts its own instances; one at a time keeps a 2-core machine's timings honest.
    fileParallelism: false,
  },
});
