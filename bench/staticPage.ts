import type { Browser } from 'playwright-core';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The yardstick of the first bubble: one paragraph, nothing else, served by the same server as the app. */
export const STATIC_PAGE_PATH = '/bench-static.html';
const STATIC_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>Static</title></head><body><p>Good morning! I'm your hospital assistant. How can I help you today?</p></body></html>";

/** A copy of the tenant's build with the static page beside it (the build itself is left as it is). */
export function distWithStaticPage(distRoot: string, tenantId: string): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'carechat-bench-'));
  cpSync(join(distRoot, tenantId), join(root, tenantId), {
    recursive: true,
    filter: (source) => !source.endsWith('.map'),
  });
  writeFileSync(join(root, tenantId, STATIC_PAGE_PATH.slice(1)), STATIC_PAGE);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** First contentful paint of a page, in a fresh browser context. */
export async function firstContentfulPaint(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    const fcp = await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      undefined,
      { timeout: 15_000 },
    );
    return (await fcp.jsonValue()) ?? Number.NaN;
  } finally {
    await context.close();
  }
}
