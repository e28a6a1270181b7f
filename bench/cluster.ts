import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startCluster, type RunningCluster } from '../server/cluster/startCluster';
import { sharedServicesFromEnv } from '../server/local/sharedServices';

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

export async function startBenchCluster(options: {
  instances: number;
  large: boolean;
  env?: Readonly<Record<string, string>>;
}): Promise<BenchCluster> {
  const services = await sharedServicesFromEnv(process.env);
  try {
    const { databaseUrl, redisUrl } = services;
    const database = services.throwaway.postgres ? 'a throwaway PostgreSQL cluster' : 'DATABASE_URL';
    if (options.large) {
      console.log('Seeding the large network into PostgreSQL (demo + 10,000 practitioners, 5,000 sessions)…');
      const seeded = spawnSync('node_modules/.bin/tsx', ['server/seed/cli.ts', '--large'], {
        env: { ...process.env, DATABASE_URL: databaseUrl },
        stdio: 'inherit',
      });
      if (seeded.status !== 0) throw new Error('seeding failed');
    }
    const cluster = await startCluster({
      instances: options.instances,
      databaseUrl,
      redisUrl,
      // Every bench request comes from 127.0.0.1: the per-address limits would count them as one caller.
      env: {
        LOG_LEVEL: 'warn',
        CODE_REQUESTS_PER_ADDRESS_PER_HOUR: '100000',
        GRAPHQL_REQUESTS_PER_ADDRESS_PER_MINUTE: '100000000',
        ...options.env,
      },
    });
    return {
      cluster,
      database,
      stop: async () => {
        try {
          await cluster.stop();
        } finally {
          services.stop();
        }
      },
    };
  } catch (error) {
    services.stop();
    throw error;
  }
}

/** User and system CPU seconds a process has used so far (Linux /proc; 0 elsewhere). */
export function cpuSecondsOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const fields =
      readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
        .split(') ')[1]
        ?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
