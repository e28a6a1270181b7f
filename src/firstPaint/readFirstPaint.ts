/**
 * The first screen written into index.html at build (src/firstPaint/): the marker on its static markup, and
 * the time its inline script greeted with, so the app's first chat.say greets from the same clock.
 */

/** The attribute on the static markup's outermost element; its inline script sets `data-at` when it shows it. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

let greetedAt: number | null = null;

/** Called by main.tsx before React replaces the static markup. */
export function readFirstPaint(doc: Document = document): void {
  const at = Number(doc.querySelector<HTMLElement>(`[${FIRST_PAINT_ATTRIBUTE}]`)?.dataset.at);
  greetedAt = Number.isFinite(at) && at > 0 ? at : null;
}

/** The time the static greeting was chosen by, once (a later conversation greets by its own time). */
export function takeGreetingTime(): number | null {
  const at = greetedAt;
  greetedAt = null;
  return at;
}
