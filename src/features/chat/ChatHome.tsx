import './chat.css';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useLoadedClient } from '../../lib/client/ClientProvider';
import { useConnection } from '../../lib/connection';
import { useSession, useSessionStore } from '../../lib/session/session';
import { tenant } from '../../config/tenant';
import type { AgentHandover, TranscriptState } from '../../../flows/chatProtocol';
import { AgentChatUnavailable, type AgentChatServices } from './AgentChatUnavailable';
import { ChatComposer } from './ChatComposer';
import { ImageLoaderContext, useSessionImageLoader } from './imageLoader';
import { ReplyButtons } from './ReplyButtons';
import { Transcript } from './Transcript';
import type { TranscriptInsert } from './TranscriptRows';
import { useAssistant } from './useAssistant';
import { LanguagePicker } from '../../ui/LanguagePicker';
import type { Language } from '../../../i18n/languages';

// The agent chat (its machine, GraphQL calls, bubbles and composer) loads when the assistant hands over:
// none of it is on the chat home's first paint (docs/PERFORMANCE.md budget). If it cannot load (offline),
// the patient is told so and can go back to the assistant.
const AgentChat = lazy(() => import('./agent/AgentChat').catch(() => ({ default: AgentChatUnavailable })));

/**
 * '/chat-home': the assistant's conversation with the hospital's name above it. Once the assistant hands
 * over to the hospital's staff, the agent chat's messages follow the assistant's bubbles in the same log
 * and its composer takes the dock.
 */
export function ChatHome(): React.JSX.Element {
  const { transcript, tap, submit, handback, uploadPhoto } = useAssistant();
  const { session } = useSession();
  // Loaded after the first render (the hand-over comes after a sign-in, which used it already).
  const client = useLoadedClient();
  const sessionStore = useSessionStore();
  const connection = useConnection();
  const loadImage = useSessionImageLoader(sessionStore);
  const services = useMemo(
    (): AgentChatServices | null => (client === null ? null : { client, session: sessionStore, connection }),
    [client, sessionStore, connection],
  );
  const [dock, setDock] = useState<HTMLDivElement | null>(null);
  // Loaded on the tap, not with the first frame. Signed in, the choice is kept on the account too (SMS follow it).
  const choose = (language: Language): void =>
    void import('../../lib/language/chooseLanguage').then(({ chooseLanguage }) =>
      chooseLanguage(
        language,
        client === null || session === null
          ? undefined
          : async (chosen) => (await import('../../lib/language/accountLanguage')).saveAccountLanguage(client, chosen),
      ),
    );
  // The chat belongs to the signed-in account (a sign-out starts the conversation over anyway).
  const profileId = session?.profile.id ?? null;
  const inserts = useMemo(
    () =>
      profileId === null || services === null
        ? []
        : agentInserts(transcript, { services, profileId, dock, onBack: handback }),
    [transcript, profileId, services, dock, handback],
  );
  return (
    <div className="chat-home">
      <header className="chat-home__header">
        <h1 className="chat-home__title">{tenant.name}</h1>
        <LanguagePicker onChoose={choose} />
      </header>
      <ImageLoaderContext.Provider value={loadImage}>
        <Transcript bubbles={transcript.bubbles} inserts={inserts} />
      </ImageLoaderContext.Provider>
      <div ref={setDock} className="chat-home__dock">
        {(transcript.agent === null || profileId === null) && (
          <>
            <ReplyButtons buttons={transcript.buttons} onTap={tap} />
            <ChatComposer mode={transcript.composer} onSubmit={submit} onTap={tap} onPhoto={uploadPhoto} />
          </>
        )}
      </div>
    </div>
  );
}

interface AgentContext {
  readonly services: AgentChatServices;
  readonly profileId: string;
  readonly dock: HTMLElement | null;
  readonly onBack: (chatIds: readonly string[]) => void;
}

/**
 * The agent chats of the transcript, each after the bubble it was handed over at: the ones the patient went
 * back from (their chats stay, issue 29 item 14), then the live one. The n-th hand-over keeps its key from
 * live to handed back, so it stays the same element and its rows are not added to the log again.
 */
function agentInserts(
  transcript: TranscriptState,
  { services, profileId, dock, onBack }: AgentContext,
): TranscriptInsert[] {
  const agentChat = (
    index: number,
    handover: AgentHandover,
    live: boolean,
    chatIds: readonly string[],
    shownAbove: readonly string[],
  ): TranscriptInsert => ({
    key: `agent:${profileId}:${String(index)}`,
    afterBubbleId: handover.afterBubbleId,
    node: (
      <Suspense fallback={null}>
        <AgentChat
          services={services}
          hospitalId={handover.hospitalId}
          profileId={profileId}
          dock={dock}
          live={live}
          chatIds={chatIds}
          shownAbove={shownAbove}
          onBack={onBack}
        />
      </Suspense>
    ),
  });
  const inserts = transcript.handedBack.map((past, index) => agentChat(index, past, false, past.chatIds, []));
  if (transcript.agent !== null) {
    const shownAbove = transcript.handedBack.flatMap((past) => past.chatIds);
    inserts.push(agentChat(transcript.handedBack.length, transcript.agent, true, [], shownAbove));
  }
  return inserts;
}
