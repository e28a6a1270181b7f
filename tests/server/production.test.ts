import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIATE, startTestServer, type TestServer } from './harness';

describe('production, serving the built app', () => {
  let prod: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'carechat-dist-'));
    mkdirSync(join(dist, 'carechat-demo', 'assets'), { recursive: true });
    writeFileSync(join(dist, 'carechat-demo', 'index.html'), '<!doctype html><title>Carechat</title><div id="root"></div>');
    writeFileSync(join(dist, 'carechat-demo', 'assets', 'index-abc123.js'), 'console.log("app")');
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
    expect(csp).not.toContain('unsafe-eval');
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
});
