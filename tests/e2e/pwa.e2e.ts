import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage } from './browser';
import { useBrowser } from './useBrowser';

const OFFLINE = "We can't connect to internet!";

/** Every URL in the page's Cache Storage, whichever cache holds it. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
}

/**
 * The installed app (issue 20) on both tenants, in one browser: the manifest is linked and valid; the service worker
 * activates and controls the page after a reload; offline, the page reloads from cache with the offline banner and,
 * back online, reloads itself into the working app; nothing from the API is ever in Cache Storage.
 */
describe('the installed app: manifest, service worker, offline start', () => {
  const browser = useBrowser();

  it.each([
    {
      tenant: 'carechat-demo',
      name: 'Carechat Hospitals',
      shortName: 'Carechat',
      url: () => inject('chatUrl'),
      path: '/chat-home',
    },
    { tenant: 'harbour-clinic', name: 'Harbour Clinic', shortName: 'Harbour', url: () => inject('flatUrl'), path: '/' },
  ])(
    '$tenant opens offline from its own cache and comes back online by itself',
    async ({ name, shortName, url, path }) => {
      const base = url();
      const { context, page } = await newPage(browser());
      try {
        await page.goto(`${base}${path}`);
        const href = await page.locator('link[rel="manifest"]').getAttribute('href');
        expect(href).toBe('/manifest.webmanifest');
        const manifest = await page.request.get(`${base}${href ?? ''}`);
        expect(manifest.headers()['content-type']).toBe('application/manifest+json');
        const fields = (await manifest.json()) as {
          name: string;
          short_name: string;
          start_url: string;
          display: string;
          icons: { src: string; sizes: string; purpose: string }[];
        };
        expect(fields).toMatchObject({ name, short_name: shortName, start_url: '/', display: 'standalone' });
        for (const icon of fields.icons)
          expect((await page.request.get(`${base}${icon.src}`)).headers()['content-type'], icon.src).toBe('image/png');

        // Registered after load; the first visit is not controlled (no clientsClaim), the next one is.
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          const worker = registration.active;
          if (worker !== null && worker.state !== 'activated')
            await new Promise((resolve) =>
              worker.addEventListener('statechange', () => worker.state === 'activated' && resolve(undefined)),
            );
        });
        await page.reload();
        expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${base}/sw.js`);
        const heading = await page.getByRole('heading', { level: 1 }).first().textContent();

        // Offline, the reload still succeeds: without the worker it fails (net::ERR_INTERNET_DISCONNECTED).
        await context.setOffline(true);
        await page.reload();
        // Chromium does not carry the emulated offline state into a document its worker served (navigator.onLine reads
        // true there); a phone without network would say offline: said again to this document, as the device would.
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.emulateNetworkConditions', {
          offline: true,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
        await page.getByText(OFFLINE).waitFor();
        expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe(heading);

        const cached = await cachedUrls(page);
        expect(cached).toContain('/index.html');
        expect(
          cached.filter((pathname) => /^\/(graphql|blob\/|dev\/|feedback|payments\/|sandbox\/)/.test(pathname)),
        ).toEqual([]);

        // Back online the connection machine reloads the page: a fresh load, without the banner.
        const reloaded = page.waitForEvent('load');
        // The document's own offline state is undone too: Debian's Chromium 156 keeps it for the reloaded document.
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
        await context.setOffline(false);
        await reloaded;
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await page.getByText(OFFLINE).count()).toBe(0);
        expect(await page.evaluate(() => navigator.onLine)).toBe(true);
      } finally {
        await context.close();
      }
    },
  );
});
