import { inject } from 'vitest';
import type { StartOptions } from '../../server/app';
import { freshDatabaseUrl } from '../infra/testDatabase';
import { startTestServer, type TestServer } from '../server/harness';

/** Two server instances in this process that share nothing but one PostgreSQL database, one Redis and a clock. */
export interface TestPair {
  readonly a: TestServer;
  readonly b: TestServer;
  readonly databaseUrl: string;
  readonly redisUrl: string;
  now(): number;
  /** Moves both instances' clock. */
  advance(ms: number): void;
  close(): Promise<void>;
}

/**
 * Instances A and B, each with its own pool, Redis connections, caches and timers, as two processes
 * would have; a fresh database. (Killing an instance needs processes: server/cluster/startCluster.ts, as failover.test.ts does.)
 */
export async function startTestPair(options: Partial<StartOptions> = {}): Promise<TestPair> {
  const databaseUrl = await freshDatabaseUrl();
  const redisUrl = inject('redisUrl') ?? '';
  if (databaseUrl === undefined || redisUrl === '')
    throw new Error('the scale-out suite runs with vitest.scale.config.ts (PostgreSQL and Redis)');
  // A fresh Redis, as the database is fresh: counters of earlier files (rate limits last up to an hour) must not count here.
  await flushRedis(redisUrl);
  let clock = Date.now();
  const now = (): number => clock;
  // A seeds the empty database; B starts on it (the seed takes an advisory lock, so the order is only for speed).
  const a = await startTestServer({ databaseUrl, redisUrl, now, ...options });
  const b = await startTestServer({ databaseUrl, redisUrl, now, ...options });
  return {
    a,
    b,
    databaseUrl,
    redisUrl,
    now,
    advance: (ms) => {
      clock += ms;
    },
    close: async () => {
      await Promise.all([a.close(), b.close()]);
    },
  };
}

/** Empties the run's Redis (one file at a time uses it: fileParallelism is off in vitest.scale.config.ts). */
async function flushRedis(redisUrl: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const client = new Redis(redisUrl);
  try {
    await client.flushdb();
  } finally {
    await client.quit();
  }
}
