import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../server/http/inlineScripts';
import { withFirstPaint } from '../../src/firstPaint/vitePlugin';
import { carechatDemo } from '../../tenants/carechat-demo';
import { startTestServer, type TestServer } from './harness';

/** The inline scripts of a page, as the browser hashes them for the policy (the exact text between the tags). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
}

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const scriptSrc = (csp: string): string[] =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src'))
    ?.split(/\s+/)
    .slice(1) ?? [];

describe("the built app's inline greeting script and the content security policy", () => {
  let server: TestServer;
  let dist: string;
  const index = (): string => join(dist, 'carechat-demo', 'index.html');
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'carechat-csp-'));
    mkdirSync(join(dist, 'carechat-demo', 'assets'), { recursive: true });
    // index.html as the build writes it (vite.config.ts runs the same function).
    writeFileSync(index(), withFirstPaint(readFileSync('index.html', 'utf8'), carechatDemo));
    writeFileSync(join(dist, 'carechat-demo', 'assets', 'index-abc123.js'), 'console.log("app")');
    server = await startTestServer({ production: true, serveApp: 'dist', distDir: dist });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('allows exactly the script index.html runs, by the hash of its text, and nothing else inline', async () => {
    const page = await fetch(`${server.url}/chat-home`);
    const html = await page.text();
    const scripts = inlineScripts(html);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain('Good morning');
    const sources = scriptSrc(page.headers.get('content-security-policy') ?? '');
    // WebAssembly may compile (the lab PDF's shaping); eval may not.
    expect(sources).toEqual(["'self'", "'wasm-unsafe-eval'", sha256(scripts[0] ?? '')]);
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
  });

  it('follows a rebuild: a changed script gets its own hash, the old one no longer passes', async () => {
    const before = scriptSrc((await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '');
    const rebuilt = readFileSync(index(), 'utf8').replace('Good morning', 'Good Morning');
    writeFileSync(index(), rebuilt);
    utimesSync(index(), new Date(), new Date(Date.now() + 5000));
    const after = scriptSrc((await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '');
    expect(after).toEqual(["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes(rebuilt)]);
    expect(after).not.toEqual(before);
  });

  it('hashes only scripts without a src', () => {
    expect(inlineScriptHashes('<script type="module" src="/assets/a.js"></script><script>x()</script>')).toEqual([
      sha256('x()'),
    ]);
  });
});
