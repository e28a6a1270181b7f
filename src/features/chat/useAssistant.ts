import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { STORAGE_KEYS } from '../../../domain/storageKeys';
import { assistantOpening, opensWith } from '../../../flows/assistant/opening';
import { enabledGateways } from '../../../machines/bookingOptions';
import { useClientSource } from '../../lib/client/ClientProvider';
import { useDeepLink } from '../../lib/deepLink';
import { takeGreetingTime } from '../../firstPaint/readFirstPaint';
import { useSession, useSessionStore } from '../../lib/session/session';
import { tenant } from '../../config/tenant';
import { useAssistantListener } from './assistantSession';
import type { AssistantFlow } from './assistantFlow';
import { loadAssistantCode, loadedAssistantCode, type AssistantCode } from './assistantLoader';
import type { DeferredFlow } from './conversationStore';
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

  // The whole assistant loads after the first frame; its opening greets and offers the menu meanwhile.
  const [flow] = useState(
    (): DeferredFlow<AssistantFlow['logic']> & { readonly whole: () => Promise<AssistantFlow> } => {
      let created: AssistantFlow | null = null;
      const from = (code: AssistantCode): AssistantFlow =>
        (created ??= code.createAssistantFlow(clientSource, sessionStore));
      const whole = async (): Promise<AssistantFlow> => from(await loadAssistantCode());
      return {
        whole,
        loaded: () => {
          const code = loadedAssistantCode();
          return code === null ? null : from(code).logic;
        },
        load: async () => (await whole()).logic,
        opening: (input) => (opensWith(input) ? assistantOpening : null),
      };
    },
  );
  // The greeting index.html painted was chosen at this time: the conversation started now says the same. Only
  // the first one (connected before effects run); a conversation started over later greets by its own time.
  const [paintedAt] = useState(takeGreetingTime);
  const greetedAt = useRef(paintedAt);
  useEffect(() => {
    greetedAt.current = null;
  }, []);

  const conversation = useConversation(flow, {
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
      import('../../lib/payment/redirectTo').then(
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
      flow
        .whole()
        .then(({ uploadPhoto: upload }) => upload(file))
        .then(uploaded, async (error: unknown) => {
          // The failure's words load with it, not on the chat home's first paint.
          const { errorMessage } = await import('../../../machines/errorMessage');
          uploadFailed(errorMessage(error));
        }),
    [flow, uploaded, uploadFailed],
  );
  return useMemo(() => ({ ...conversation, uploadPhoto }), [conversation, uploadPhoto]);
}
