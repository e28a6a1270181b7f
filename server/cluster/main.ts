import { sharedServicesFromEnv } from '../local/sharedServices';
import { startCluster } from './startCluster';

// `npm run start:cluster`: CLUSTER_INSTANCES (default 2) server instances behind a round-robin balancer on
// PORT (default 8080). DATABASE_URL and REDIS_URL name the PostgreSQL and Redis to share; when unset, a
// throwaway PostgreSQL cluster and Redis are started from Debian's packages and removed on exit.
const instances = Number(process.env.CLUSTER_INSTANCES ?? '2');
if (!Number.isInteger(instances) || instances < 1)
  throw new Error(`CLUSTER_INSTANCES must be a whole number above 0, got '${process.env.CLUSTER_INSTANCES ?? ''}'`);
const port = Number(process.env.PORT ?? '8080');

const services = await sharedServicesFromEnv(process.env);
if (services.throwaway.postgres)
  console.log(`throwaway PostgreSQL at ${services.databaseUrl} (removed on exit; set DATABASE_URL to keep data)`);
if (services.throwaway.redis) console.log(`throwaway Redis at ${services.redisUrl}`);

// Every request reaches the instances from the balancer's address: the per-address limits of sign-in codes
// would count all patients as one, so they are raised here (a real balancer passes the client's address on).
const cluster = await startCluster({
  instances,
  port,
  databaseUrl: services.databaseUrl,
  redisUrl: services.redisUrl,
  env: {
    CODE_REQUESTS_PER_ADDRESS_PER_HOUR: process.env.CODE_REQUESTS_PER_ADDRESS_PER_HOUR ?? '1000',
    GRAPHQL_REQUESTS_PER_ADDRESS_PER_MINUTE: process.env.GRAPHQL_REQUESTS_PER_ADDRESS_PER_MINUTE ?? '100000',
    WRONG_CODES_PER_ADDRESS_PER_HOUR: process.env.WRONG_CODES_PER_ADDRESS_PER_HOUR ?? '1000',
    // Links texted to patients open on the balancer, not on the instance that sent them.
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  },
});
console.log(
  `${instances} instances (${cluster.instances.map((instance) => instance.url).join(', ')}) behind ${cluster.url.replace('127.0.0.1', 'localhost')}`,
);

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  cluster
    .stop()
    .catch((error: unknown) => console.error(error))
    .finally(() => {
      services.stop();
      process.exit(0);
    });
};
// `on`, not `once`: tsx passes on a signal this process may already have had, and a second one must not
// kill it before the throwaway PostgreSQL and Redis are removed.
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
