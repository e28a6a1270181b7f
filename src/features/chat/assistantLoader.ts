import { STORAGE_KEYS } from '../../../domain/storageKeys';
import { deepLinkIn } from '../../lib/deepLink';
import { CHAT_ORDER_PATH } from '../../firstPaint/firstScreenPaths';
import { signInBackTarget } from '../../lib/redirects';
import { browserSessionStore } from '../../lib/session/session';
import { loadConversation } from './conversationStorage';
import { once } from '../../lib/once';
import { loadRestOfCatalogue } from '../../lib/language/catalogue';

export type AssistantCode = typeof import('./assistantFlow');

let loaded: AssistantCode | null = null;

/**
 * The whole assistant's code (src/features/chat/assistantFlow.ts), a chunk of its own: the chat home's first frame
 * and its reply buttons come from the assistant's opening (flows/assistant/opening.ts) while it loads.
 */
export const loadAssistantCode = once(async (): Promise<AssistantCode> => {
  // The typed composers are fetched beside it, not waited for: the first question that needs typing comes
  // after a tap, and the composer shows once its code is there (ChatComposer asks again after a failure).
  loadComposerCode().catch(() => undefined);
  // Its words come with it: the rest of the catalogue loads beside the code.
  const words = loadRestOfCatalogue();
  const code = import('./assistantFlow');
  await words;
  return (loaded = await code);
});

/** The whole assistant's code when it has loaded, else null. */
export function loadedAssistantCode(): AssistantCode | null {
  return loaded;
}

let composerLoaded: typeof import('./Composer') | null = null;

/** The typed composers (number, code, text, photo), a chunk of their own; asked again after a failure. */
export const loadComposerCode = once(
  async () => (composerLoaded = (await Promise.all([import('./Composer'), loadRestOfCatalogue()]))[0]),
);

/**
 * The composers' code once it has loaded, else null: the menu's text box then shows in the same frame as the
 * menu's buttons, not a frame later (which would move the buttons up: a layout shift).
 */
export function loadedComposerCode(): typeof import('./Composer') | null {
  return composerLoaded;
}

/**
 * Whether the chat home opened now needs the whole assistant for its first frame, as the opening handles none
 * of these (`opensWith`): a conversation to resume (it may be anywhere), a signed-in patient (the upcoming
 * check), a deep link, an order's path (/chat-home/{category}) or a page asked for signed out (?back=). The
 * first screen then loads it before rendering, so that frame shows the conversation as it goes on.
 */
export function assistantNeededAtOnce(
  { pathname, search }: Pick<Location, 'pathname' | 'search'> = window.location,
): boolean {
  return (
    loadConversation(STORAGE_KEYS.assistant) !== null ||
    browserSessionStore().read() !== null ||
    deepLinkIn(search) !== null ||
    CHAT_ORDER_PATH.test(pathname) ||
    signInBackTarget(search) !== null
  );
}
