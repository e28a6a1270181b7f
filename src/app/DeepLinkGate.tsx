import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { deepLinkDecision } from '../../domain/deepLink';
import { DeepLinkWait } from './DeepLinkWait';
import { useDeepLink } from '../lib/deepLink';
import { deepLinkStep } from '../lib/redirects';
import { useSession } from '../lib/session/session';
import { tenant } from '../config/tenant';

const OpenDeepLink = lazy(async () => ({ default: (await import('./OpenDeepLink')).OpenDeepLink }));

/** Applies the deep link of the url (spec 000 §2, 001 §2) before any route renders. */
export function DeepLinkGate({ children }: { children: ReactNode }): React.JSX.Element {
  const link = useDeepLink();
  const { session } = useSession();
  const { pathname, search } = useLocation();
  const step = deepLinkStep(deepLinkDecision(link, session?.profile.mobileNo ?? null), pathname, search, tenant.uxFlow);
  switch (step.kind) {
    case 'open':
      // 'open' is only decided for a link and a signed-in number, so both are set here.
      return link === null || session === null ? (
        <>{children}</>
      ) : (
        <Suspense fallback={<DeepLinkWait link={link} />}>
          <OpenDeepLink link={link} accessToken={session.accessToken} />
        </Suspense>
      );
    case 'redirect':
      return <Navigate to={step.to} replace />;
    case 'pass':
      return <>{children}</>;
  }
}
