import { useMachine } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useClient } from 'urql';
import { deepLinkDecision, type DeepLink } from '../../domain/deepLink';
import { deepLinkMachine } from '../../machines/deepLink.machine';
import { authActors } from '../api/authActors';
import { useDeepLink } from './deepLink';
import { deepLinkStep } from './redirects';
import { useSession } from './session';
import { tenant } from './tenant';

/** Runs the deep-link machine for the signed-in number; the app only provides what opening and denying do. */
function OpenDeepLink({ link, accessToken }: { link: DeepLink; accessToken: string }): React.JSX.Element {
  const client = useClient();
  const navigate = useNavigate();
  const { updateProfile, setRelationshipView } = useSession();
  const [machine] = useState(() =>
    deepLinkMachine.provide({
      actors: { loadProfile: authActors(client).loadProfile },
      actions: {
        open: (_, { profile, patient, route }) => {
          updateProfile(profile);
          setRelationshipView(patient.relationship);
          void navigate(route, { replace: true });
        },
        deny: () => void navigate('/accessDenied', { replace: true }),
      },
    }),
  );
  useMachine(machine, { input: { link, accessToken } });

  return (
    <p className="page page--centered" role="status">
      {link.kind === 'order' ? 'Please wait, We are loading your order.' : 'Please wait, we are loading your appointment details'}
    </p>
  );
}

/** Applies the deep link of the url (spec 000 §2, 001 §2) before any route renders. */
export function DeepLinkGate({ children }: { children: ReactNode }): React.JSX.Element {
  const link = useDeepLink();
  const { session } = useSession();
  const { pathname, search } = useLocation();
  const step = deepLinkStep(deepLinkDecision(link, session?.profile.mobileNo ?? null), pathname, search, tenant.uxFlow);
  switch (step.kind) {
    case 'open':
      // 'open' is only decided for a link and a signed-in number, so both are set here.
      return link === null || session === null ? <>{children}</> : <OpenDeepLink link={link} accessToken={session.accessToken} />;
    case 'redirect':
      return <Navigate to={step.to} replace />;
    case 'pass':
      return <>{children}</>;
  }
}
