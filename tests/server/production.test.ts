import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIATE, startTestServer, type TestServer } from './harness';
import { rawRequest } from './rawHttp';

/** A built chunk large enough to be worth compressing (20 KB of code). */
const BIG_CHUNK = Array.from(
  { length: 400 },
  (_, index) => `export const value${index} = "carechat chunk line ${index}";`,
).join('\n');

describe('production, serving the built app', () => {
  let prod: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'carechat-dist-'));
    mkdirSync(join(dist, 'carechat-demo', 'assets'), { recursive: true });
    writeFileSync(
      join(dist, 'carechat-demo', 'index.html'),
      '<!doctype html><title>Carechat</title><div id="root"></div>',
    );
    writeFileSync(join(dist, 'carechat-demo', 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(join(dist, 'carechat-demo', 'assets', 'ChatHome-def456.js'), BIG_CHUNK);
    writeFileSync(join(dist, 'carechat-demo', 'assets', 'photo-0a1b2c.png'), Buffer.alloc(4096, 7));
    prod = await startTestServer({ production: true, serveApp: 'dist', distDir: dist });
  });
  afterAll(async () => {
    await prod.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('never lets a page leak its URL (deep-link tokens) and forbids inline scripts and framing', async () => {
    const page = await fetch(`${prod.url}/view/appointment?access_token=abc`);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // WebAssembly may compile (the lab PDF's shaping); eval may not.
    expect(csp).not.toContain("'unsafe-eval'");
    // The hospital map is the one frame the app shows, from OpenStreetMap and nowhere else.
    const frames = csp
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part.startsWith('frame-src') || part.startsWith('child-src'));
    expect(frames).toEqual(['frame-src https://www.openstreetmap.org']);
  });

  it('hides /dev/sms', async () => {
    await prod.gql(INITIATE, { username: '0777000003' });
    const response = await fetch(`${prod.url}/dev/sms`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('94777000003');
  });

  it('hides GraphiQL', async () => {
    const page = await fetch(`${prod.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toContain('GraphiQL');
  });

  it('serves hashed assets with a long cache and routes with the app shell', async () => {
    const asset = await fetch(`${prod.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("app")');

    for (const route of ['/', '/home', '/view/appointment?sessionId=1&appointmentId=2']) {
      const page = await fetch(`${prod.url}${route}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('<div id="root"></div>');
    }
  });

  it('does not answer a missing asset or a path outside the build with the app shell', async () => {
    expect((await fetch(`${prod.url}/assets/missing.js`)).status).toBe(404);
    const escape = await fetch(`${prod.url}/..%2F..%2Fetc%2Fpasswd`);
    expect(await escape.text()).not.toContain('root:');
  });

  it('sends text gzipped to a browser that accepts it, as is otherwise, and never compresses images', async () => {
    const url = `${prod.url}/assets/ChatHome-def456.js`;
    const gzipped = await rawRequest(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('accept-encoding');
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.byteLength);
    expect(gzipped.body.byteLength).toBeLessThan(BIG_CHUNK.length / 4);
    expect(gunzipSync(gzipped.body).toString('utf8')).toBe(BIG_CHUNK);

    const plain = await rawRequest(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(BIG_CHUNK);

    const head = await rawRequest(url, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(head.headers['content-length']).toBe(gzipped.headers['content-length']);
    expect(head.body.byteLength).toBe(0);

    const image = await rawRequest(`${prod.url}/assets/photo-0a1b2c.png`, { headers: { 'accept-encoding': 'gzip' } });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.byteLength).toBe(4096);
  });

  it('compresses a rebuilt file again: the browser never gets the old one', async () => {
    const path = join(dist, 'carechat-demo', 'index.html');
    const page = (): Promise<string> =>
      rawRequest(`${prod.url}/home`, { headers: { 'accept-encoding': 'gzip' } }).then((answer) =>
        (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString('utf8'),
      );
    // Two builds of the same size: only the file's time tells them apart.
    const build = (name: string): string =>
      `<!doctype html><title>Carechat</title><div id="root"></div>${`<!-- build ${name} -->`.repeat(100)}`;
    try {
      writeFileSync(path, build('A'));
      utimesSync(path, new Date(), new Date(Date.now() + 2000));
      expect(await page()).toBe(build('A'));
      writeFileSync(path, build('B'));
      utimesSync(path, new Date(), new Date(Date.now() + 4000));
      expect(await page()).toBe(build('B'));
    } finally {
      writeFileSync(path, '<!doctype html><title>Carechat</title><div id="root"></div>');
    }
  });
});
