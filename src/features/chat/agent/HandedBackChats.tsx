import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { agentChatHistoryMachine } from '../../../../machines/agentChatHistory.machine';
import { agentChatHistoryView } from '../../../../machines/agentChatHistoryView';
import { AgentHistory } from './AgentHistory';

interface HandedBackChatsProps {
  /** machines/agentChatHistory.machine.ts loading exactly the chats handed back (src/features/chat/api/chatActors.ts handedBackChatsActors). */
  readonly historyLogic: typeof agentChatHistoryMachine;
  readonly hospitalId: string;
  readonly loadImage: (imageUrl: string) => Promise<string>;
}

/**
 * The chats of an agent chat the patient went back from, where they were in the transcript, after a reload
 * (issue 29 item 14): read again from the server, each above a divider saying when it ended, as the
 * earlier chats are shown. Before a reload the agent chat itself stays on screen instead (AgentChat.tsx).
 */
export function HandedBackChats({ historyLogic, hospitalId, loadImage }: HandedBackChatsProps): React.JSX.Element {
  const history = useActorRef(historyLogic, { input: { hospitalId } });
  const snapshot = useSelector(history, (state) => state);
  const view = useMemo(() => agentChatHistoryView(snapshot, [], null), [snapshot]);
  return (
    <AgentHistory
      view={view}
      onLoadMore={() => undefined}
      onRetry={() => history.send({ type: 'RETRY' })}
      loadImage={loadImage}
    />
  );
}
