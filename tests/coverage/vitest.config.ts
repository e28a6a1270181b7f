import { defineConfig } from 'vitest/config';
import base from '../../vitest.config';

// `npm run coverage:machines`: the model-based tests and the saved replays, with every actor inspected.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/machines/**/*.test.ts', 'tests/flows/**/*.test.ts', 'tests/replays/**/*.test.ts'],
    setupFiles: [...[base.test?.setupFiles ?? []].flat(), 'tests/coverage/collect.ts'],
    globalSetup: ['tests/coverage/globalSetup.ts'],
  },
});
