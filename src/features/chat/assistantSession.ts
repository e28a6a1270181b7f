import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { CHAT_ORDER_CATEGORIES } from '../../../domain/orderCategories';
import type { ChatOrderCategory } from '../../../flows/orders/orderDraft';
import type { SessionEvent } from '../../../flows/assistant/context';
import { signInBackTarget } from '../../lib/redirects';
import { useSessionStore } from '../../lib/session/session';
import type { SessionStore } from '../../lib/session/sessionStore';

type Send = (event: SessionEvent) => void;

/**
 * The login as the assistant hears it: the session now, then every change (a sign-in on /login, a logout or
 * sign-in in another tab, a profile update). Told on every connect, so a conversation resumed from storage
 * (begun signed out, say) learns the login it was not there for (issue 14 item 7).
 */
function listenToSession(store: SessionStore, send: Send): () => void {
  const tell = (): void => send({ type: 'session.changed', session: store.read() });
  tell();
  return store.subscribe(tell);
}

/** The order category of a /chat-home/{category} path, or null for none or an unknown one. */
function chatOrderCategory(param: string | undefined): ChatOrderCategory | null {
  return CHAT_ORDER_CATEGORIES.find((category) => category === param) ?? null;
}

/**
 * useConversation's `listen` for the assistant: the session, and the page a signed-out patient asked for
 * (Protected sends them here with ?back=), which the assistant signs them in for and then opens (item 23).
 */
export function useAssistantListener(): (send: Send) => () => void {
  const store = useSessionStore();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const back = signInBackTarget(search);
  const connected = useRef<Send | null>(null);
  const ordered = chatOrderCategory(useParams().category);

  // Passive, so after the conversation connected (a layout effect). Handed over once: the parameter leaves
  // the url, so a reload or a Back to this entry does not ask again.
  useEffect(() => {
    if (back === null || connected.current === null) return;
    connected.current({ type: 'session.signInFor', route: back });
    void navigate(pathname, { replace: true });
  }, [back, pathname, navigate]);

  // /chat-home/{category} (spec 001 §2) starts that order, after a sign-in if need be; handed over once, like
  // ?back=, so a reload of the chat home does not start it again.
  useEffect(() => {
    if (ordered === null || connected.current === null) return;
    connected.current({ type: 'session.orderFor', category: ordered });
    void navigate('/chat-home', { replace: true });
  }, [ordered, navigate]);

  return useCallback(
    (send: Send) => {
      connected.current = send;
      const stop = listenToSession(store, send);
      return () => {
        if (connected.current === send) connected.current = null;
        stop();
      };
    },
    [store],
  );
}
