import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { deepLinkDecision } from '../../domain/deepLink';
import { useDeepLink } from '../lib/deepLink';
import {
  flatFlowRedirect,
  loginRedirect,
  protectedRouteRedirect,
  rootRedirect,
  signInBackTarget,
} from '../lib/redirects';
import { useSession } from '../lib/session/session';
import { tenant } from '../config/tenant';

/** '/' → chat home or login, by the tenant's ux flow. */
export function RootRedirect(): React.JSX.Element {
  const { search } = useLocation();
  return <Navigate to={rootRedirect(tenant.uxFlow) + search} replace />;
}

/** The main area: only for a signed-in profile with no access_token in the url. */
export function Protected({ children }: { children: ReactNode }): React.JSX.Element {
  const { session } = useSession();
  const location = useLocation();
  // Decided on arrival: a logout on the page itself (its Logout button) is no request to sign in and come back.
  const [arrivedSignedOut] = useState(() => session === null);
  const to = protectedRouteRedirect(session, location, tenant.uxFlow, arrivedSignedOut);
  return to === null ? <>{children}</> : <Navigate to={to} replace />;
}

/** Chat-home and my-home paths, which the flat flow replaces with the dashboard. */
export function ChatOnly({ children }: { children: ReactNode }): React.JSX.Element {
  const { pathname } = useLocation();
  const to = flatFlowRedirect(pathname, tenant.uxFlow);
  return to === null ? <>{children}</> : <Navigate to={to} replace />;
}

/**
 * /login for someone already signed in when they arrive goes home (unless a deep link asks to sign in
 * another number). Decided once: a sign-in completed on this screen navigates by its own rule.
 */
export function LoginGate({ children }: { children: ReactNode }): React.JSX.Element {
  const { session } = useSession();
  const link = useDeepLink();
  const { search } = useLocation();
  const [to] = useState(() =>
    loginRedirect(
      session,
      tenant.uxFlow,
      deepLinkDecision(link, session?.profile.mobileNo ?? null),
      signInBackTarget(search),
    ),
  );
  return to === null ? <>{children}</> : <Navigate to={to} replace />;
}
