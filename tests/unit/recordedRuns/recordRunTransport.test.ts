import { describe, expect, it, vi } from 'vitest';
import { recordRunTransport } from '../../../src/lib/recordedRuns/recordRunTransport';

const answer = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake network answering every request with `body`. */
const network = (body: unknown) =>
  vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(() => Promise.resolve(answer(body)));

const upload = { id: 'run-1', key: 'k'.repeat(32), run: '{"trace":{}}' };

describe('recordRunTransport', () => {
  it('posts one recordRun mutation with the stored login, keepalive when asked', async () => {
    const send = network({ data: { recordRun: true } });
    await recordRunTransport(() => 'token-1', send as typeof fetch, '/graphql')(upload, { keepalive: true });
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { Authorization: 'Bearer token-1' } });
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '') as { query: string; variables: unknown };
    expect(body.query).toMatch(/^mutation RecordRun\(\$id: ID!, \$key: String!, \$run: String!\)/);
    expect(body.variables).toEqual(upload);
  });

  it('sends signed out without a login, and a body too big for keepalive without it', async () => {
    const send = network({ data: { recordRun: true } });
    await recordRunTransport(() => null, send as typeof fetch)(
      { ...upload, run: 'x'.repeat(70_000) },
      { keepalive: true },
    );
    const init = send.mock.calls[0]?.[1];
    expect(init?.keepalive).toBe(false);
    expect(init?.headers).not.toHaveProperty('Authorization');
  });

  it("fails on the server's refusal, so the next change tries again", async () => {
    const refused = () => Promise.resolve(answer({ errors: [{ message: 'ARO-E1046:too big' }], data: null }));
    await expect(recordRunTransport(() => null, refused as typeof fetch)(upload, { keepalive: false })).rejects.toThrow(
      'ARO-E1046:too big',
    );
    const down = () => Promise.resolve(new Response('bad gateway', { status: 502 }));
    await expect(recordRunTransport(() => null, down as typeof fetch)(upload, { keepalive: false })).rejects.toThrow(
      '502',
    );
  });
});
