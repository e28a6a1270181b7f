import { composeAssistant } from '../../../flows/compose';
import { actorsOf } from '../../../flows/actorsOf';
import type { ClientSource } from '../../lib/client/clientContext';
import { storeSessionAction } from '../../lib/session/session';
import type { SessionStore } from '../../lib/session/sessionStore';
import { tenant } from '../../config/tenant';
import { chatApi, type ChatApi } from '../../composition/chatApi';
import { recordRunsWhenIdle } from '../../lib/recordedRuns/recordRunsWhenIdle';

/**
 * The whole chat assistant (every conversation, flows/assistant.machine.ts) wired to the GraphQL API and the
 * session. Loaded after the chat home's first paint (src/features/chat/assistantLoader.ts): the greeting and the menu
 * come from the assistant's opening meanwhile (flows/assistant/opening.ts; docs/PERFORMANCE.md budget).
 */
export interface AssistantFlow {
  readonly logic: ReturnType<typeof composeAssistant>;
  /** Uploads a prescription photo the photo composer picked. */
  readonly uploadPhoto: ChatApi['uploadPhoto'];
}

export function createAssistantFlow(clientSource: ClientSource, sessionStore: SessionStore): AssistantFlow {
  // Prescription photos are kept with the pharmacy's hospital (the chat uploads before the order is made).
  const { api, uploadPhoto } = chatApi(() => clientSource.ready(), {
    accessToken: () => sessionStore.read()?.accessToken ?? null,
    hospitalId: () => tenant.defaultOrganizations.medicationOrder,
  });
  // The tenant's recorded runs (issue 33) follow the whole assistant, never the first frame; no assistant, no run.
  recordRunsWhenIdle(sessionStore);
  const logic = composeAssistant(actorsOf(api), {
    storeSession: storeSessionAction(sessionStore),
    storeProfile: (_, profile) => sessionStore.updateProfile(profile),
  });
  return { logic, uploadPhoto };
}
