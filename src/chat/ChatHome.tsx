import './chat.css';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useLoadedClient } from '../app/ClientProvider';
import { useConnection } from '../app/connection';
import { useSession, useSessionStore } from '../app/session';
import { tenant } from '../app/tenant';
import { AgentChatUnavailable, type AgentChatServices } from './AgentChatUnavailable';
import { ChatComposer } from './ChatComposer';
import { ImageLoaderContext, useSessionImageLoader } from './imageLoader';
import { ReplyButtons } from './ReplyButtons';
import { Transcript } from './Transcript';
import { useAssistant } from './useAssistant';

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
  const services = useMemo((): AgentChatServices | null => (client === null ? null : { client, session: sessionStore, connection }), [client, sessionStore, connection]);
  const [dock, setDock] = useState<HTMLDivElement | null>(null);
  // The chat belongs to the signed-in account (a sign-out starts the conversation over anyway).
  const agent = transcript.agent !== null && session !== null ? { hospitalId: transcript.agent.hospitalId, profileId: session.profile.id } : null;
  return (
    <div className="chat-home">
      <header className="chat-home__header">
        <h1 className="chat-home__title">{tenant.name}</h1>
      </header>
      <ImageLoaderContext.Provider value={loadImage}>
        <Transcript bubbles={transcript.bubbles}>
          {agent !== null && services !== null && (
            <Suspense fallback={null}>
              <AgentChat key={`${agent.profileId}:${agent.hospitalId}`} services={services} hospitalId={agent.hospitalId} profileId={agent.profileId} dock={dock} onBack={handback} />
            </Suspense>
          )}
        </Transcript>
      </ImageLoaderContext.Provider>
      <div ref={setDock} className="chat-home__dock">
        {agent === null && (
          <>
            <ReplyButtons buttons={transcript.buttons} onTap={tap} />
            <ChatComposer mode={transcript.composer} onSubmit={submit} onTap={tap} onPhoto={uploadPhoto} />
          </>
        )}
      </div>
    </div>
  );
}
