import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from '../logger';
import * as schema from './schema';

/** The query surface shared by the embedded (PGlite) and the PostgreSQL drivers. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; takes precedence over dataDir. */
  readonly databaseUrl?: string | undefined;
  /** Directory of the embedded database (kept in `<dataDir>/pglite`); null keeps it in memory. */
  readonly dataDir: string | null;
  /** Where PostgreSQL pool errors go (an idle connection dropped by the server); console.error without one. */
  readonly logger?: Pick<Logger, 'error'> | undefined;
  /** Connections per instance (PostgreSQL); default DATABASE_POOL_MAX, else 10. */
  readonly poolMax?: number | undefined;
  /**
   * An in-memory database starts from this dump of a migrated one (`migratedPgliteDump`) instead of an empty
   * cluster: PGlite's initdb takes about 3 s, loading a dump about 1 s. The tests start one server per file.
   */
  readonly memoryTemplate?: Blob | undefined;
}

/** Connections per instance unless DATABASE_POOL_MAX says otherwise. */
const DEFAULT_POOL_MAX = 10;
/**
 * The advisory lock key taken around the migrations (any fixed 64-bit number, one per purpose; the seed's is
 * hashtext('carechat-seed')).
 */
const MIGRATION_LOCK = 7_319_001_019;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl !== undefined && options.databaseUrl !== '')
    return openPostgres(options.databaseUrl, options);
  const { client, db } = await openPglite(options.dataDir, options.memoryTemplate);
  return { db, kind: 'pglite', close: () => client.close() };
}

/** An empty embedded database with every migration applied, as a data-directory dump for `memoryTemplate`. */
export async function migratedPgliteDump(): Promise<Blob> {
  const { client } = await openPglite(null, undefined);
  try {
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** DATABASE_POOL_MAX when it is a positive whole number, else the default. */
export function poolMaxFromEnv(value: string | undefined): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : DEFAULT_POOL_MAX;
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({
    connectionString: url,
    max: options.poolMax ?? poolMaxFromEnv(process.env.DATABASE_POOL_MAX),
  });
  // An idle client whose connection the server ends (restart, failover, idle timeout) emits 'error' on the pool;
  // unheard, that event would end the process. The pool drops the client and opens a new one when needed.
  pool.on('error', (error) => {
    if (options.logger) options.logger.error({ err: error }, 'postgres pool: idle connection lost');
    else console.error('postgres pool: idle connection lost', error);
  });
  try {
    await migrateOnce(url, () => migrate(drizzle({ client: pool, schema }), { migrationsFolder }));
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzle({ client: pool, schema });
  let closed: Promise<void> | null = null;
  // Ends every connection of the pool (waiting for checked-out clients); a second close is the same promise.
  return { db, kind: 'postgres', close: () => (closed ??= pool.end()) };
}

/**
 * Instances starting at once on an empty database would each run the same migrations: one at a time, under an
 * advisory lock held by a client of its own, outside the pool (the migrator takes a pool client for its
 * transaction, so a pool of one still works); the later ones then find every migration applied. A session lock:
 * it goes with the connection if this process dies while migrating.
 */
async function migrateOnce(url: string, run: () => Promise<void>): Promise<void> {
  const { Client } = await import('pg');
  const lockClient = new Client({ connectionString: url });
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await run();
  } finally {
    // Ending the session releases the lock.
    await lockClient.end();
  }
}

async function openPglite(dataDir: string | null, template: Blob | undefined) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  if (dataDir === null) {
    client = new PGlite(template === undefined ? {} : { loadDataDir: template });
  } else {
    const path = join(dataDir, 'pglite');
    mkdirSync(path, { recursive: true });
    client = new PGlite(path);
  }
  const db = drizzle({ client, schema });
  // From a template, only the migrations newer than it.
  await migrate(db, { migrationsFolder });
  return { client, db };
}
