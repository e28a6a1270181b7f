import { useId } from 'react';
import { useParams } from 'react-router-dom';
import { useNow } from '../lib/useNow';
import { Notice } from '../ui/Notice';
import { ChatRow } from './ChatRow';
import { Conversation } from './Conversation';
import { inboxGroups, type InboxGroup } from './inboxGroups';
import { useStaff } from './staffContext';
import type { StaffChatsState } from './useStaffChats';

function GroupList({
  group,
  selectedId,
  now,
}: {
  group: InboxGroup;
  selectedId: string | undefined;
  now: number;
}): React.JSX.Element {
  const titleId = useId();
  return (
    <section className="staff-group" aria-labelledby={titleId}>
      <h2 id={titleId} className="staff-group__title">
        {group.title} <span className="staff-group__count">({group.chats.length})</span>
      </h2>
      {group.chats.length === 0 ? (
        <p className="staff-group__empty">No chats</p>
      ) : (
        <ul className="staff-group__list" aria-labelledby={titleId}>
          {group.chats.map((chat, index) => (
            <ChatRow
              key={chat.id}
              chat={chat}
              queuePlace={group.id === 'waiting' ? index + 1 : null}
              selected={chat.id === selectedId}
              now={now}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The Chats tab: the live list in its groups beside the open conversation. */
export function Inbox({ chats }: { chats: StaffChatsState }): React.JSX.Element {
  const { chatId } = useParams();
  const { login } = useStaff();
  const now = useNow();
  const groups = chats.chats === null ? null : inboxGroups(chats.chats, login.staff.id);
  const summary = chats.chats?.find((chat) => chat.id === chatId);

  return (
    <div className="staff-inbox">
      <nav className="staff-inbox__list" aria-label="Chats">
        {chats.error === null ? null : <Notice tone="error">{chats.error}</Notice>}
        {groups === null ? (
          <p role="status">Loading chats…</p>
        ) : (
          groups.map((group) => <GroupList key={group.id} group={group} selectedId={chatId} now={now} />)
        )}
      </nav>
      <div className="staff-inbox__conversation">
        {chatId === undefined ? (
          <p className="staff-inbox__hint">Choose a chat to read it and answer.</p>
        ) : (
          <Conversation key={chatId} chatId={chatId} summary={summary} now={now} />
        )}
      </div>
    </div>
  );
}
