import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * The built app's policy: only our own scripts, styles, images and API (HTTP and websocket), and frames
 * from OpenStreetMap alone (the hospital map). Inline style attributes stay allowed for animation libraries
 * that set them; no inline script runs unless its hash is listed (the first screen's greeting script in
 * index.html, server/http/inlineScripts.ts).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets WebAssembly compile (HarfBuzz shapes a Sinhala or Tamil lab PDF) and nothing else: eval
    // and new Function stay refused.
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self' ws: wss:",
    "font-src 'self'",
    // The installed app (src/pwa/): its service worker and manifest, ours alone (default-src says so too; explicit
    // here so a later loosening of default-src never lets another origin's worker in).
    "worker-src 'self'",
    "manifest-src 'self'",
    // The appointment's hospital map is OpenStreetMap's embed page (src/features/appointment/view/LocationBlock.tsx).
    'frame-src https://www.openstreetmap.org',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** A year, renewed by every answer; no includeSubDomains or preload: the tenant's host may not own its parent's subdomains. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Whether the request reached the client over HTTPS: a TLS socket of our own, or, only when the deployment says
 * a proxy stands in front (trustProxy, TRUST_PROXY=1), the proxy's X-Forwarded-Proto (its first value: the hop
 * nearest the client). Without trustProxy the header is never read: anyone can write it.
 */
export function servedOverHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted === true) return true;
  if (!trustProxy) return false;
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/**
 * Headers on every response. Deep links carry an access token in the query string, so no page may send
 * its URL on as a Referer. The content security policy applies to the built app only: Vite's development
 * server injects inline scripts for hot reload. Strict-Transport-Security only on an answer that went over
 * HTTPS (browsers ignore it over HTTP, and it must never pin a development server to HTTPS).
 */
export function setSecurityHeaders(
  res: ServerResponse,
  options: { readonly contentSecurityPolicy: boolean; readonly https: boolean },
): void {
  res.setHeader('referrer-policy', 'no-referrer');
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('x-frame-options', 'DENY');
  if (options.contentSecurityPolicy) res.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
  if (options.https) res.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
}

/**
 * The page origins that may call /graphql: the app is served from the same origin as its API, so only the
 * tenant's own, https://<host>; outside production also this server's own over plain HTTP (localhost and
 * 127.0.0.1 on its port, and the tenant's host on it).
 */
export function graphqlOrigins(host: string, port: number, production: boolean): readonly string[] {
  const own = [`https://${host}`];
  return production
    ? own
    : [...own, ...new Set([`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://${host}:${port}`])];
}

/** What a cross-origin page of an allowed origin may send: the app's headers (src/lib/client/client.ts). */
const ALLOWED_HEADERS = 'authorization, content-type, x-correlation-id';

/**
 * CORS of /graphql. An allowed Origin gets itself back (never with Allow-Credentials: the API reads a bearer
 * token, never a cookie); any other Origin gets no CORS header, so its page cannot read the answer, and its
 * preflight is refused (403). Answers a preflight (OPTIONS) itself and returns true; false otherwise.
 */
export function applyGraphqlCors(req: IncomingMessage, res: ServerResponse, origins: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined) {
    res.setHeader('vary', 'origin');
    if (origins.includes(origin)) res.setHeader('access-control-allow-origin', origin);
  }
  if (req.method !== 'OPTIONS') return false;
  if (origin === undefined || !origins.includes(origin)) {
    res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end('Origin not allowed');
    return true;
  }
  res.writeHead(204, {
    'access-control-allow-methods': 'GET, POST',
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-max-age': '600',
    'content-length': '0',
  });
  res.end();
  return true;
}
