import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRICT_TRANSPORT_SECURITY } from '../../server/http/securityHeaders';
import { startTestServer, type TestServer } from './harness';
import { rawRequest, type RawAnswer } from './rawHttp';

/**
 * CORS of /graphql and Strict-Transport-Security through the real server (server/http/securityHeaders.ts): the
 * app is same-origin, so only the tenant's origins (https://<host>, and this server's own outside production)
 * may read answers from another page; HSTS only over HTTPS, which behind a proxy only TRUST_PROXY believes.
 */

let dev: TestServer;
let prod: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  [dev, prod, proxied] = await Promise.all([
    startTestServer(),
    startTestServer({ production: true }),
    startTestServer({ trustProxy: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([dev.close(), prod.close(), proxied.close()]);
});

/** The carechat-demo tenant's host is 'localhost' (tenants/carechat-demo.ts). */
const TENANT_ORIGIN = 'https://localhost';
const OTHER_ORIGIN = 'https://attacker.example';

function post(server: TestServer, query: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return rawRequest(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
}

function preflight(server: TestServer, origin: string): Promise<RawAnswer> {
  return rawRequest(`${server.url}/graphql`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    },
  });
}

describe('CORS of /graphql', () => {
  it('gives another origin no CORS header at all (the old default reflected any Origin with credentials)', async () => {
    // Signed-in operations and cached public answers alike.
    for (const query of ['{ queryOneProfile { id } }', '{ queryOrganization { id } }']) {
      const answer = await post(dev, query, { origin: OTHER_ORIGIN });
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
      expect(answer.headers.vary).toContain('origin');
    }
    const refused = await preflight(dev, OTHER_ORIGIN);
    expect(refused.status).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("allows the tenant's origin, without credentials (the API reads a bearer token, never a cookie)", async () => {
    for (const server of [dev, prod]) {
      const answer = await post(server, '{ queryOrganization { id } }', { origin: TENANT_ORIGIN });
      expect(answer.headers['access-control-allow-origin']).toBe(TENANT_ORIGIN);
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
      expect(answer.headers.vary).toContain('origin');
      const allowed = await preflight(server, TENANT_ORIGIN);
      expect(allowed.status).toBe(204);
      expect(allowed.headers).toMatchObject({
        'access-control-allow-origin': TENANT_ORIGIN,
        'access-control-allow-methods': 'GET, POST',
      });
      expect(allowed.headers['access-control-allow-headers']).toContain('authorization');
    }
  });

  it("allows the server's own origin over plain HTTP in development only", async () => {
    for (const origin of [
      `http://localhost:${String(dev.server.port)}`,
      `http://127.0.0.1:${String(dev.server.port)}`,
    ]) {
      expect((await post(dev, '{ __typename }', { origin })).headers['access-control-allow-origin']).toBe(origin);
    }
    const own = `http://localhost:${String(prod.server.port)}`;
    expect(
      (await post(prod, '{ __typename }', { origin: own })).headers['access-control-allow-origin'],
    ).toBeUndefined();
    // Another port of the same machine is another origin.
    expect(
      (await post(dev, '{ __typename }', { origin: 'http://localhost:1' })).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });
});

describe('Strict-Transport-Security', () => {
  it('is never sent over plain HTTP, whatever X-Forwarded-Proto says, unless the server is told to trust its proxy', async () => {
    expect((await post(dev, '{ __typename }')).headers['strict-transport-security']).toBeUndefined();
    expect(
      (await post(dev, '{ __typename }', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security'],
    ).toBeUndefined();
    expect(
      (await rawRequest(`${prod.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
  });

  it('is sent on every answer a trusted proxy says went over HTTPS, and only on those', async () => {
    for (const path of ['/graphql?query=%7B__typename%7D', '/healthz', '/nothing-here']) {
      expect(
        (await rawRequest(`${proxied.url}${path}`, { headers: { 'x-forwarded-proto': 'https' } })).headers[
          'strict-transport-security'
        ],
      ).toBe(STRICT_TRANSPORT_SECURITY);
    }
    expect(
      (await rawRequest(`${proxied.url}/healthz`, { headers: { 'x-forwarded-proto': 'https, http' } })).headers[
        'strict-transport-security'
      ],
    ).toBe(STRICT_TRANSPORT_SECURITY);
    expect(
      (await rawRequest(`${proxied.url}/healthz`, { headers: { 'x-forwarded-proto': 'http' } })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
    expect((await rawRequest(`${proxied.url}/healthz`)).headers['strict-transport-security']).toBeUndefined();
  });
});
