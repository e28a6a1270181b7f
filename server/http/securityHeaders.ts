import type { ServerResponse } from 'node:http';

/**
 * The built app's policy: only our own scripts, styles, images and API (HTTP and websocket), and frames
 * from OpenStreetMap alone (the hospital map). Inline style attributes stay allowed for animation libraries
 * that set them; no inline script runs unless its hash is listed (the first screen's greeting script in
 * index.html, server/http/inlineScripts.ts).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self' ws: wss:",
    "font-src 'self'",
    // The installed app (src/pwa/): its service worker and manifest, ours alone (default-src says so too; explicit
    // here so a later loosening of default-src never lets another origin's worker in).
    "worker-src 'self'",
    "manifest-src 'self'",
    // The appointment's hospital map is OpenStreetMap's embed page (src/screens/appointment/LocationBlock.tsx).
    'frame-src https://www.openstreetmap.org',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * Headers on every response. Deep links carry an access token in the query string, so no page may send
 * its URL on as a Referer. The content security policy applies to the built app only: Vite's development
 * server injects inline scripts for hot reload.
 */
export function setSecurityHeaders(res: ServerResponse, options: { readonly contentSecurityPolicy: boolean }): void {
  res.setHeader('referrer-policy', 'no-referrer');
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('x-frame-options', 'DENY');
  if (options.contentSecurityPolicy) res.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
}
