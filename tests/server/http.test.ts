import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

describe('GET /dev/sms (outside production)', () => {
  it('lists the outbox newest first with mobile, text and time', async () => {
    await t.sendCode('0777000001');
    t.advance(1000);
    await t.sendCode('0777000002');
    const [newest, older] = await t.outbox();
    expect(newest?.mobile).toBe('94777000002');
    expect(older?.mobile).toBe('94777000001');
    expect(newest?.text).toMatch(/verification code is \d{4}\./);
    expect(Date.parse(newest?.time ?? '')).toBe(t.now());
    expect(Date.parse(older?.time ?? '')).toBe(t.now() - 1000);
  });
});

describe('HTTP plumbing', () => {
  it('answers /healthz with ok', async () => {
    const response = await fetch(`${t.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
  });

  it('echoes the caller’s correlation id and logs it with the request', async () => {
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-correlation-id': 'test-corr-42' },
      body: JSON.stringify({ query: '{ queryOrganization { id } }' }),
    });
    expect(response.headers.get('x-correlation-id')).toBe('test-corr-42');
    await response.json();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const line = t.logs.map((entry) => JSON.parse(entry) as Record<string, unknown>).find((entry) => entry.correlationId === 'test-corr-42');
    expect(line).toMatchObject({ msg: 'request', method: 'POST', path: '/graphql', status: 200 });
    expect(typeof line?.ms).toBe('number');
  });

  it('makes up a correlation id when there is none (or it is unusable)', async () => {
    const none = await fetch(`${t.url}/healthz`);
    expect(none.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await fetch(`${t.url}/healthz`, { headers: { 'x-correlation-id': 'has spaces and "quotes"' } });
    expect(odd.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs the path without the query string', async () => {
    await fetch(`${t.url}/healthz?secret=do-not-log`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.logs.join('\n')).not.toContain('do-not-log');
  });

  it('answers unknown API paths with 404 and no app shell', async () => {
    const response = await fetch(`${t.url}/dev/nothing`);
    expect(response.status).toBe(404);
  });

  it('refuses websocket upgrades outside /graphql', async () => {
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/elsewhere`);
    const outcome = await new Promise<string>((resolve) => {
      socket.on('open', () => resolve('open'));
      socket.on('error', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
  });
});
