import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useClient } from 'urql';
import { isOpenChat, isWaitingChat } from '../../domain/chatStatus';
import { AGENT_CHAT_TEXT } from '../../domain/chatText';
import { StaffCompleteChatMutation, StaffPickUpChatMutation, StaffTransferChatMutation } from './graphql/staff';
import { Notice } from '../ui/Notice';
import { mapOutcome, outcomeOf, type Outcome } from '../lib/staffLogin/staffClient';
import { toStaffChat, type StaffChat } from './staffChats';
import { TransferDialog } from './TransferDialog';

type Action = 'pickUp' | 'transfer' | 'complete';

export interface ChatActionsProps {
  readonly chat: StaffChat;
  readonly myId: string;
  /** The chat a mutation answered with. */
  readonly onChat: (chat: StaffChat) => void;
  /** Where focus goes after an action took its own button away. */
  readonly afterAction: (action: Action, chat: StaffChat) => void;
}

/** Pick up (waiting), Transfer (the caller's chat) and Complete chat (any open one), with their errors. */
export function ChatActions({ chat, myId, onChat, afterAction }: ChatActionsProps): React.JSX.Element {
  const client = useClient();
  const [busy, setBusy] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [transferring, setTransferring] = useState(false);
  const mine = chat.status === 'in_progress' && chat.staffId === myId;

  const run = async (action: Action, call: () => Promise<Outcome<StaffChat>>): Promise<void> => {
    setBusy(action);
    setError(null);
    const result = await call();
    setBusy(null);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    const changed = result.data;
    // Rendered now, so afterAction can focus what the new state enables (the composer after a pick-up).
    flushSync(() => {
      setTransferring(false);
      onChat(changed);
    });
    afterAction(action, changed);
  };

  const pickUp = (): Promise<void> =>
    run('pickUp', async () =>
      mapOutcome(outcomeOf(await client.mutation(StaffPickUpChatMutation, { id: chat.id }).toPromise()), (data) =>
        toStaffChat(data.staffPickUpChat),
      ),
    );
  const transfer = (toStaffId: string | null): Promise<void> =>
    run('transfer', async () =>
      mapOutcome(
        outcomeOf(await client.mutation(StaffTransferChatMutation, { id: chat.id, toStaffId }).toPromise()),
        (data) => toStaffChat(data.staffTransferChat),
      ),
    );
  const complete = (): Promise<void> =>
    run('complete', async () =>
      mapOutcome(outcomeOf(await client.mutation(StaffCompleteChatMutation, { id: chat.id }).toPromise()), (data) =>
        toStaffChat(data.staffCompleteChat),
      ),
    );

  return (
    <div className="staff-chat__actions">
      <div className="actions">
        {isWaitingChat(chat.status) ? (
          <button
            type="button"
            className="button button--primary button--small"
            disabled={busy !== null}
            onClick={() => void pickUp()}
          >
            Pick up
          </button>
        ) : null}
        {mine ? (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={busy !== null}
            onClick={() => setTransferring(true)}
          >
            Transfer
          </button>
        ) : null}
        {isOpenChat(chat.status) ? (
          <button
            type="button"
            className="button button--danger button--small"
            disabled={busy !== null}
            onClick={() => void complete()}
          >
            {AGENT_CHAT_TEXT.complete}
          </button>
        ) : null}
      </div>
      {error === null || transferring ? null : <Notice tone="error">{error}</Notice>}
      {transferring ? (
        <TransferDialog
          myId={myId}
          busy={busy === 'transfer'}
          error={error}
          onTransfer={(to) => void transfer(to)}
          onCancel={() => {
            setTransferring(false);
            setError(null);
          }}
        />
      ) : null}
    </div>
  );
}
