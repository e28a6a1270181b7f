import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../../server/app';
import { memoryTemplate } from '../infra/pgliteTemplate';

/**
 * A server of the chat tenant for one test file, on a clock the test moves forward (the lab report's 15-minute
 * wait). The suite's shared servers keep real time; moving theirs would shift every other file's sessions and
 * codes. Seeded and serving the built app like them (tests/e2e/globalSetup.ts).
 */
export interface ClockServer {
  readonly url: string;
  /** Moves the server's clock forward; the browser's is moved with page.clock. */
  readonly advance: (ms: number) => void;
}

export function useClockServer(): () => ClockServer {
  let server: RunningServer | undefined;
  let offset = 0;
  beforeAll(async () => {
    server = await startServer({
      port: 0,
      tenantId: 'carechat-demo',
      dataDir: null,
      memoryTemplate: await memoryTemplate(),
      serveApp: 'dist',
      seed: true,
      logLevel: 'warn',
      codeRequestsPerAddressPerHour: 1000,
      wrongCodesPerAddressPerHour: 1000,
      now: () => Date.now() + offset,
    });
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (server === undefined) throw new Error('the server is not running');
    const { url } = server;
    return {
      url,
      advance: (ms) => {
        offset += ms;
      },
    };
  };
}
