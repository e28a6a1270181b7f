import { Outlet, useLocation } from 'react-router-dom';
import { Suspense, lazy } from 'react';
import '../pwa/heldInstallOffer';
import { withCatalogue } from '../lib/language/catalogue';
import { CallProvider, MiniCallSlot } from '../features/video/CallProvider';
import { Banners } from './Banners';
import { BottomBars } from './BottomBars';
import { DeepLinkGate } from './DeepLinkGate';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { inspectorEnabled } from '../lib/inspection';

/**
 * The inspector is another page (inspect.html): a plain click first hands it what this page recorded of the
 * conversation (src/lib/inspectionHandover.ts, loaded only now), so its recording still starts at the beginning.
 */
function openInspector(event: React.MouseEvent<HTMLAnchorElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const { href } = event.currentTarget;
  void import('../lib/inspectionHandover')
    .then(({ handOverToInspector }) => handOverToInspector())
    // Offline, the hand-over's chunk may not load: the inspector still opens, its recording marked 'resumed'.
    .catch(() => undefined)
    .finally(() => window.location.assign(href));
}

// After the first frame: the offer it answers is held for it from the start (src/pwa/heldInstallOffer.ts).
const InstallBanner = lazy(withCatalogue(() => import('../pwa/InstallBanner')));

/**
 * Banners on top (the connection's, then the add-to-home-screen offer), the route in the middle, the bottom bars
 * below; a render error shows the error screen. The video call lives here, above the routes, so it goes on while the patient browses (its minimised bar sits on the bars).
 */
export function Shell(): React.JSX.Element {
  const { pathname } = useLocation();
  return (
    <CallProvider>
      <div className="app">
        <Banners />
        <Suspense fallback={null}>
          <InstallBanner />
        </Suspense>
        <main className="app__main" id="main">
          {/* Keyed by path so leaving a failed screen clears the error. */}
          <ErrorBoundary key={pathname}>
            <DeepLinkGate>
              <Outlet />
            </DeepLinkGate>
          </ErrorBoundary>
        </main>
        <div className="app__footer">
          <MiniCallSlot />
          <BottomBars />
          {/*
           * For testers: development builds and tenants that turn the inspector on; never for the others. A line of
           * its own under the bars, in the flow: floating over the page it covered amounts and banners.
           */}
          {inspectorEnabled ? (
            <div className="tester-line">
              <a href="/inspect" className="inspector-toggle" onClick={openInspector}>
                Inspector
              </a>
            </div>
          ) : null}
        </div>
      </div>
    </CallProvider>
  );
}
