import type { Locator, Page } from 'playwright-core';

/**
 * Layout read back from the rendered page (issue 29 item 27): where lines break inside text, and what a box covers.
 * Measured with the browser's own geometry (Range rects, bounding boxes), so they hold whatever the fonts.
 */

/** A phone's screen. */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * The words broken across lines inside the element: 'Referenc|e', 'Fl|ag', '10^6/|µL'. A break after a hyphen
 * ('RDW-|CV') is a word's own break and is not counted.
 */
function brokenWords(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      // Runs of characters without a space, within one text node (two nodes may be boxes of their own: a badge
      // and a name side by side are not one word).
      let word = '';
      let lastTop: number | null = null;
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index++) {
        const character = text.charAt(index);
        if (/\s/.test(character)) {
          word = '';
          lastTop = null;
          continue;
        }
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        if (rect === undefined || rect.width === 0) continue;
        if (lastTop !== null && rect.top > lastTop + 2 && !word.endsWith('-')) broken.push(`${word}|${character}`);
        word += character;
        lastTop = rect.top;
      }
    }
    return broken;
  });
}

/** Every broken word in each element the locator matches, as '<element text>: <word>'. */
export async function brokenWordsIn(locator: Locator): Promise<string[]> {
  const found: string[] = [];
  for (const element of await locator.all()) {
    const text = (await element.innerText()).replace(/\s+/g, ' ').trim();
    for (const word of await brokenWords(element)) found.push(`${text}: ${word}`);
  }
  return found;
}

/** How far the page's content reaches past the screen's right edge (0 when it fits). */
export function overflowRight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const main = document.querySelector('#main');
    const widest = Math.max(document.documentElement.scrollWidth, main?.scrollWidth ?? 0);
    return Math.max(0, widest - document.documentElement.clientWidth);
  });
}

/**
 * What the element is drawn over: whatever the browser hit-tests beneath it (a 5 × 3 grid of points over its box),
 * other than its own ancestors and descendants, each named by its tag and text. Content clipped away by a scroll
 * container is not hit, so only what the eye would see under it counts.
 */
export function coveredBy(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const own = element.getBoundingClientRect();
    const covered = new Set<string>();
    for (let column = 0; column < 5; column++) {
      for (let row = 0; row < 3; row++) {
        const x = own.left + ((column + 0.5) * own.width) / 5;
        const y = own.top + ((row + 0.5) * own.height) / 3;
        for (const other of document.elementsFromPoint(x, y)) {
          if (other === element || other.contains(element) || element.contains(other)) continue;
          covered.add(
            `${other.tagName.toLowerCase()}${other.id === '' ? '' : `#${other.id}`} '${other.textContent.trim().slice(0, 40)}'`,
          );
        }
      }
    }
    return [...covered];
  });
}
