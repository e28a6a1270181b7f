import { request } from 'node:http';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OTP_MAX_REQUESTS_PER_ADDRESS_PER_HOUR } from '../../domain/otp';
import { errorOf, INITIATE, startTestServer, type GraphqlResponse, type TestServer } from './harness';

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

/** POSTs a GraphQL body to the server from the given loopback address (127.0.0.0/8 is all ours). */
function postFrom(localAddress: string, body: unknown, headers: Record<string, string> = {}): Promise<GraphqlResponse> {
  const url = new URL('/graphql', t.url.replace('localhost', '127.0.0.1'));
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(JSON.parse(text) as GraphqlResponse));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('code requests per client address', () => {
  it(`answers at most ${OTP_MAX_REQUESTS_PER_ADDRESS_PER_HOUR} an hour from one address (ARO-E1033), whatever X-Forwarded-For says`, async () => {
    const ask = (from: string, n: number, headers?: Record<string, string>): Promise<GraphqlResponse> =>
      postFrom(from, { query: INITIATE, variables: { username: `07790${String(n).padStart(5, '0')}` } }, headers);
    for (let n = 0; n < OTP_MAX_REQUESTS_PER_ADDRESS_PER_HOUR; n++) expect(errorOf(await ask('127.0.0.9', n))).toBe('');
    const refused = await ask('127.0.0.9', 100, { 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.7' });
    expect(errorOf(refused)).toBe('ARO-E1033:Too many requests. Please try again later.');
    expect((await t.outbox()).some((message) => message.mobile === '94779000100')).toBe(false);
    // Another address is not affected. (The window follows real time: its end is tested on the limiter, tests/server/rateLimit.test.ts.)
    expect(errorOf(await ask('127.0.0.10', 101))).toBe('');
    expect(errorOf(await ask('127.0.0.9', 102))).toBe('ARO-E1033:Too many requests. Please try again later.');
  });
});

describe('request size', () => {
  const body = (padding: number): string =>
    JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(padding) } });

  it('answers 413 to a body over 64 KB, whether its length is declared or it is streamed in chunks', async () => {
    const declared = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(70_000),
    });
    expect(declared.status).toBe(413);
    expect(await declared.text()).toBe('Payload too large');

    const chunked = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${t.url}/graphql`,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      const whole = body(200_000);
      for (let at = 0; at < whole.length; at += 8192) req.write(whole.slice(at, at + 8192));
      req.end();
    });
    expect(chunked).toEqual({ status: 413, text: 'Payload too large' });

    const fits = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(60_000),
    });
    expect(await fits.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('closes a websocket that sends a message over 64 KB (1009)', async () => {
    // graphql-ws reports the socket's error on the console; keep the test output clean.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const outcome = new Promise<number | string>((resolve) => {
      socket.once('close', resolve);
      socket.once('message', () => resolve('accepted'));
    });
    socket.send(JSON.stringify({ type: 'connection_init', payload: { padding: 'x'.repeat(70_000) } }));
    expect(await outcome).toBe(1009);
    consoleError.mockRestore();
  });
});

describe('GraphiQL (outside production)', () => {
  it('is served to a browser at /graphql', async () => {
    const page = await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('GraphiQL');
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
    const line = t.logs
      .map((entry) => JSON.parse(entry) as Record<string, unknown>)
      .find((entry) => entry.correlationId === 'test-corr-42');
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
