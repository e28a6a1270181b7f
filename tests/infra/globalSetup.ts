import type { TestProject } from 'vitest/node';
import { startLocalPostgres } from '../../server/local/postgres';
import { startLocalRedis } from '../../server/local/redis';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the PostgreSQL cluster the tests make their databases on ('' on PGlite; unset under a config without this setup). */
    postgresUrl?: string;
    /** Redis of the scale-out tests ('' when not needed). */
    redisUrl?: string;
  }
}

/**
 * With TEST_DATABASE=postgres the server tests run on PostgreSQL: TEST_POSTGRES_URL names a cluster
 * (a superuser may create databases on it), or a throwaway one is made from Debian's package for the run.
 * With TEST_REDIS=1 (the scale-out suite) Redis likewise: TEST_REDIS_URL, or a throwaway redis-server.
 * Without either, nothing starts and the tests use embedded PGlite and in-process state.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const stops: (() => void)[] = [];
  let postgresUrl = '';
  let redisUrl = '';
  if (process.env.TEST_DATABASE === 'postgres') {
    postgresUrl = process.env.TEST_POSTGRES_URL ?? '';
    if (postgresUrl === '') {
      const cluster = await startLocalPostgres();
      stops.push(() => cluster.stop());
      postgresUrl = cluster.url;
    }
  }
  if (process.env.TEST_REDIS === '1') {
    redisUrl = process.env.TEST_REDIS_URL ?? '';
    if (redisUrl === '') {
      const redis = await startLocalRedis();
      stops.push(() => redis.stop());
      redisUrl = redis.url;
    }
  }
  project.provide('postgresUrl', postgresUrl);
  project.provide('redisUrl', redisUrl);
  return () => {
    for (const stop of stops.reverse()) stop();
  };
}
