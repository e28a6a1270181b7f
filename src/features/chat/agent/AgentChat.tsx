import './agent.css';
import { useState } from 'react';
import { agentChatActors, chatHistoryActors, connectionSocketSignal, handedBackChatsActors } from '../api/chatActors';
import type { AgentChatProps } from '../AgentChatUnavailable';
import { useSessionImageLoader } from '../imageLoader';
import { AgentChatPanel } from './AgentChatPanel';
import { agentChatStorageKey } from './agentChatStorage';
import { HandedBackChats } from './HandedBackChats';
import { composeAgentChat } from '../../../composition/agentChat';
import { composeAgentChatHistory } from '../../../composition/agentChatHistory';

/**
 * The agent chat as the chat home loads it (on demand, once the assistant hands over): the machine with
 * its GraphQL actors over the app's urql client and socket, kept per account and hospital. When the patient
 * goes back to the assistant it stays mounted where it is, without its dock, so its chats stay in the
 * transcript as they were (issue 29 item 14); a transcript loaded again (a reload) reads them from the server.
 */
export default function AgentChat(props: AgentChatProps): React.JSX.Element {
  // Mounted live: the panel, for good (going back leaves it on screen). Mounted handed back: its chats, read again.
  const [mountedLive] = useState(props.live);
  return mountedLive ? <LiveAgentChat {...props} /> : <ReadAgain {...props} />;
}

function LiveAgentChat({
  services,
  hospitalId,
  profileId,
  dock,
  live,
  shownAbove,
  onBack,
}: AgentChatProps): React.JSX.Element {
  const { client, session, connection } = services;
  const [logic] = useState(() =>
    composeAgentChat({
      actors: agentChatActors(client, { accessToken: session.accessToken, socket: connectionSocketSignal(connection) }),
    }),
  );
  const [historyLogic] = useState(() => composeAgentChatHistory({ actors: chatHistoryActors(client) }));
  const loadImage = useSessionImageLoader(session);
  return (
    <AgentChatPanel
      logic={logic}
      historyLogic={historyLogic}
      hospitalId={hospitalId}
      storageKey={agentChatStorageKey(profileId, hospitalId)}
      dock={live ? dock : null}
      shownAbove={shownAbove}
      loadImage={loadImage}
      onBack={onBack}
    />
  );
}

function ReadAgain({ services, hospitalId, chatIds }: AgentChatProps): React.JSX.Element {
  const [historyLogic] = useState(() =>
    composeAgentChatHistory({ actors: handedBackChatsActors(services.client, chatIds) }),
  );
  const loadImage = useSessionImageLoader(services.session);
  return <HandedBackChats historyLogic={historyLogic} hospitalId={hospitalId} loadImage={loadImage} />;
}
