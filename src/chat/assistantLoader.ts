import { STORAGE_KEYS } from '../../domain/storageKeys';
import { deepLinkIn } from '../app/deepLink';
import { browserSessionStore } from '../app/session';
import { loadConversation } from './conversationStorage';
import { once } from './once';

export type AssistantCode = typeof import('./assistantFlow');

let loaded: AssistantCode | null = null;

/**
 * The whole assistant's code (src/chat/assistantFlow.ts), a chunk of its own: the chat home's first frame
 * and its reply buttons come from the assistant's opening (flows/assistant/opening.ts) while it loads.
 */
export const loadAssistantCode = once(async (): Promise<AssistantCode> => {
  // The typed composers are fetched beside it, not waited for: the first question that needs typing comes
  // after a tap, and the composer shows once its code is there (ChatComposer); a failure is fetched again then.
  import('./Composer').catch(() => undefined);
  return (loaded = await import('./assistantFlow'));
});

/** The whole assistant's code when it has loaded, else null. */
export function loadedAssistantCode(): AssistantCode | null {
  return loaded;
}

/**
 * Whether the chat home opened now needs the whole assistant for its first frame: a conversation to resume
 * (it may be anywhere), a signed-in patient (the upcoming check) or a deep link, which the opening does not
 * handle (`opensWith`). The first screen then loads it before rendering, so that frame shows the conversation.
 */
export function assistantNeededAtOnce(search: string = window.location.search): boolean {
  return loadConversation(STORAGE_KEYS.assistant) !== null || browserSessionStore().read() !== null || deepLinkIn(search) !== null;
}
