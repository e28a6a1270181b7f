import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { AgentChatEvent } from '../../../../machines/agentChat.types';
import type { agentChatHistoryMachine } from '../../../../machines/agentChatHistory.machine';
import { agentChatHistoryView } from '../../../../machines/agentChatHistoryView';
import { agentChatView } from '../../../../machines/agentChatView';
import { restoreTimers } from '../../../lib/persistedTimers';
import { AgentBubbles } from './AgentBubbles';
import { AgentDock } from './AgentDock';
import { AgentHistory } from './AgentHistory';
import { forgetAgentChat, loadAgentChat, saveAgentChat, type AgentChatLogic } from './agentChatStorage';

const NONE: readonly string[] = [];

export interface AgentChatPanelProps {
  /** machines/agentChat.machine.ts with its actors provided (GraphQL in the app, fakes in tests). */
  readonly logic: AgentChatLogic;
  /** machines/agentChatHistory.machine.ts with its loader provided: the earlier chats shown above. */
  readonly historyLogic: typeof agentChatHistoryMachine;
  readonly hospitalId: string;
  /** localStorage key of the kept chat (agentChatStorageKey); null keeps nothing. Remount the panel for another key. */
  readonly storageKey: string | null;
  /**
   * Where the composer and the chat's controls go (the chat home's dock); the messages stay in the log. Null
   * once the patient went back to the assistant: the chat stays on screen, with no controls.
   */
  readonly dock: HTMLElement | null;
  /** Chats the transcript shows already (earlier hand-backs): left out of the earlier chats shown here. */
  readonly shownAbove?: readonly string[];
  /** An object URL for an image message's url (fetched with the login; revoked by the bubble). */
  readonly loadImage: (imageUrl: string) => Promise<string>;
  /** Back to the assistant, with the ids of the chats shown here, oldest first (they stay in the transcript). */
  readonly onBack: (chatIds: readonly string[]) => void;
}

/**
 * The patient's agent chat: runs the agent chat machine, keeps its snapshot (restored on the next mount,
 * so a closed tab or a reload loses no queued message), tells it about the browser's network, and shows
 * its messages as rows of the transcript's log and its composer and controls in the dock.
 */
export function AgentChatPanel({
  logic,
  historyLogic,
  hospitalId,
  storageKey,
  dock,
  shownAbove = NONE,
  loadImage,
  onBack,
}: AgentChatPanelProps): React.JSX.Element {
  const [restored] = useState(() => (storageKey === null ? null : loadAgentChat(storageKey, logic, { hospitalId })));
  const actor = useActorRef(
    logic,
    restored === null ? { input: { hospitalId } } : { input: { hospitalId }, snapshot: restored.snapshot },
  );
  const view = useSelector(actor, agentChatView);
  // The earlier chats: the server's (read on every mount, never stored here) and those closed in this panel.
  const history = useActorRef(historyLogic, { input: { hospitalId } });
  const historySnapshot = useSelector(history, (snapshot) => snapshot);
  const closedHere = useSelector(actor, (snapshot) => snapshot.context.earlier);
  const currentChatId = view.chat?.id ?? null;
  const historyView = useMemo(
    () => agentChatHistoryView(historySnapshot, closedHere, currentChatId, shownAbove),
    [historySnapshot, closedHere, currentChatId, shownAbove],
  );
  /** Set once the chat is given up (back to the assistant after it closed): nothing is stored after that. */
  const forgotten = useRef(false);
  const timersRestored = useRef(false);

  // Keep the snapshot after every change (coalesced per macrotask's burst) and when the page goes.
  useEffect(() => {
    if (storageKey === null) return;
    if (restored !== null && !timersRestored.current) {
      timersRestored.current = true;
      restoreTimers(actor, restored.timers, Date.now());
    }
    let queued = false;
    const save = (): void => {
      if (!forgotten.current) saveAgentChat(storageKey, actor);
    };
    const subscription = actor.subscribe(() => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        save();
      });
    });
    window.addEventListener('pagehide', save);
    save();
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [actor, storageKey, restored]);

  // The browser's network: the outbox waits while offline and is sent, in order, once back.
  useEffect(() => {
    const online = (): void => actor.send({ type: 'ONLINE' });
    const offline = (): void => actor.send({ type: 'OFFLINE' });
    if (navigator.onLine) online();
    else offline();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [actor]);

  const send = useCallback((event: AgentChatEvent) => actor.send(event), [actor]);

  const back = useCallback(() => {
    // A closed (or never prepared) chat is done with: the next hand-over prepares a new one. An open chat
    // is kept, so coming back resumes it with anything still queued.
    if (storageKey !== null && view.phase !== 'open' && view.phase !== 'preparing') {
      forgotten.current = true;
      forgetAgentChat(storageKey);
    }
    onBack([
      ...historyView.conversations.map((conversation) => conversation.id),
      ...(currentChatId === null ? [] : [currentChatId]),
    ]);
  }, [storageKey, view.phase, onBack, historyView, currentChatId]);

  return (
    <>
      <AgentHistory
        view={historyView}
        onLoadMore={() => history.send({ type: 'LOAD_MORE' })}
        onRetry={() => history.send({ type: 'RETRY' })}
        loadImage={loadImage}
      />
      <AgentBubbles bubbles={view.bubbles} loadImage={loadImage} />
      {dock !== null && createPortal(<AgentDock view={view} send={send} onBack={back} />, dock)}
    </>
  );
}
