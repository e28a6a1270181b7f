import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl !== undefined && options.databaseUrl !== '') return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url });
  const db = drizzle({ client: pool, schema });
  await migrate(db, { migrationsFolder });
  return { db, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(dataDir: string | null): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  if (dataDir === null) {
    client = new PGlite();
  } else {
    const path = join(dataDir, 'pglite');
    mkdirSync(path, { recursive: true });
    client = new PGlite(path);
  }
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}
