import { readFileSync } from 'node:fs';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase, poolMaxFromEnv, type Database } from '../../server/db/connect';
import { organizations } from '../../server/db/schema';
import { freshDatabaseUrl, onPostgres } from '../infra/testDatabase';

/** server/db/connect.ts on PostgreSQL: instances starting together, the pool's size, and close. PostgreSQL pass only. */

const MIGRATIONS = (
  JSON.parse(readFileSync(new URL('../../server/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

/** Runs one query on its own connection (outside the pools under test), by default as the cluster's superuser. */
async function admin<T extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
  url = inject('postgresUrl'),
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The connections open to one database now. */
async function connectionsTo(url: string): Promise<number> {
  const name = new URL(url).pathname.slice(1);
  const [row] = await admin<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [
    name,
  ]);
  return row?.n ?? 0;
}

describe('DATABASE_POOL_MAX', () => {
  it('sizes the pool when it is a positive whole number, else 10', () => {
    expect(poolMaxFromEnv('25')).toBe(25);
    expect(poolMaxFromEnv(undefined)).toBe(10);
    for (const wrong of ['', '0', '-3', '2.5', 'ten']) expect(poolMaxFromEnv(wrong)).toBe(10);
  });
});

describe.skipIf(!onPostgres())('PostgreSQL connections', () => {
  it('lets four instances start at once on one empty database: each starts, every migration is applied once', async () => {
    const url = await freshDatabaseUrl();
    const opened = await Promise.allSettled(
      Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url, dataDir: null })),
    );
    if (url === undefined) throw new Error('the PostgreSQL pass has a cluster');
    const databases = opened.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    try {
      expect(
        opened.filter((outcome) => outcome.status === 'rejected').map((outcome) => String(outcome.reason)),
      ).toEqual([]);
      const [applied] = await admin<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
        [],
        url,
      );
      expect(applied?.n).toBe(MIGRATIONS);
      // Every instance can use the schema.
      for (const database of databases)
        expect(await database.db.select({ n: count() }).from(organizations)).toEqual([{ n: 0 }]);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  });

  it('keeps to the pool size under load, and close ends every connection (twice is fine)', async () => {
    const url = await freshDatabaseUrl();
    if (url === undefined) throw new Error('the PostgreSQL pass has a cluster');
    const database: Database = await openDatabase({ databaseUrl: url, dataDir: null, poolMax: 3 });
    // Twelve queries of 0.3 s at once: three connections serve them, the rest wait their turn in the pool.
    const busy = Promise.all(Array.from({ length: 12 }, () => database.db.execute('select pg_sleep(0.3)')));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await connectionsTo(url)).toBe(3);
    await busy;
    await database.close();
    await database.close();
    expect(await connectionsTo(url)).toBe(0);
  });
});
