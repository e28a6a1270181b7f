import { Outlet, useLocation } from 'react-router-dom';
import { Banners } from './Banners';
import { BottomBars } from './BottomBars';
import { DeepLinkGate } from './DeepLinkGate';
import { ErrorBoundary } from './ErrorBoundary';

/** Banners on top, the route in the middle, the bottom bars below; a render error shows the error screen. */
export function Shell(): React.JSX.Element {
  const { pathname } = useLocation();
  return (
    <div className="app">
      <Banners />
      <main className="app__main" id="main">
        {/* Keyed by path so leaving a failed screen clears the error. */}
        <ErrorBoundary key={pathname}>
          <DeepLinkGate>
            <Outlet />
          </DeepLinkGate>
        </ErrorBoundary>
      </main>
      <BottomBars />
    </div>
  );
}
