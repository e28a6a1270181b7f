import { startServer } from './app';

// `npm start` (serves dist/<tenant>) and `npm run dev` (--dev: Vite middleware with hot reload).
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? '8080');
if (!Number.isInteger(port) || port < 0 || port > 65_535)
  throw new Error(`PORT must be a port number, got '${process.env.PORT ?? ''}'`);

/** A whole number above 0 from the environment, or undefined when unset (the server's default). */
function positiveWholeFromEnv(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!(Number.isInteger(value) && value > 0)) throw new Error(`${name} must be a whole number above 0, got '${raw}'`);
  return value;
}

// Behind a reverse proxy every caller shares the proxy's address: raise the per-address limits there.
const codeRequestsPerAddressPerHour = positiveWholeFromEnv('CODE_REQUESTS_PER_ADDRESS_PER_HOUR');
const wrongCodesPerAddressPerHour = positiveWholeFromEnv('WRONG_CODES_PER_ADDRESS_PER_HOUR');
const graphqlRequestsPerAddressPerMinute = positiveWholeFromEnv('GRAPHQL_REQUESTS_PER_ADDRESS_PER_MINUTE');

// A reverse proxy in front whose X-Forwarded-Proto may be believed (Strict-Transport-Security over HTTPS).
const trustProxy = process.env.TRUST_PROXY ?? '';
if (!['', '0', '1'].includes(trustProxy))
  throw new Error(`TRUST_PROXY must be 1 (a proxy in front sets X-Forwarded-Proto) or 0, got '${trustProxy}'`);

// Behind a balancer that polls /readyz: how long to keep accepting while it says 'draining' (default 0).
const drainDelay = process.env.DRAIN_DELAY_MS;
const drainDelayMs = drainDelay === undefined || drainDelay === '' ? 0 : Number(drainDelay);
if (!(Number.isInteger(drainDelayMs) && drainDelayMs >= 0))
  throw new Error(`DRAIN_DELAY_MS must be a whole number of milliseconds, got '${drainDelay ?? ''}'`);

// How long a quick pay claim stands before recovery asks the gateway about it (default 30 s; the crash tests shorten it).
const paymentClaimLeaseMs = positiveWholeFromEnv('PAYMENT_CLAIM_LEASE_MS');

const server = await startServer({
  port,
  tenantId: process.env.TENANT,
  databaseUrl: process.env.DATABASE_URL,
  redisUrl: process.env.REDIS_URL,
  dataDir: process.env.DATA_DIR ?? '.data',
  serveApp: dev ? 'vite' : 'dist',
  seed: true,
  logLevel: process.env.LOG_LEVEL ?? 'info',
  sms: { provider: process.env.SMS_PROVIDER, httpUrl: process.env.SMS_HTTP_URL, httpToken: process.env.SMS_HTTP_TOKEN },
  codeRequestsPerAddressPerHour,
  graphqlRequestsPerAddressPerMinute,
  trustProxy: trustProxy === '1',
  wrongCodesPerAddressPerHour,
  drainDelayMs,
  paymentClaimLeaseMs,
  // Where patients reach the app, for the links texted to them (malformed refuses to start; unset: http://localhost:PORT, or https://<tenant host> in production).
  publicUrl: process.env.PUBLIC_URL,
});

// SIGTERM (an orchestrator, tsx watch) or SIGINT drains: no new connections, requests in flight answer,
// websockets close with 1001 so clients reconnect to another instance, then the database closes; exit 0.
// The drain is bounded (requests in flight 10 s, websockets 3 s). Repeated signals are ignored while it runs:
// npx and tsx relay the signal a process group already got, and a second one must not cut the drain short.
let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
