import type { Browser } from 'playwright-core';

export interface FirstBubble {
  /** Milliseconds from navigation start to the first assistant bubble. */
  readonly ms: number;
  /** Paths of the scripts the page had fetched when the first bubble appeared. */
  readonly scripts: readonly string[];
}

interface Probe {
  __firstBubble?: { ms: number; scripts: string[] };
}

const PROBE = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('[role="log"] li') === null) return;
    const scripts = performance.getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'));
    window.__firstBubble = { ms: performance.now(), scripts };
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
`;

/**
 * Measured inside the page (performance.now() is relative to the navigation's time origin) by a
 * MutationObserver installed before any of the app's scripts run. Each run uses a fresh browser context
 * (cold cache, empty storage).
 */
export async function firstBubble(browser: Browser, url: string): Promise<FirstBubble> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // A string, not a function: tsx's esbuild adds name helpers to functions that do not exist in the page.
    await page.addInitScript(PROBE);
    await page.goto(url);
    await page.waitForFunction(() => (window as Probe).__firstBubble !== undefined, undefined, { timeout: 15_000 });
    const probe = await page.evaluate(() => (window as Probe).__firstBubble);
    if (probe === undefined) throw new Error('no first bubble');
    return probe;
  } finally {
    await context.close();
  }
}
