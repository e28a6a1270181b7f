// First: the texts the server shares with the app are worded in English from the start (server/i18n.ts).
import './i18n';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { DestinationStream } from 'pino';
import type { ViteDevServer } from 'vite';
import { OTP_MAX_REQUESTS_PER_ADDRESS_PER_HOUR } from '../domain/otp';
import { WRONG_CODES_PER_ADDRESS_DELAY } from '../domain/signInDelays';
import { loadTenant } from '../tenants/load';
import type { Services } from './context';
import { openDatabase } from './db/connect';
import { createPublicResponseCache } from './graphql/publicResponseCache';
import { createRequestLimit, GRAPHQL_REQUESTS_PER_ADDRESS_PER_MINUTE } from './graphql/requestLimit';
import { createGraphqlSocket } from './graphql/websocket';
import { createYogaServer } from './graphql/yoga';
import { correlationIdOf } from './http/correlation';
import { createHttpDrain, DRAIN_TIMEOUT_MS } from './http/drain';
import { createInlineScriptHashes } from './http/inlineScripts';
import { contentSecurityPolicy, graphqlOrigins, servedOverHttps, setSecurityHeaders } from './http/securityHeaders';
import { createGraphqlRoute } from './http/graphqlRoute';
import { text } from './http/plainAnswers';
import { logRequest } from './http/requestLog';
import { isApiPath, routeOf, serverRoutes } from './http/routes';
import { createStaticHandler } from './http/static';
import { createLogger } from './logger';
import { loadOtpKey } from './modules/auth';
import { crashPointsEnabled } from './crashPoints';
import { createInProcessPubSub } from './pubsub';
import { openRedis, type RedisConnections } from './redis/connect';
import { createRedisPubSub } from './redis/pubsub';
import { createGrowingDelay } from './growingDelay';
import { createRateLimiter } from './rateLimit';
import { seedDemoIfEmpty } from './seed/demo';
import { selectSmsProvider, usesLocalOutbox, type SmsSettings } from './sms/select';
import { videoConfigFromEnv, type VideoConfig } from './modules/video';
import { startJobs } from './jobs/periodicJobs';
import { buildServices, closeServices } from './services';
import { defaultPublicUrl, parsePublicUrl } from './http/publicUrl';

export interface StartOptions {
  readonly port: number;
  readonly host?: string;
  /** Tenant id (tenants/); default the chat demo. */
  readonly tenantId?: string;
  /** Embedded database directory (default '.data'); null keeps it in memory. Ignored with databaseUrl. */
  readonly dataDir?: string | null;
  /** PostgreSQL connection string. */
  readonly databaseUrl?: string;
  /** With dataDir null: start from this migrated database's dump (server/db/connect.ts), as tests do. */
  readonly memoryTemplate?: Blob;
  /** Redis URL: pub/sub, presence, typing and rate limits shared with the other instances (default: this process alone). */
  readonly redisUrl?: string;
  /** 'dist': the built app from dist/<tenant>; 'vite': Vite in middleware mode (hot reload); false: API only. */
  readonly serveApp?: 'dist' | 'vite' | false;
  /** Seed the demo network when the database is empty (default true). */
  readonly seed?: boolean;
  readonly logLevel?: string;
  /** Where log lines go (default stdout). */
  readonly logDestination?: DestinationStream;
  /** The clock (ms since the epoch); tests move it forward. */
  readonly now?: () => number;
  readonly sms?: SmsSettings;
  /** Production hides /dev/sms and GraphiQL (default: NODE_ENV === 'production'). */
  readonly production?: boolean;
  /**
   * initiateAuthentication calls allowed per client address an hour (default 20). Behind a reverse proxy
   * every caller has the proxy's address: raise it there, or limit at the proxy.
   */
  readonly codeRequestsPerAddressPerHour?: number;
  /**
   * Wrong sign-in codes per client address an hour before each further try waits (default 10, then 1, 2, 4 …
   * seconds up to 5 minutes). Raise it behind a reverse proxy, as codeRequestsPerAddressPerHour.
   */
  readonly wrongCodesPerAddressPerHour?: number;
  /**
   * GraphQL operations (HTTP requests to /graphql and websocket subscribe messages) allowed per client address a
   * minute (default GRAPHQL_REQUESTS_PER_ADDRESS_PER_MINUTE, 600); past it 429 / ARO-E1033. Behind a reverse proxy
   * every caller has the proxy's address: raise it there, or limit at the proxy.
   */
  readonly graphqlRequestsPerAddressPerMinute?: number;
  /**
   * A reverse proxy in front sets X-Forwarded-Proto (TRUST_PROXY=1): an answer it says went over HTTPS carries
   * Strict-Transport-Security. Default false: the header is never read.
   */
  readonly trustProxy?: boolean;
  /** Root of the per-tenant builds (default 'dist'). */
  readonly distDir?: string;
  /** Twilio credentials and ICE servers of video calls (default: from the environment, server/modules/video/config.ts). */
  readonly video?: VideoConfig;
  /**
   * On close, how long /readyz answers 503 'draining' while the server still accepts, so a balancer polling it
   * stops sending here first (default 0: stop accepting at once).
   */
  readonly drainDelayMs?: number;
  /** On close, how long requests in flight may take to answer before their connections are cut (default 10 s). */
  readonly drainTimeoutMs?: number;
  /** How long quick pay's claim of a booking stands before recovery may release it (default 30 s, server/modules/payments/claimLease.ts). */
  readonly paymentClaimLeaseMs?: number;
  /**
   * Where patients reach the app (PUBLIC_URL), the start of every link the server texts: an origin such as
   * 'https://care.example.lk'. Default: https://<tenant host> in production, else http://localhost:<port> (server/http/publicUrl.ts).
   */
  readonly publicUrl?: string;
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  /** What the server runs on (database, clock, pub/sub): in-process tests arrange data through it. */
  readonly services: Services;
  /**
   * Graceful shutdown (SIGTERM): /readyz says 'draining'; no new connections; requests in flight answer;
   * websockets close with 1001 so clients reconnect elsewhere; periodic jobs finish their run; then Redis
   * and the database close.
   */
  close(): Promise<void>;
}

/** Starts the HTTP server: GraphQL over HTTP and websocket at /graphql, /healthz, /readyz, /dev/sms, and the app. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const takesCrashPoints = crashPointsEnabled(production);
  const logger = createLogger(options.logLevel ?? 'info', options.logDestination);
  const tenant = loadTenant(options.tenantId);
  const now = options.now ?? Date.now;
  // Read before anything starts: a wrong Twilio or ICE setting refuses to start, naming what is wrong.
  const video = options.video ?? videoConfigFromEnv(process.env);
  const configuredPublicUrl =
    options.publicUrl === undefined || options.publicUrl === '' ? null : parsePublicUrl(options.publicUrl);
  // Known once the port is (below, after listen) unless configured.
  let publicUrl = configuredPublicUrl ?? '';
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir === undefined ? '.data' : options.dataDir,
    memoryTemplate: options.memoryTemplate,
    logger,
  });
  let redis: RedisConnections | null = null;

  try {
    if (options.redisUrl !== undefined && options.redisUrl !== '') redis = await openRedis(options.redisUrl, logger);
    if (options.seed ?? true) {
      const seeded = await seedDemoIfEmpty(database.db, tenant, now());
      if (seeded !== null) logger.info({ ...seeded, tenant: tenant.id }, 'seeded demo network');
    }
    const services = buildServices(
      {
        db: database.db,
        tenant,
        logger,
        now,
        sms: selectSmsProvider(options.sms ?? {}, database.db, now, logger),
        pubsub: redis === null ? createInProcessPubSub() : createRedisPubSub(redis),
        otpKey: await loadOtpKey(database.db),
        // Per client address and kept across restarts: in Redis, else in the database (docs/decisions/0002-sign-in-limits.md).
        codeRequests: createRateLimiter(
          {
            name: 'codes',
            limit: options.codeRequestsPerAddressPerHour ?? OTP_MAX_REQUESTS_PER_ADDRESS_PER_HOUR,
            windowMs: 60 * 60 * 1000,
          },
          redis,
          database.db,
        ),
        wrongCodes: createGrowingDelay(
          'wrong-codes',
          {
            ...WRONG_CODES_PER_ADDRESS_DELAY,
            freeFailures: options.wrongCodesPerAddressPerHour ?? WRONG_CODES_PER_ADDRESS_DELAY.freeFailures,
          },
          { redis, durable: database.db },
        ),
        redis,
        instanceId: randomUUID(),
        paymentClaimLeaseMs: options.paymentClaimLeaseMs,
        publicUrl: () => publicUrl,
      },
      video,
    );
    // The outbox holds live codes: readable only in development, and only when it is where codes go.
    const serveDevSms = !production && usesLocalOutbox(options.sms ?? {});
    const yoga = createYogaServer(services, { production });
    const publicAnswers = createPublicResponseCache(services.pubsub);
    const server = createServer();
    const drain = createHttpDrain(server);
    const requestLimit = createRequestLimit(
      options.graphqlRequestsPerAddressPerMinute ?? GRAPHQL_REQUESTS_PER_ADDRESS_PER_MINUTE,
      redis,
    );
    // The page origins allowed to call /graphql, known once the port is (below, after listen).
    let origins: readonly string[] = [];
    const socket = createGraphqlSocket(yoga, logger, requestLimit);
    const routes = serverRoutes({
      services,
      graphql: createGraphqlRoute({ yoga, publicAnswers, requestLimit, origins: () => origins, now }),
      draining: () => drain.draining,
      serveDevSms,
      takesCrashPoints,
    });
    // Every periodic job (server/jobs/periodicJobs.ts); their runs at start end before the server listens.
    const jobs = startJobs(services);

    let vite: ViteDevServer | null = null;
    if (options.serveApp === 'vite') {
      const { createServer: createViteServer } = await import('vite');
      vite = await createViteServer({
        // Vite 8 names the HMR socket's server option server.ws.server (server.hmr.server is deprecated).
        server: { middlewareMode: true, ws: { server } },
        appType: 'spa',
        define: { __TENANT__: JSON.stringify(tenant) },
      });
    }
    const serveStatic =
      options.serveApp === 'dist' ? createStaticHandler(join(options.distDir ?? 'dist', tenant.id)) : null;
    // The built index.html runs one inline script (its first screen's greeting): the policy allows it by hash.
    const indexScripts = createInlineScriptHashes(join(options.distDir ?? 'dist', tenant.id, 'index.html'));

    const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
      const started = performance.now();
      drain.track(res);
      const correlationId = correlationIdOf(req.headers['x-correlation-id']);
      res.setHeader('x-correlation-id', correlationId);
      setSecurityHeaders(res, {
        contentSecurityPolicy: vite === null,
        https: servedOverHttps(req, options.trustProxy ?? false),
      });
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      logRequest(logger, req, res, pathname, correlationId, started);

      const route = routeOf(routes, pathname, req.method);
      if (route !== null) return route.handle(req, res, pathname, correlationId);
      if (isApiPath(pathname)) return text(res, 404, 'Not found');
      if (vite !== null) {
        vite.middlewares(req, res, () => text(res, 404, 'Not found'));
        return;
      }
      if (serveStatic !== null) {
        res.setHeader('content-security-policy', contentSecurityPolicy(await indexScripts()));
        return serveStatic(req, res, pathname);
      }
      return text(res, 404, 'Not found');
    };

    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      handle(req, res).catch((error: unknown) => {
        logger.error({ err: error, path: req.url?.split('?')[0] }, 'request failed');
        if (!res.headersSent) text(res, 500, 'Internal error');
        else res.destroy();
      });
    });
    server.on('upgrade', (req: IncomingMessage, stream, head: Buffer) => {
      // Vite's HMR listens for its own upgrades on this server; anything else is refused.
      if (drain.draining && vite === null) return void stream.destroy();
      if (!socket.handleUpgrade(req, stream, head) && vite === null) stream.destroy();
    });

    // Work a crash left behind (payments waiting for a result, notifications unsent) is done before the first request.
    await jobs.started;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const port = (server.address() as AddressInfo).port;
    origins = graphqlOrigins(tenant.host, port, production);
    publicUrl = configuredPublicUrl ?? defaultPublicUrl({ production, host: tenant.host, port });
    logger.info(
      {
        port,
        publicUrl,
        tenant: tenant.id,
        database: database.kind,
        redis: redis !== null,
        instanceId: services.instanceId,
        serveApp: options.serveApp ?? false,
      },
      'listening',
    );

    let closing: Promise<void> | null = null;
    return {
      url: `http://localhost:${port}`,
      port,
      services,
      close: () =>
        (closing ??= (async () => {
          logger.info({ instanceId: services.instanceId }, 'draining');
          drain.begin();
          // No new run starts; a run in flight finishes before the database closes.
          const jobsStopped = jobs.stop();
          if ((options.drainDelayMs ?? 0) > 0)
            await new Promise((resolve) => setTimeout(resolve, options.drainDelayMs));
          // Stop accepting and let requests in flight answer, while every websocket is told 1001 (Going away).
          await Promise.all([drain.finish(options.drainTimeoutMs ?? DRAIN_TIMEOUT_MS), socket.close(), vite?.close()]);
          await jobsStopped;
          await closeServices(services);
          publicAnswers.close();
          await redis?.close();
          await database.close();
          logger.info({ instanceId: services.instanceId }, 'closed');
        })()),
    };
  } catch (error) {
    await redis?.close();
    await database.close();
    throw error;
  }
}
