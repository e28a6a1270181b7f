import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { StartOptions } from '../../server/app';
import { freshDatabaseUrl } from '../infra/testDatabase';
import { errorOf, INITIATE, startTestServer } from './harness';

const dataDir = mkdtempSync(join(tmpdir(), 'carechat-limits-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** One database kept across two servers: a PostgreSQL database of its own, or PGlite in a directory. */
async function keptDatabase(): Promise<Partial<StartOptions>> {
  const databaseUrl = await freshDatabaseUrl();
  return databaseUrl === undefined ? { dataDir, memoryTemplate: undefined } : { databaseUrl };
}

// Issue 28: without Redis the per-address limits are in the database (rate-limiter-flexible's Drizzle store), not in memory.
describe('per-address limits across a restart, without Redis', () => {
  it("keeps an address's code requests: refused after the restart as before it", async () => {
    const database = await keptDatabase();
    const options = { ...database, codeRequestsPerAddressPerHour: 2 };
    const before = await startTestServer(options);
    try {
      expect(errorOf(await before.gql(INITIATE, { username: '0773200001' }))).toBe('');
      expect(errorOf(await before.gql(INITIATE, { username: '0773200002' }))).toBe('');
      expect(errorOf(await before.gql(INITIATE, { username: '0773200003' }))).toBe(
        'ARO-E1033:Too many requests. Please try again later.',
      );
    } finally {
      await before.close();
    }
    const after = await startTestServer(options);
    try {
      expect(errorOf(await after.gql(INITIATE, { username: '0773200004' }))).toBe(
        'ARO-E1033:Too many requests. Please try again later.',
      );
    } finally {
      await after.close();
    }
  });
});
