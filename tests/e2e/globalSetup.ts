import type { TestProject } from 'vitest/node';
import { startServer } from '../../server/app';
import { memoryTemplate } from '../infra/pgliteTemplate';
import { DEMO_HOLDER_MOBILE } from '../../server/seed/people';
import { signInPatient } from './api';

declare module 'vitest' {
  export interface ProvidedContext {
    chatUrl: string;
    flatUrl: string;
    /** The seeded demo holder, signed in once per server (below). */
    chatHolderToken: string;
    flatHolderToken: string;
  }
}

/**
 * Starts the real server twice (chat tenant and flat tenant), each with its own in-memory database,
 * seeded, serving its built app from dist/<tenant>. `npm run test:e2e` builds both first.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Every test signs its patients in from this one address: the per-address limits of code requests (20 an
  // hour, tested in tests/server/http.test.ts) and of wrong codes (10 free an hour, tests/server/auth.test.ts)
  // would hold back the suite's later patients, so they are raised here only. So is the limit of GraphQL operations
  // a minute (600): the whole suite's pages share it, a file's pages quickly after the last's (the files with a
  // server of their own, clockServer and videoServer, keep the default).
  const perAddress = {
    codeRequestsPerAddressPerHour: 1000,
    wrongCodesPerAddressPerHour: 1000,
    graphqlRequestsPerAddressPerMinute: 100_000,
  };
  const chat = await startServer({
    port: 0,
    tenantId: 'carechat-demo',
    dataDir: null,
    memoryTemplate: await memoryTemplate(),
    serveApp: 'dist',
    seed: true,
    logLevel: 'warn',
    ...perAddress,
  });
  const flat = await startServer({
    port: 0,
    tenantId: 'harbour-clinic',
    dataDir: null,
    memoryTemplate: await memoryTemplate(),
    serveApp: 'dist',
    seed: true,
    logLevel: 'warn',
    ...perAddress,
  });
  project.provide('chatUrl', chat.url);
  project.provide('flatUrl', flat.url);
  // Files that only need the demo holder's data share one sign-in per server: a code to the same number within a
  // minute is refused (ARO-E1031), so each further sign-in by SMS could cost a file up to a minute's wait.
  project.provide('chatHolderToken', await signInPatient(chat.url, DEMO_HOLDER_MOBILE));
  project.provide('flatHolderToken', await signInPatient(flat.url, DEMO_HOLDER_MOBILE));
  return async () => {
    await Promise.all([chat.close(), flat.close()]);
  };
}
