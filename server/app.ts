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
import { answerPublicQuery } from './graphql/answerPublicQuery';
import { createPublicResponseCache } from './graphql/publicResponseCache';
import {
  answerTooManyRequests,
  createRequestLimit,
  GRAPHQL_REQUESTS_PER_ADDRESS_PER_MINUTE,
} from './graphql/requestLimit';
import { createGraphqlSocket } from './graphql/websocket';
import { createYogaServer } from './graphql/yoga';
import { handleBlobRequest } from './http/blob';
import { readBodyWithin } from './http/bodyLimit';
import { correlationIdOf } from './http/correlation';
import { createHttpDrain, DRAIN_TIMEOUT_MS } from './http/drain';
import { serveOutbox } from './http/devSms';
import { createInlineScriptHashes } from './http/inlineScripts';
import { readiness } from './http/readiness';
import {
  applyGraphqlCors,
  contentSecurityPolicy,
  graphqlOrigins,
  servedOverHttps,
  setSecurityHeaders,
} from './http/securityHeaders';
import { createStaticHandler } from './http/static';
import { createLogger, type Logger } from './logger';
import { startHoldSweeper } from './modules/appointments/holdSweeper';
import { startOrphanBlobSweeper } from './modules/blobs/orphanSweeper';
import { startViewableNotifier } from './modules/reports/viewableNotifier';
import { startAppointmentReminders } from './modules/reminders/appointmentReminders';
import { loadOtpKey } from './modules/auth/otpKey';
import { closePresence } from './live/presenceOf';
import { chatLiveOf } from './modules/chat/live';
import { FEEDBACK_PATH, handleFeedbackRequest } from './modules/feedback/feedbackRoute';
import { CARD_CALLBACK_PATH, handleCardCallback } from './modules/paymentMethods/cardCallback';
import { CARD_NOTIFICATION_PATH, handleCardNotification } from './modules/paymentMethods/cardNotification';
import { handlePaymentCallback, PAYMENT_CALLBACK_PATH } from './modules/payments/callback';
import { handlePaymentNotification, PAYMENT_NOTIFICATION_PATH } from './modules/payments/notification';
import { startGatewayNotifier } from './sandbox/notifier';
import { CRASH_POINT_PATH, crashPointsEnabled, handleCrashPointRequest } from './crashPoints';
import { handleSandbox, SANDBOX_PREFIX } from './sandbox/routes';
import { createInProcessPubSub } from './pubsub';
import { openRedis, type RedisConnections } from './redis/connect';
import { createRedisPubSub } from './redis/pubsub';
import { createGrowingDelay } from './growingDelay';
import { createRateLimiter } from './rateLimit';
import { startRateLimitSweep } from './rateLimitSweep';
import { colomboMidnight } from './seed/clock';
import { seedDemoIfEmpty } from './seed/demo';
import { selectSmsProvider, usesLocalOutbox, type SmsSettings } from './sms/select';
import { setVideoConfig, videoConfigFromEnv, type VideoConfig } from './modules/video/config';
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

/** Paths the app shell must never answer with index.html. */
const API_PREFIXES = [
  '/graphql',
  '/dev/',
  '/healthz',
  '/readyz',
  '/blob/',
  SANDBOX_PREFIX,
  PAYMENT_CALLBACK_PATH,
  PAYMENT_NOTIFICATION_PATH,
  CARD_CALLBACK_PATH,
  CARD_NOTIFICATION_PATH,
  FEEDBACK_PATH,
];

function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}

function text(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}

/** 413, and the connection closed: the rest of the body is not read. */
function payloadTooLarge(res: ServerResponse): void {
  res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
  res.end('Payload too large');
}

/** Request log line on completion: method, path (never the query: it may hold a token), status, ms, correlation id. */
function logRequest(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  correlationId: string,
  started: number,
): void {
  res.once('close', () => {
    logger.info(
      {
        method: req.method,
        path: pathname,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
        correlationId,
        ...(res.writableFinished ? {} : { aborted: true }),
      },
      'request',
    );
  });
}

/** The GraphQL parameters of a request (GET query string or POST JSON body), or null when unreadable. */
function graphqlParams(
  method: string | undefined,
  url: URL,
  body: Buffer | null,
): { query: unknown; variables: unknown; operationName: unknown } | null {
  try {
    if (method === 'GET') {
      const variables = url.searchParams.get('variables');
      return {
        query: url.searchParams.get('query'),
        variables: variables === null ? null : (JSON.parse(variables) as unknown),
        operationName: url.searchParams.get('operationName'),
      };
    }
    if (body === null) return null;
    const parsed = JSON.parse(body.toString('utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const { query, variables, operationName } = parsed as Record<string, unknown>;
    return { query, variables, operationName };
  } catch {
    return null;
  }
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
    const services: Services = {
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
    };
    setVideoConfig(services, video);
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
    // Temporary bookings never paid give their place back (docs/decisions/0015-booking-and-payment.md: hold of 15 minutes), once the
    // gateway was asked about their payments; quick pay claims left by a crash are recovered (docs/PAYMENTS.md).
    const sweeper = startHoldSweeper(services);
    // The sandbox gateway's merchant notifications, retried until taken (docs/PAYMENTS.md § Notifications).
    const gatewayNotifier = startGatewayNotifier(services);
    // Rows of the database's rate limits whose window ended (no Redis: server/rateLimit.ts).
    const rateLimitSweep = startRateLimitSweep(services);
    // Images uploaded but never sent in a chat go after a day (docs/decisions/0007-agent-chat.md).
    const orphanSweeper = startOrphanBlobSweeper(services);
    // Lab reports that became viewable (15 minutes after verification) are announced by SMS once.
    const reportNotifier = startViewableNotifier(services);
    // Appointment reminders and alerts by SMS, each once (issue 20, server/modules/reminders/).
    const reminders = startAppointmentReminders(services);
    // Agent chat presence and typing flags: in this process, or in Redis shared by every instance (docs/decisions/0007-agent-chat.md).
    const chatLive = chatLiveOf(services);

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

      if (pathname === '/graphql') {
        if (applyGraphqlCors(req, res, origins)) return;
        // Counted before the body is read: a refused caller costs no parsing.
        if (!(await requestLimit.admit(req.socket.remoteAddress))) return answerTooManyRequests(res);
        let body: Buffer | null = null;
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          body = await readBodyWithin(req);
          if (body === null) return payloadTooLarge(res);
          // Yoga takes an already-read body from req.body (as after a body parser).
          Object.assign(req, { body });
        }
        const url = new URL(req.url ?? '/', 'http://localhost');
        const params = req.method === 'GET' || req.method === 'POST' ? graphqlParams(req.method, url, body) : null;
        // The accept header chooses the answer's content type, so it is part of the key.
        const ticket =
          params === null
            ? null
            : publicAnswers.ticket(params, `${colomboMidnight(now(), 0)}|${req.headers.accept ?? ''}`);
        if (params !== null && ticket !== null && typeof params.query === 'string') {
          return answerPublicQuery(publicAnswers, yoga, req, res, {
            correlationId,
            ticket,
            params: { ...params, query: params.query },
          });
        }
        await yoga.handle(req, res, {
          correlationId,
          transport: { kind: 'http' },
          remoteAddress: req.socket.remoteAddress,
        });
        return;
      }
      // Liveness: the process answers. Readiness: it should get traffic (server/http/readiness.ts).
      if (pathname === '/healthz') return text(res, 200, 'ok');
      if (pathname === '/readyz') {
        const ready = await readiness(database.db, redis, drain.draining);
        return text(res, ready.status, ready.body);
      }
      if (pathname === '/dev/sms' && serveDevSms && req.method === 'GET') return serveOutbox(database.db, res);
      // The crash-point suite's hook (server/crashPoints.ts): only when CARECHAT_CRASH_POINTS=1, never in production.
      if (pathname === CRASH_POINT_PATH && takesCrashPoints) return handleCrashPointRequest(req, res);
      // The local payment gateway: the default while the tenant has no real gateway endpoint.
      if (pathname.startsWith(SANDBOX_PREFIX)) return handleSandbox(services, req, res, pathname);
      if (pathname === PAYMENT_CALLBACK_PATH) return handlePaymentCallback(services, req, res);
      if (pathname === PAYMENT_NOTIFICATION_PATH) return handlePaymentNotification(services, req, res);
      // Saving a card (Saved Payment Methods → add card): the browser's return, and the gateway's own notification with the token.
      if (pathname === CARD_CALLBACK_PATH) return handleCardCallback(services, req, res);
      if (pathname === CARD_NOTIFICATION_PATH) return handleCardNotification(services, req, res);
      // The blob service: chat images (POST /blob/put, GET /blob/get/{id}).
      // The public feedback page's reads and posts (the signed ref in the query is the capability).
      if (pathname === FEEDBACK_PATH) return handleFeedbackRequest(services, req, res);
      if (pathname.startsWith('/blob/'))
        return handleBlobRequest(req, res, new URL(req.url ?? '/', 'http://localhost'), services);
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
    await Promise.all([sweeper.started, gatewayNotifier.started]);
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
          const jobs = Promise.all([
            sweeper.stop(),
            gatewayNotifier.stop(),
            rateLimitSweep.stop(),
            orphanSweeper.stop(),
            reportNotifier.stop(),
            reminders.stop(),
          ]);
          if ((options.drainDelayMs ?? 0) > 0)
            await new Promise((resolve) => setTimeout(resolve, options.drainDelayMs));
          // Stop accepting and let requests in flight answer, while every websocket is told 1001 (Going away).
          await Promise.all([drain.finish(options.drainTimeoutMs ?? DRAIN_TIMEOUT_MS), socket.close(), vite?.close()]);
          await jobs;
          chatLive.close();
          await closePresence(services);
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
