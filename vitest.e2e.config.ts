import { defineConfig } from 'vitest/config';

// End-to-end tests: the built app served by the real server, driven in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60000,
    hookTimeout: 120000,
    fileParallelism: false,
    globalSetup: ['tests/e2e/globalSetup.ts'],
  },
});
