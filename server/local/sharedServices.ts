import { startLocalPostgres } from './postgres';
import { startLocalRedis } from './redis';

/** The PostgreSQL and Redis several instances share: the ones named in the environment, or throwaway ones. */
export interface SharedServices {
  readonly databaseUrl: string;
  readonly redisUrl: string;
  /** Which were started here (and go with stop()), for the console. */
  readonly throwaway: { readonly postgres: boolean; readonly redis: boolean };
  /** Removes the throwaway ones; the ones named in the environment are left alone. */
  stop(): void;
}

/**
 * DATABASE_URL and REDIS_URL when set; otherwise a throwaway PostgreSQL cluster and Redis from Debian's packages
 * (server/local/), removed by stop(). Used by `npm run start:cluster` and the scale-out benches.
 */
export async function sharedServicesFromEnv(env: NodeJS.ProcessEnv): Promise<SharedServices> {
  const stops: (() => void)[] = [];
  const stop = (): void => {
    for (const stopOne of stops.reverse()) {
      try {
        stopOne();
      } catch (error) {
        console.error(error);
      }
    }
  };
  try {
    let databaseUrl = env.DATABASE_URL ?? '';
    let redisUrl = env.REDIS_URL ?? '';
    const throwaway = { postgres: databaseUrl === '', redis: redisUrl === '' };
    if (throwaway.postgres) {
      const postgres = await startLocalPostgres();
      stops.push(() => postgres.stop());
      databaseUrl = postgres.url;
    }
    if (throwaway.redis) {
      const redis = await startLocalRedis();
      stops.push(() => redis.stop());
      redisUrl = redis.url;
    }
    return { databaseUrl, redisUrl, throwaway, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
