import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../server/http/securityHeaders';
import { drawIcon } from '../../src/pwa/icon';
import { iconFile, MANIFEST_FILE, PWA_ICON_SIZES, webManifest } from '../../src/pwa/manifest';
import { carechatDemo } from '../../tenants/carechat-demo';
import { decodePng } from '../unit/pwa/pngDecode';
import { serveDist, type ServedDist } from './staticDist';

const SW = 'self.addEventListener("fetch", () => undefined);';

/**
 * The static handler on a build laid out as vite-plugin-pwa and src/pwa/ write it: the manifest, the icons, sw.js and
 * its Workbox runtime at the root beside index.html.
 */
describe('serving the installed app’s files', () => {
  let served: ServedDist;
  let url: string;
  beforeAll(async () => {
    served = await serveDist({
      [MANIFEST_FILE]: JSON.stringify(webManifest(carechatDemo)),
      ...Object.fromEntries(PWA_ICON_SIZES.map((size) => [iconFile(size), drawIcon(carechatDemo, size)])),
      'sw.js': SW,
      'workbox-abc123.js': SW,
    });
    url = served.url;
  });
  afterAll(() => served.close());

  it('serves /manifest.webmanifest as the manifest, application/manifest+json, not the app shell', async () => {
    const answer = await fetch(`${url}/${MANIFEST_FILE}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/manifest+json');
    expect(await answer.json()).toEqual(JSON.parse(JSON.stringify(webManifest(carechatDemo))));
  });

  it('serves each icon as image/png, a PNG of its size', async () => {
    for (const size of PWA_ICON_SIZES) {
      const answer = await fetch(`${url}/${iconFile(size)}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      const png = decodePng(Buffer.from(await answer.arrayBuffer()));
      expect([png.width, png.height]).toEqual([size, size]);
    }
  });

  it('serves sw.js as JavaScript with cache-control no-cache, so a new build is seen at the next visit', async () => {
    for (const path of ['/sw.js', '/workbox-abc123.js']) {
      const answer = await fetch(`${url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type'), path).toBe('text/javascript; charset=utf-8');
      expect(answer.headers.get('cache-control'), path).toBe('no-cache');
      expect(await answer.text(), path).toBe(SW);
    }
  });

  it('lets our own worker and manifest in, and no other origin’s', () => {
    const directives = CONTENT_SECURITY_POLICY.split('; ');
    expect(directives).toContain("worker-src 'self'");
    expect(directives).toContain("manifest-src 'self'");
  });
});
