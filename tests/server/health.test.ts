import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/** Liveness (/healthz) and readiness (/readyz) as a balancer or an orchestrator sees them. */

const get = async (url: string): Promise<{ status: number; body: string }> => {
  const response = await fetch(url);
  return { status: response.status, body: await response.text() };
};

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

describe('/healthz and /readyz', () => {
  it('a running instance is alive and ready', async () => {
    expect(await get(`${t.url}/healthz`)).toEqual({ status: 200, body: 'ok' });
    expect(await get(`${t.url}/readyz`)).toEqual({ status: 200, body: 'ready' });
  });

  it('is not ready, naming the database, once the database is gone; still alive', async () => {
    const broken = await startTestServer();
    // The driver's own client (PGlite, or node-postgres' pool in the PostgreSQL pass), closed under the server.
    const client = (
      broken.server.services.db as unknown as { $client: { close?: () => Promise<void>; end?: () => Promise<void> } }
    ).$client;
    await (client.close ?? client.end)?.call(client);
    expect(await get(`${broken.url}/readyz`)).toEqual({ status: 503, body: 'down: database' });
    expect(await get(`${broken.url}/healthz`)).toEqual({ status: 200, body: 'ok' });
    // Closing again fails on the closed database: the test only needs the port released.
    await broken.close().catch(() => undefined);
  });

  it('says draining once shutdown began, then refuses connections', async () => {
    const draining = await startTestServer({ drainDelayMs: 1500 });
    expect(await get(`${draining.url}/readyz`)).toEqual({ status: 200, body: 'ready' });
    const closed = draining.close();
    const during = await get(`${draining.url}/readyz`);
    expect(during).toEqual({ status: 503, body: 'draining' });
    // Liveness is unaffected: the process is healthy, only leaving.
    expect(await get(`${draining.url}/healthz`)).toEqual({ status: 200, body: 'ok' });
    await closed;
    await expect(fetch(`${draining.url}/healthz`)).rejects.toThrow();
  });
});
