/**
 * The browser's offer to install (beforeinstallprompt), held from the first moment: the banner that answers it
 * (InstallBanner.tsx) loads after the first frame, and an offer made before would otherwise be lost or shown
 * as the browser's own mini-infobar.
 */
let held: Event | null = null;

function hold(event: Event): void {
  event.preventDefault();
  held = event;
}

window.addEventListener('beforeinstallprompt', hold);

/** The offer made before the banner listened, once; from now on the banner listens itself. */
export function takeHeldInstallOffer(): Event | null {
  window.removeEventListener('beforeinstallprompt', hold);
  const offer = held;
  held = null;
  return offer;
}
