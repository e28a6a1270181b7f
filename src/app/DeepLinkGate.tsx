import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useClient } from 'urql';
import { deepLinkDecision, deepLinkRoute, type DeepLink } from '../../domain/deepLink';
import { toProfile } from '../api/authActors';
import { ProfileQuery } from '../graphql/profile';
import { useDeepLink } from './deepLink';
import { deepLinkStep } from './redirects';
import { useSession } from './session';
import { tenant } from './tenant';

/**
 * Opens a deep link for the signed-in number: the profile is fetched, the link's patient becomes the
 * current relationship view and the patient goes to the appointment or order. A profile that cannot be
 * read, or a patient not on the account, goes to /accessDenied.
 */
function OpenDeepLink({ link }: { link: DeepLink }): React.JSX.Element {
  const client = useClient();
  const navigate = useNavigate();
  const { updateProfile, setRelationshipView } = useSession();

  useEffect(() => {
    let current = true;
    void client
      .query(ProfileQuery, {})
      .toPromise()
      .then((result) => {
        if (!current) return;
        const profile = result.data ? toProfile(result.data.queryOneProfile) : null;
        const patient = profile?.patients.find((candidate) => candidate.id === link.patientId);
        if (profile === null || patient === undefined) {
          void navigate('/accessDenied', { replace: true });
          return;
        }
        updateProfile(profile);
        setRelationshipView(patient.relationship);
        void navigate(deepLinkRoute(link), { replace: true });
      });
    return () => {
      current = false;
    };
  }, [client, link, navigate, updateProfile, setRelationshipView]);

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
      // 'open' is only decided for a link, so link is set here.
      return link === null ? <>{children}</> : <OpenDeepLink link={link} />;
    case 'redirect':
      return <Navigate to={step.to} replace />;
    case 'pass':
      return <>{children}</>;
  }
}
