import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/connect';
import { memoryTemplate } from './pgliteTemplate';

/** Whether this run is the PostgreSQL pass (TEST_DATABASE=postgres, tests/infra/globalSetup.ts). */
export function onPostgres(): boolean {
  return (inject('postgresUrl') ?? '') !== '';
}

/**
 * A new, empty PostgreSQL database on the run's cluster, for one server or test file; undefined on
 * PGlite (each server then keeps its own in memory). Nothing is dropped: the cluster goes with the run.
 */
export async function freshDatabaseUrl(): Promise<string | undefined> {
  // Undefined when a config without tests/infra/globalSetup.ts runs the file: PGlite then too.
  const admin = inject('postgresUrl') ?? '';
  if (admin === '') return undefined;
  const { default: pg } = await import('pg');
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Where a test server's data goes: a fresh PostgreSQL database in the PostgreSQL pass, else PGlite in memory
 * started from the run's migrated template (tests/infra/pgliteTemplate.ts).
 */
export async function testDatabaseOptions(): Promise<{
  readonly dataDir: null;
  readonly databaseUrl?: string;
  readonly memoryTemplate?: Blob;
}> {
  const databaseUrl = await freshDatabaseUrl();
  return databaseUrl === undefined
    ? { dataDir: null, memoryTemplate: await memoryTemplate() }
    : { dataDir: null, databaseUrl };
}

/** The test database: embedded PGlite in memory, or a fresh PostgreSQL database in the PostgreSQL pass. */
export async function openTestDatabase(): Promise<Database> {
  return openDatabase(await testDatabaseOptions());
}
