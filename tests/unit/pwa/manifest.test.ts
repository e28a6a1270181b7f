import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { drawIcon, rgbOf } from '../../../src/pwa/icon';
import { iconFile, PWA_ICON_SIZES, webManifest } from '../../../src/pwa/manifest';
import { navigationDenylist } from '../../../src/pwa/networkOnly';
import { withPwaHead } from '../../../src/pwa/vitePlugin';
import { carechatDemo } from '../../../tenants/carechat-demo';
import { harbourClinic } from '../../../tenants/harbour-clinic';
import { decodePng } from './pngDecode';

const TENANTS = [carechatDemo, harbourClinic] as const;

describe('the web app manifest of each tenant', () => {
  it.each(TENANTS)("names $id's app, colours it, and starts it standalone at /", (tenant) => {
    const manifest = webManifest(tenant);
    expect(manifest).toMatchObject({
      name: tenant.name,
      short_name: tenant.pwa.shortName,
      theme_color: tenant.pwa.themeColor,
      background_color: tenant.pwa.backgroundColor,
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.id).toBe(`/?app=${tenant.id}`);
  });

  it('gives the two tenants different ids, so both can be installed on one device', () => {
    expect(webManifest(carechatDemo).id).not.toBe(webManifest(harbourClinic).id);
  });

  it('lists a 192 and a 512 PNG icon, each for "any" and for "maskable"', () => {
    const icons = webManifest(carechatDemo).icons.map(
      (icon) => `${icon.src} ${icon.sizes} ${icon.type} ${icon.purpose}`,
    );
    expect(icons.sort()).toEqual([
      '/icon-192.png 192x192 image/png any',
      '/icon-192.png 192x192 image/png maskable',
      '/icon-512.png 512x512 image/png any',
      '/icon-512.png 512x512 image/png maskable',
    ]);
  });
});

describe("the icons drawn from the tenant's theme colour and initial", () => {
  it.each(PWA_ICON_SIZES)('draws a %i px square PNG that decodes, theme colour to the edges and corners', (size) => {
    for (const tenant of TENANTS) {
      const png = decodePng(drawIcon(tenant, size));
      expect([png.width, png.height]).toEqual([size, size]);
      const theme = rgbOf(tenant.pwa.themeColor);
      for (const [x, y] of [
        [0, 0],
        [size - 1, 0],
        [0, size - 1],
        [size - 1, size - 1],
        [Math.floor(size / 2), 2],
      ] as const)
        expect(png.pixel(x, y), `${tenant.id} ${x},${y}`).toEqual([...theme]);
    }
  });

  it('draws the initial in white on a dark theme colour, inside the maskable safe zone (the centre circle of 80%)', () => {
    const size = 512;
    const png = decodePng(drawIcon(harbourClinic, size));
    const white: [number, number, number][] = [];
    let outside = 0;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const pixel = png.pixel(x, y);
        if (pixel.every((value) => value === 255)) {
          white.push(pixel);
          if (Math.hypot(x - size / 2, y - size / 2) > size * 0.4) outside += 1;
        }
      }
    }
    // An H of 5x7 cells: 2 full columns and a bar, about 17 of its 35 cells lit.
    expect(white.length).toBeGreaterThan(size * size * 0.05);
    expect(outside).toBe(0);
  });

  it('draws each tenant its own letter: the two icons differ', () => {
    expect(drawIcon(carechatDemo, 192).equals(drawIcon(harbourClinic, 192))).toBe(false);
  });

  it('names the files the manifest lists', () => {
    expect(PWA_ICON_SIZES.map(iconFile)).toEqual(['icon-192.png', 'icon-512.png']);
  });
});

describe('index.html for the tenant', () => {
  const source = readFileSync('index.html', 'utf8');

  it("carries the tenant's theme colour and links its apple-touch-icon", () => {
    const html = withPwaHead(source, { ...harbourClinic, pwa: { ...harbourClinic.pwa, themeColor: '#123456' } });
    expect(html).toContain('<meta name="theme-color" content="#123456" />');
    expect(html).toMatch(/<link rel="apple-touch-icon" href="\/icon-192\.png" \/>\s*<\/head>/);
  });

  it('says so when index.html has no theme colour to fill in', () => {
    expect(() => withPwaHead('<html><head></head></html>', carechatDemo)).toThrow(
      'pwa: index.html has no <meta name="theme-color"',
    );
  });
});

describe('the navigations the service worker leaves to the network', () => {
  const denylist = navigationDenylist(['/graphql', '/blob/', '/payments/', '/feedback']);
  const denied = (path: string): boolean => denylist.some((pattern) => pattern.test(path));

  it('matches the prefixes and what follows them', () => {
    for (const path of ['/graphql', '/graphql?query=x', '/blob/get/1', '/payments/callback', '/feedback?ref=abc'])
      expect(denied(path), path).toBe(true);
  });

  it('leaves client routes to the cached app shell', () => {
    for (const path of ['/', '/chat-home', '/home-dashboard', '/view/appointment', '/blobs', '/x/graphql'])
      expect(denied(path), path).toBe(false);
  });

  it('takes the prefixes literally (a dot is not a wildcard)', () => {
    expect(navigationDenylist(['/a.b']).some((pattern) => pattern.test('/aXb'))).toBe(false);
  });
});
