import { actorsOf } from '../../flows/actorsOf';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useClient } from 'urql';
import type { DeepLink } from '../../domain/deepLink';
import { authCalls } from '../features/profiles/api/authActors';
import { ClientGate } from '../lib/client/ClientGate';
import { DeepLinkWait } from './DeepLinkWait';
import { useSession } from '../lib/session/session';
import { composeDeepLink } from '../composition/deepLink';

interface OpenDeepLinkProps {
  readonly link: DeepLink;
  readonly accessToken: string;
}

/** Runs the deep-link machine for the signed-in number; the app only provides what opening and denying do. */
function RunDeepLink({ link, accessToken }: OpenDeepLinkProps): React.JSX.Element {
  const client = useClient();
  const navigate = useNavigate();
  const { updateProfile, setRelationshipView } = useSession();
  const [machine] = useState(() =>
    composeDeepLink({
      actors: { loadProfile: actorsOf(authCalls(client)).loadProfile },
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
  // It shows nothing of the machine's state: running it is enough, and no change renders again.
  useActorRef(machine, { input: { link, accessToken } });
  return <DeepLinkWait link={link} />;
}

/** Loaded on demand (with the urql client) by DeepLinkGate: most visits carry no deep link. */
export function OpenDeepLink(props: OpenDeepLinkProps): React.JSX.Element {
  return (
    <ClientGate>
      <RunDeepLink {...props} />
    </ClientGate>
  );
}
