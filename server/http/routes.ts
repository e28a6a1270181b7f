import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../context';
import { CRASH_POINT_PATH, handleCrashPointRequest } from '../crashPoints';
import { FEEDBACK_PATH, handleFeedbackRequest } from '../modules/feedback';
import {
  CARD_CALLBACK_PATH,
  handleCardCallback,
  CARD_NOTIFICATION_PATH,
  handleCardNotification,
} from '../modules/paymentMethods';
import {
  handlePaymentCallback,
  PAYMENT_CALLBACK_PATH,
  handlePaymentNotification,
  PAYMENT_NOTIFICATION_PATH,
} from '../modules/payments';
import { handleSandbox, SANDBOX_PREFIX } from '../sandbox/routes';
import { handleBlobRequest } from './blob';
import { serveOutbox } from './devSms';
import { text } from './plainAnswers';
import { readiness } from './readiness';

/** One route of the server: the first whose path (exact, or prefix) and method match answers. */
export interface Route {
  readonly path: string;
  /** The path is a prefix ('/blob/'): every path under it. */
  readonly prefix?: boolean;
  /** Only these methods; any other falls through to the next route (and, for an API path, 404). */
  readonly methods?: readonly string[];
  readonly handle: (
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    correlationId: string,
  ) => Promise<void>;
}

export interface RouteParts {
  readonly services: Services;
  readonly graphql: (req: IncomingMessage, res: ServerResponse, correlationId: string) => Promise<void>;
  /** Whether shutdown began (/readyz answers 503 'draining'). */
  readonly draining: () => boolean;
  /** The outbox holds live codes: readable only in development, and only when it is where codes go. */
  readonly serveDevSms: boolean;
  /** The crash-point suite's hook (server/crashPoints.ts): only when CARECHAT_CRASH_POINTS=1, never in production. */
  readonly takesCrashPoints: boolean;
}

/** Every route of the server but the app itself (Vite or the built files), in the order they are tried. */
export function serverRoutes(parts: RouteParts): readonly Route[] {
  const { services } = parts;
  const routes: (Route | false)[] = [
    { path: '/graphql', handle: (req, res, _pathname, correlationId) => parts.graphql(req, res, correlationId) },
    // Liveness: the process answers. Readiness: it should get traffic (server/http/readiness.ts).
    { path: '/healthz', handle: (_req, res) => Promise.resolve(text(res, 200, 'ok')) },
    {
      path: '/readyz',
      handle: async (_req, res) => {
        const ready = await readiness(services.db, services.redis, parts.draining());
        text(res, ready.status, ready.body);
      },
    },
    parts.serveDevSms && { path: '/dev/sms', methods: ['GET'], handle: (_req, res) => serveOutbox(services.db, res) },
    parts.takesCrashPoints && { path: CRASH_POINT_PATH, handle: (req, res) => handleCrashPointRequest(req, res) },
    // The local payment gateway: the default while the tenant has no real gateway endpoint.
    {
      path: SANDBOX_PREFIX,
      prefix: true,
      handle: (req, res, pathname) => handleSandbox(services, req, res, pathname),
    },
    { path: PAYMENT_CALLBACK_PATH, handle: (req, res) => handlePaymentCallback(services, req, res) },
    { path: PAYMENT_NOTIFICATION_PATH, handle: (req, res) => handlePaymentNotification(services, req, res) },
    // Saving a card (Saved Payment Methods → add card): the browser's return, and the gateway's own notification with the token.
    { path: CARD_CALLBACK_PATH, handle: (req, res) => handleCardCallback(services, req, res) },
    { path: CARD_NOTIFICATION_PATH, handle: (req, res) => handleCardNotification(services, req, res) },
    // The public feedback page's reads and posts (the signed ref in the query is the capability).
    { path: FEEDBACK_PATH, handle: (req, res) => handleFeedbackRequest(services, req, res) },
    // The blob service: chat images (POST /blob/put, GET /blob/get/{id}).
    {
      path: '/blob/',
      prefix: true,
      handle: (req, res) => handleBlobRequest(req, res, new URL(req.url ?? '/', 'http://localhost'), services),
    },
  ];
  return routes.filter((route) => route !== false);
}

/** The route that answers this request, or null (then the app, or 404 for an API path). */
export function routeOf(routes: readonly Route[], pathname: string, method: string | undefined): Route | null {
  return (
    routes.find(
      (route) =>
        (route.prefix === true ? pathname.startsWith(route.path) : pathname === route.path) &&
        (route.methods === undefined || route.methods.includes(method ?? '')),
    ) ?? null
  );
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

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}
