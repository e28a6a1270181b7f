/**
 * Navigations the service worker must leave to the network instead of answering with the cached app shell: the
 * server's own pages and endpoints (payment returns, the sandbox gateway, the feedback endpoint, the health
 * checks …). Each prefix matches itself and what follows it, as the server's own routing does (server/app.ts).
 */
export function navigationDenylist(prefixes: readonly string[]): RegExp[] {
  return prefixes.map((prefix) => new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}
