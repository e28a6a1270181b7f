import type { Tenant } from '../../tenants/schema';
import { loadClientCode } from '../lib/client/lazyClient';
import { assistantNeededAtOnce, loadAssistantCode } from '../features/chat/assistantLoader';
import { withClient } from '../lib/client/ClientProvider';
import { CHAT_HOME_PATH, HOME_DASHBOARD_PATH } from '../firstPaint/firstScreenPaths';
import { preloadScreen } from '../lib/preloadedScreen';
import { withCatalogue } from '../lib/language/catalogue';
import { isFeedbackUrl, rootRedirect } from '../lib/redirects';

/**
 * The screens index.html paints before any script (src/firstPaint/): their code is loaded before the app's
 * first render, so React's first frame replaces the static markup with the same screen, not a fallback.
 */
export const loadChatHome = async (): Promise<React.ComponentType> => {
  // The whole assistant comes with the screen only when the conversation cannot open without it; if it
  // fails to load here, the conversation asks again.
  const assistant = assistantNeededAtOnce() ? loadAssistantCode().catch(() => null) : null;
  const [{ ChatHome }] = await Promise.all([import('../features/chat/ChatHome'), assistant]);
  return ChatHome;
};
export const loadHomeDashboard = async (): Promise<React.ComponentType> =>
  (await import('../features/booking/home/HomeDashboard')).HomeDashboard;

/**
 * '/' is the chat home of a chat tenant: replaced before the router starts (as RootRedirect would after its
 * first render, a frame without the chat home), so the first render is the chat home's.
 */
export function enterChatHomeAtRoot(
  uxFlow: Tenant['uxFlow'],
  location: Location = window.location,
  history: History = window.history,
): void {
  // The hash form of the feedback link (/#/pf?r=…) stays: the router shows the feedback page for it.
  if (uxFlow === 'chat' && location.pathname === '/' && !isFeedbackUrl(location.hash))
    history.replaceState(history.state, '', rootRedirect(uxFlow) + location.search);
}

/** Loads what the first screen at `pathname` renders with; resolves (never rejects) when done. */
export async function preloadFirstScreen(pathname: string, uxFlow: Tenant['uxFlow']): Promise<void> {
  try {
    if (uxFlow === 'chat' && CHAT_HOME_PATH.test(pathname)) await preloadScreen(loadChatHome);
    // The dashboard queries at once (its search form), so the urql client comes with it.
    if (uxFlow === 'flat' && HOME_DASHBOARD_PATH.test(pathname))
      await Promise.all([preloadScreen(withClient(withCatalogue(loadHomeDashboard))), loadClientCode()]);
  } catch {
    // The lazy route loads it again and shows the failure where it belongs.
  }
}
