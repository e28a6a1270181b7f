import { startLocalPostgres } from '../local/postgres';
import { startLocalRedis } from '../local/redis';
import { startCluster } from './startCluster';

// `npm run start:cluster`: CLUSTER_INSTANCES (default 2) server instances behind a round-robin balancer on
// PORT (default 8080). DATABASE_URL and REDIS_URL name the PostgreSQL and Redis to share; when unset, a
// throwaway PostgreSQL cluster and Redis are started from Debian's packages and removed on exit.
const instances = Number(process.env.CLUSTER_INSTANCES ?? '2');
if (!Number.isInteger(instances) || instances < 1) throw new Error(`CLUSTER_INSTANCES must be a whole number above 0, got '${process.env.CLUSTER_INSTANCES ?? ''}'`);
const port = Number(process.env.PORT ?? '8080');

const stops: (() => void)[] = [];
let databaseUrl = process.env.DATABASE_URL ?? '';
let redisUrl = process.env.REDIS_URL ?? '';
if (databaseUrl === '') {
  const postgres = await startLocalPostgres();
  stops.push(() => postgres.stop());
  databaseUrl = postgres.url;
  console.log(`throwaway PostgreSQL at ${databaseUrl} (removed on exit; set DATABASE_URL to keep data)`);
}
if (redisUrl === '') {
  const redis = await startLocalRedis();
  stops.push(() => redis.stop());
  redisUrl = redis.url;
  console.log(`throwaway Redis at ${redisUrl}`);
}

// Every request reaches the instances from the balancer's address: the per-address limit of sign-in codes
// would count all patients as one, so it is raised here (a real balancer passes the client's address on).
const cluster = await startCluster({
  instances,
  port,
  databaseUrl,
  redisUrl,
  env: { CODE_REQUESTS_PER_ADDRESS_PER_HOUR: process.env.CODE_REQUESTS_PER_ADDRESS_PER_HOUR ?? '1000' },
});
console.log(`${instances} instances (${cluster.instances.map((instance) => instance.url).join(', ')}) behind ${cluster.url.replace('127.0.0.1', 'localhost')}`);

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  cluster
    .stop()
    .catch((error: unknown) => console.error(error))
    .finally(() => {
      for (const stopService of stops.reverse()) stopService();
      process.exit(0);
    });
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
