/**
 * The address patients reach the app at: every link the server writes into an SMS starts with it (the feedback
 * link today). Set by PUBLIC_URL (StartOptions.publicUrl) when the server sits behind a proxy or a balancer;
 * otherwise the address this server answers on: in production the tenant's own origin (https://<host>, the one
 * /graphql admits), elsewhere http://localhost:<port>, so a link texted by `npm start` opens on this machine.
 */

/** PUBLIC_URL as an origin ('https://care.example.lk'), or an Error naming what is wrong (the server refuses to start). */
export function parsePublicUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) address such as https://care.example.lk, got '${raw}'`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`PUBLIC_URL must start with https:// or http://, got '${raw}'`);
  // The app's routes start at the root (BrowserRouter): an address under a path would make links that do not open.
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new Error(`PUBLIC_URL must be an origin only (scheme, host and port, no path or query), got '${raw}'`);
  }
  return url.origin;
}

/** The address when PUBLIC_URL is not set: the tenant's https origin in production, this server's own otherwise. */
export function defaultPublicUrl({
  production,
  host,
  port,
}: {
  production: boolean;
  host: string;
  port: number;
}): string {
  return production ? `https://${host}` : `http://localhost:${port}`;
}
