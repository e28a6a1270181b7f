import type { Browser } from 'playwright-core';

/**
 * Milliseconds from navigation start to the first assistant bubble in the transcript, measured inside the
 * page (performance.now() is relative to the navigation's time origin) by a MutationObserver installed
 * before any of the app's scripts run. Each run uses a fresh browser context (cold cache, empty storage).
 */
export async function firstBubbleMs(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const record = (): boolean => {
        if (document.querySelector('[role="log"] li') === null) return false;
        (window as unknown as { __firstBubble: number }).__firstBubble = performance.now();
        return true;
      };
      new MutationObserver((_, observer) => {
        if (record()) observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __firstBubble?: number }).__firstBubble !== undefined, undefined, { timeout: 15_000 });
    return await page.evaluate(() => (window as unknown as { __firstBubble: number }).__firstBubble);
  } finally {
    await context.close();
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
