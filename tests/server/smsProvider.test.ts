import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, INITIATE, startTestServer, type InitiateData, type TestServer } from './harness';

interface Received {
  authorization: string | undefined;
  contentType: string | undefined;
  body: { to: string; text: string };
}

let gateway: Server;
let received: Received[] = [];
let answer = 200;
let t: TestServer;

beforeAll(async () => {
  // A stand-in SMS gateway: records what it is sent and answers with `answer`.
  gateway = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: JSON.parse(body) as Received['body'],
      });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, resolve));
  const url = `http://localhost:${(gateway.address() as AddressInfo).port}/send`;
  t = await startTestServer({ sms: { provider: 'http', httpUrl: url, httpToken: 'sms-secret' } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
});

describe('SMS_PROVIDER=http', () => {
  it('posts { to, text } as JSON with the bearer token, and has no /dev/sms to show', async () => {
    received = [];
    answer = 200;
    const response = await t.gql<InitiateData>(INITIATE, { username: '0778000001' });
    expect(response.errors).toBeUndefined();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ authorization: 'Bearer sms-secret', contentType: 'application/json' });
    expect(received[0]?.body.to).toBe('94778000001');
    expect(received[0]?.body.text).toMatch(
      /^Your Carechat verification code is [1-9]\d{3}\. It expires in 5 minutes\.$/,
    );
    // Not production, but codes go to the gateway: the outbox is nothing to expose.
    const devSms = await fetch(`${t.url}/dev/sms`);
    expect(devSms.status).toBe(404);
    expect(await devSms.text()).not.toContain('94778000001');
  });

  it('answers a failed send with ARO-E1001 and lets the patient ask again at once', async () => {
    received = [];
    answer = 503;
    expect(errorOf(await t.gql(INITIATE, { username: '0778000002' }))).toBe(
      'ARO-E1001:Failed to initiate user authentication.',
    );
    answer = 200;
    expect((await t.gql(INITIATE, { username: '0778000002' })).errors).toBeUndefined();
    expect(received).toHaveLength(2);
  });
});
