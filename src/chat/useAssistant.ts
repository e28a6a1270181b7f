import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useClient } from 'urql';
import { STORAGE_KEYS } from '../../domain/storageKeys';
import { composeAssistant } from '../../flows/compose';
import { enabledGateways } from '../../machines/bookingOptions';
import { authActors, registrationActors } from '../api/authActors';
import { useDeepLink } from '../app/deepLink';
import { storeSessionAction, useSession, useSessionStore } from '../app/session';
import { tenant } from '../app/tenant';
import { lazyBookingActors, lazySearchActors } from './lazyActors';
import { useConversation, type Conversation } from './useConversation';

/**
 * The chat assistant of this tab, wired to the GraphQL API and the session, resumed from
 * sessionStorage after a reload. Timing, wording and validation live in the flow and domain.
 */
export function useAssistant(): Conversation {
  const client = useClient();
  const sessionStore = useSessionStore();
  const { session } = useSession();
  const deepLink = useDeepLink();
  const navigate = useNavigate();

  const [logic] = useState(() =>
    composeAssistant(
      { ...authActors(client), ...registrationActors(client), ...lazySearchActors(client), ...lazyBookingActors(client) },
      { storeSession: storeSessionAction(sessionStore), storeProfile: (_, profile) => sessionStore.updateProfile(profile) },
    ),
  );

  return useConversation(logic, {
    storageKey: STORAGE_KEYS.assistant,
    owner: session?.profile.id ?? null,
    createInput: () => ({
      features: tenant.features,
      now: Date.now(),
      session,
      deepLink,
      // Where a new patient is registered until they choose a hospital.
      hospitalId: tenant.defaultOrganizations.channelling,
      // Chat With Hospital hands over to this hospital's staff.
      chatHospitalId: tenant.defaultOrganizations.agentChat,
      gateways: enabledGateways(tenant.payment),
    }),
    onNavigate: (to) => {
      void navigate(to);
    },
    // The gateway's form post or page (the conversation is saved by now); a target that is not ours nor
    // the tenant's gateway is refused. Loaded on demand, like the booking calls. When the app cannot go
    // (refused, or the module did not load), the assistant is told so it can say it and offer payment again.
    onRedirect: (redirect) =>
      import('../payments/redirectTo').then(
        ({ redirectTo }) => {
          const outcome = redirectTo(redirect);
          if (outcome === 'refused') console.error('A payment redirect to an unexpected target was refused');
          return outcome;
        },
        (error: unknown) => {
          console.error('The payment redirect could not be loaded', error);
          throw error;
        },
      ),
  });
}
