import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useClient } from 'urql';
import { lastSeq, mergeMessages } from '../../domain/chatMessages';
import {
  StaffChatChangedSubscription,
  StaffChatQuery,
  StaffCommunicationSubscription,
  StaffMarkChatDeliveredMutation,
} from './graphql/staff';
import { outcomeOf } from '../lib/staffLogin/staffClient';
import { toStaffMessage, toStaffMessages, toStaffChat, type StaffChat, type StaffMessage } from './staffChats';
import { useStaff } from './staffContext';

interface ChatFeed {
  /** Null until staffChat has answered. */
  readonly chat: StaffChat | null;
  /** Stored messages, each once, in seq order. */
  readonly messages: readonly StaffMessage[];
  readonly error: string | null;
}

type FeedEvent =
  | { readonly type: 'chat'; readonly chat: StaffChat }
  | { readonly type: 'messages'; readonly messages: readonly StaffMessage[] }
  | { readonly type: 'error'; readonly error: string };

function feedReducer(state: ChatFeed, event: FeedEvent): ChatFeed {
  switch (event.type) {
    case 'chat':
      return { ...state, chat: event.chat, error: null };
    case 'messages': {
      // mergeMessages only ever returns messages it was given, so they stay StaffMessages.
      const messages = mergeMessages(state.messages, event.messages) as readonly StaffMessage[];
      return messages === state.messages ? state : { ...state, messages };
    }
    case 'error':
      return { ...state, error: event.error };
  }
}

const INITIAL: ChatFeed = { chat: null, messages: [], error: null };

export interface ChatFeedControls {
  readonly feed: ChatFeed;
  /** A chat a mutation answered with (pick up, transfer, complete): shown before the subscription repeats it. */
  readonly showChat: (chat: StaffChat) => void;
  /** A message staffSendChat stored: shown before the subscription delivers it (merged, never twice). */
  readonly showMessage: (message: StaffMessage) => void;
}

/**
 * One conversation, live: staffChat for the chat and its messages, then the communication subscription
 * from the last seq held (stored first, then new ones; merged by id so a repeat never shows twice) and
 * the chat subscription for status, assignment, delivery marks and the patient typing. Whenever the
 * console's socket comes back, staffChat(afterSeq) fetches what was missed meanwhile. What is shown is
 * marked delivered up to its last seq, so the unread count drops.
 */
export function useChatFeed(chatId: string): ChatFeedControls {
  const client = useClient();
  const { reconnects } = useStaff();
  const [feed, dispatch] = useReducer(feedReducer, INITIAL);
  const messagesRef = useRef<readonly StaffMessage[]>([]);
  const markedRef = useRef(0);

  useEffect(() => {
    messagesRef.current = feed.messages;
  }, [feed.messages]);

  useEffect(() => {
    let live = true;
    const stops: (() => void)[] = [];

    /** staffChat after a seq; resolves with the last seq held afterwards, or null when it failed. */
    const catchUp = async (afterSeq: number): Promise<number | null> => {
      const result = outcomeOf(await client.query(StaffChatQuery, { id: chatId, afterSeq }).toPromise());
      if (!live) return null;
      if (!result.ok) {
        dispatch({ type: 'error', error: result.message });
        return null;
      }
      const messages = toStaffMessages(result.data.staffChat.messages);
      dispatch({ type: 'chat', chat: toStaffChat(result.data.staffChat) });
      dispatch({ type: 'messages', messages });
      return Math.max(afterSeq, lastSeq(messages));
    };

    let listening = false;
    /** Catches up, then (the first time it works) listens for messages after what it holds. */
    const follow = async (afterSeq: number): Promise<void> => {
      const from = await catchUp(afterSeq);
      if (!live || from === null || listening) return;
      listening = true;
      const communication = client
        .subscription(StaffCommunicationSubscription, { chatId, afterSeq: from })
        .subscribe((result) => {
          const received = outcomeOf(result);
          if (!received.ok) {
            dispatch({ type: 'error', error: received.message });
            return;
          }
          const message = toStaffMessage(received.data.communication);
          if (message !== null) dispatch({ type: 'messages', messages: [message] });
        });
      stops.push(() => communication.unsubscribe());
    };
    void follow(0);

    const changes = client.subscription(StaffChatChangedSubscription, { id: chatId }).subscribe((result) => {
      const received = outcomeOf(result);
      dispatch(
        received.ok
          ? { type: 'chat', chat: toStaffChat(received.data.chat) }
          : { type: 'error', error: received.message },
      );
    });
    stops.push(() => changes.unsubscribe());
    stops.push(reconnects.listen(() => void follow(lastSeq(messagesRef.current))));

    return () => {
      live = false;
      for (const stop of stops) stop();
    };
  }, [client, chatId, reconnects]);

  // What is on screen is delivered to the console: raise the mark once per new last seq.
  const shownSeq = lastSeq(feed.messages);
  const deliveredSeq = feed.chat?.staffDeliveredSeq ?? 0;
  useEffect(() => {
    if (shownSeq <= deliveredSeq || shownSeq <= markedRef.current) return;
    markedRef.current = shownSeq;
    void client
      .mutation(StaffMarkChatDeliveredMutation, { id: chatId, seq: shownSeq })
      .toPromise()
      .then((result) => {
        // Not marked: let the next change try again.
        if (result.error !== undefined && markedRef.current === shownSeq) markedRef.current = 0;
      });
  }, [client, chatId, shownSeq, deliveredSeq]);

  const showChat = useCallback((chat: StaffChat) => dispatch({ type: 'chat', chat }), []);
  const showMessage = useCallback((message: StaffMessage) => dispatch({ type: 'messages', messages: [message] }), []);
  return { feed, showChat, showMessage };
}
