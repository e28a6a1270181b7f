import { STORAGE_KEYS } from '../domain/storageKeys';
import type { Language } from '../i18n/languages';
import type { Browser } from 'playwright-core';

export interface FirstBubble {
  /** Milliseconds from navigation start to the first paint of the first assistant bubble (Element Timing, else FCP). */
  readonly ms: number;
  /** First contentful paint of the page. */
  readonly fcpMs: number;
  /** When the app's React root replaced the bubble index.html painted (null: no static bubble to replace). */
  readonly takeoverMs: number | null;
  /** Scripts fetched by the takeover: what the app needed to run the chat home (its reply buttons included). */
  readonly scriptsAtTakeover: readonly string[];
  /** When the reply buttons appeared, and the scripts fetched by then (lazy chunks requested after the takeover too). */
  readonly buttonsMs: number;
  readonly scriptsAtButtons: readonly string[];
}

interface Probe {
  __firstBubble?: FirstBubble;
}

// A string, not a function: tsx's esbuild adds name helpers to functions that do not exist in the page.
const PROBE = `
  (() => {
    const scripts = () => performance.getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'));
    const seen = { bubble: null, takeover: null, takeoverScripts: [], buttons: null, buttonScripts: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.identifier === 'first-bubble' && seen.bubble === null) seen.bubble = entry.renderTime || entry.loadTime;
    }).observe({ type: 'element', buffered: true });
    const fcp = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    let hadStatic = false;
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-first-paint]') !== null) hadStatic = true;
      else if (hadStatic && seen.takeover === null && document.querySelector('[role="log"] li') !== null) {
        seen.takeover = performance.now();
        seen.takeoverScripts = scripts();
      }
      if (seen.buttons === null && document.querySelector('.chat-replies button') !== null) {
        seen.buttons = performance.now();
        seen.buttonScripts = scripts();
        observer.disconnect();
        // The paint entries are there by now (the buttons come a second after the first bubble).
        requestAnimationFrame(() => setTimeout(() => {
          const first = fcp();
          window.__firstBubble = {
            ms: seen.bubble ?? first, fcpMs: first, takeoverMs: seen.takeover, scriptsAtTakeover: seen.takeover === null ? seen.buttonScripts : seen.takeoverScripts,
            buttonsMs: seen.buttons, scriptsAtButtons: seen.buttonScripts,
          };
        }, 0));
      }
    }).observe(document, { childList: true, subtree: true });
  })();
`;

/**
 * Measured inside the page (performance.now() and paint entries are relative to the navigation's time origin) by
 * observers installed before any of the page's own scripts run. Each run uses a fresh browser context (cold
 * cache, empty storage).
 */
export async function firstBubble(browser: Browser, url: string, language: Language = 'en'): Promise<FirstBubble> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // The language chosen on the device, as the picker leaves it (English: nothing chosen).
    if (language !== 'en')
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        STORAGE_KEYS.language,
        language,
      ] as const);
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
