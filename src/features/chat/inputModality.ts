/**
 * Whether the patient is driving the page with the keyboard. Focus is only moved for keyboard users:
 * moving it under a finger or a mouse pops up on-screen keyboards and scrolls the page unasked.
 */
let lastInput: 'keyboard' | 'pointer' = 'pointer';
let listening = false;

function onKeyDown(event: KeyboardEvent): void {
  // Modifier presses alone (e.g. a screen-reader shortcut prefix) say nothing about navigation.
  if (event.key !== 'Shift' && event.key !== 'Control' && event.key !== 'Alt' && event.key !== 'Meta')
    lastInput = 'keyboard';
}

function onPointerDown(): void {
  lastInput = 'pointer';
}

/** Starts tracking (idempotent); called by the components that move focus. */
export function trackInputModality(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('pointerdown', onPointerDown, true);
  document.addEventListener('mousedown', onPointerDown, true);
  document.addEventListener('touchstart', onPointerDown, { capture: true, passive: true });
}

export function usingKeyboard(): boolean {
  return lastInput === 'keyboard';
}

/** Focus is on nothing in particular: the page itself, or an element that was just removed. */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/** Marks an element that holds focus only while its controls are between two sets (the reply group). */
const FOCUS_PARK_ATTRIBUTE = 'data-chat-focus-park';

/** Nothing the patient chose has focus: it is lost, or parked while the flow prepares what comes next. */
export function focusIsIdle(): boolean {
  return focusIsLost() || document.activeElement?.hasAttribute(FOCUS_PARK_ATTRIBUTE) === true;
}
