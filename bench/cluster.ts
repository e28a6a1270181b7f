import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { startCluster, type RunningCluster } from '../server/cluster/startCluster';
import { startLocalPostgres } from '../server/local/postgres';
import { startLocalRedis } from '../server/local/redis';

/**
 * The scale-out benches' servers: `instances` real server processes (server/cluster/startCluster.ts) on one
 * PostgreSQL and one Redis. DATABASE_URL / REDIS_URL name existing ones; when unset, throwaway ones are
 * started from Debian's packages (server/local/) and removed by stop(). With `large`, the database is
 * seeded with the demo and the large set (`npm run seed -- --large`) before the first instance starts, so
 * the instances find it seeded and add nothing.
 */
export interface BenchCluster {
  readonly cluster: RunningCluster;
  /** Where the data lives, to print with the figures ("throwaway" or the URL given). */
  readonly database: string;
  stop(): Promise<void>;
}

export async function startBenchCluster(options: { instances: number; large: boolean; env?: Readonly<Record<string, string>> }): Promise<BenchCluster> {
  // Instances serve the built app (server/main.ts): unbuilt, /readyz falls to the static handler's 503 and they never count as ready.
  if (!existsSync('dist')) throw new Error('the instances serve the built app: run npm run build first');
  const stops: (() => void)[] = [];
  const stopServices = (): void => {
    for (const stop of stops.reverse()) {
      try {
        stop();
      } catch (error) {
        console.error(error);
      }
    }
  };
  try {
    let databaseUrl = process.env.DATABASE_URL ?? '';
    let redisUrl = process.env.REDIS_URL ?? '';
    const database = databaseUrl === '' ? 'a throwaway PostgreSQL cluster' : 'DATABASE_URL';
    if (databaseUrl === '') {
      const postgres = await startLocalPostgres();
      stops.push(() => postgres.stop());
      databaseUrl = postgres.url;
    }
    if (redisUrl === '') {
      const redis = await startLocalRedis();
      stops.push(() => redis.stop());
      redisUrl = redis.url;
    }
    if (options.large) {
      console.log('Seeding the large network into PostgreSQL (demo + 10,000 practitioners, 5,000 sessions)…');
      const seeded = spawnSync('node_modules/.bin/tsx', ['server/seed/cli.ts', '--large'], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'inherit' });
      if (seeded.status !== 0) throw new Error('seeding failed');
    }
    const cluster = await startCluster({
      instances: options.instances,
      databaseUrl,
      redisUrl,
      // Every bench request comes from 127.0.0.1: the per-address sign-in limit would count them as one caller.
      env: { LOG_LEVEL: 'warn', CODE_REQUESTS_PER_ADDRESS_PER_HOUR: '100000', ...options.env },
    });
    return {
      cluster,
      database,
      stop: async () => {
        try {
          await cluster.stop();
        } finally {
          stopServices();
        }
      },
    };
  } catch (error) {
    stopServices();
    throw error;
  }
}

/** User and system CPU seconds a process has used so far (Linux /proc; 0 elsewhere). */
export function cpuSecondsOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const fields = readFileSync(`/proc/${String(pid)}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
