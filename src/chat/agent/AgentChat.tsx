import './agent.css';
import { useState } from 'react';
import { agentChatMachine } from '../../../machines/agentChat.machine';
import { agentChatHistoryMachine } from '../../../machines/agentChatHistory.machine';
import { agentChatActors, chatHistoryActors, connectionSocketSignal } from '../../api/chatActors';
import type { AgentChatProps } from '../AgentChatUnavailable';
import { useSessionImageLoader } from '../imageLoader';
import { AgentChatPanel } from './AgentChatPanel';
import { agentChatStorageKey } from './agentChatStorage';

/**
 * The agent chat as the chat home loads it (on demand, once the assistant hands over): the machine with
 * its GraphQL actors over the app's urql client and socket, kept per account and hospital.
 */
export default function AgentChat({ services, hospitalId, profileId, dock, onBack }: AgentChatProps): React.JSX.Element {
  const { client, session, connection } = services;
  const [logic] = useState(() =>
    agentChatMachine.provide({ actors: agentChatActors(client, { accessToken: session.accessToken, socket: connectionSocketSignal(connection) }) }),
  );
  const [historyLogic] = useState(() => agentChatHistoryMachine.provide({ actors: chatHistoryActors(client) }));
  const loadImage = useSessionImageLoader(session);
  return <AgentChatPanel logic={logic} historyLogic={historyLogic} hospitalId={hospitalId} storageKey={agentChatStorageKey(profileId, hospitalId)} dock={dock} loadImage={loadImage} onBack={onBack} />;
}
