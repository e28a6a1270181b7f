import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { STORAGE_KEYS } from '../../domain/storageKeys';
import { composeAssistant } from '../../flows/compose';
import { enabledGateways } from '../../machines/bookingOptions';
import { errorMessage } from '../../machines/errorMessage';
import { useClientSource } from '../app/ClientProvider';
import { useDeepLink } from '../app/deepLink';
import { takeGreetingTime } from '../app/firstPaint';
import { storeSessionAction, useSession, useSessionStore } from '../app/session';
import { tenant } from '../app/tenant';
import { useAssistantListener } from './assistantSession';
import { lazyAppointmentActionActors, lazyAuthActors, lazyBookingActors, lazySearchActors, type ClientLoader } from './lazyActors';
import { lazyLabReportActors } from './labReportActors';
import { lazyOrderActors } from './orderActors';
import { useConversation, type Conversation } from './useConversation';

/** The assistant's conversation, and the upload of a photo its photo composer picked. */
export interface AssistantConversation extends Conversation {
  readonly uploadPhoto: (file: File) => Promise<void>;
}

/**
 * The chat assistant of this tab, wired to the GraphQL API and the session, resumed from
 * sessionStorage after a reload. Timing, wording and validation live in the flow and domain.
 */
export function useAssistant(): AssistantConversation {
  const clientSource = useClientSource();
  const sessionStore = useSessionStore();
  const { session } = useSession();
  const deepLink = useDeepLink();
  const navigate = useNavigate();
  const listen = useAssistantListener();

  const [{ logic, orders }] = useState(() => {
    const client: ClientLoader = () => clientSource.ready();
    // Prescription photos are kept with the pharmacy's hospital (the chat uploads before the order is made).
    const orders = lazyOrderActors(client, { accessToken: () => sessionStore.read()?.accessToken ?? null, hospitalId: () => tenant.defaultOrganizations.medicationOrder });
    const logic = composeAssistant(
      { ...lazyAuthActors(client), ...lazySearchActors(client), ...lazyBookingActors(client), ...lazyAppointmentActionActors(client), ...orders.actors, ...lazyLabReportActors(client) },
      { storeSession: storeSessionAction(sessionStore), storeProfile: (_, profile) => sessionStore.updateProfile(profile) },
    );
    return { logic, orders };
  });
  // The greeting index.html painted was chosen at this time: the conversation started now says the same. Only
  // the first one (connected before effects run); a conversation started over later greets by its own time.
  const [paintedAt] = useState(takeGreetingTime);
  const greetedAt = useRef(paintedAt);
  useEffect(() => {
    greetedAt.current = null;
  }, []);

  const conversation = useConversation(logic, {
    storageKey: STORAGE_KEYS.assistant,
    owner: session?.profile.id ?? null,
    createInput: () => ({
      features: tenant.features,
      now: greetedAt.current ?? Date.now(),
      session,
      deepLink,
      // Where a new patient is registered until they choose a hospital.
      hospitalId: tenant.defaultOrganizations.channelling,
      // Chat With Hospital hands over to this hospital's staff.
      chatHospitalId: tenant.defaultOrganizations.agentChat,
      gateways: enabledGateways(tenant.payment),
      orderHospitalIds: {
        Medication: tenant.defaultOrganizations.medicationOrder,
        Examination: tenant.defaultOrganizations.examinationOrder,
        Procedure: tenant.defaultOrganizations.procedureOrder,
      },
    }),
    listen,
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
  const { uploaded, uploadFailed } = conversation;
  const uploadPhoto = useCallback(
    (file: File): Promise<void> =>
      orders.uploadPhoto(file).then(uploaded, (error: unknown) => {
        uploadFailed(errorMessage(error));
      }),
    [orders, uploaded, uploadFailed],
  );
  return useMemo(() => ({ ...conversation, uploadPhoto }), [conversation, uploadPhoto]);
}
