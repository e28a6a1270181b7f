import { Link } from 'react-router-dom';
import { isWaitingChat } from '../../domain/chatStatus';
import { CHAT_STATUS_LABELS } from './inboxGroups';
import { staffTime } from './format';
import { PatientLanguage } from './PatientLanguage';
import type { ChatSummary } from './staffChats';

export interface ChatRowProps {
  readonly chat: ChatSummary;
  /** Place in the hospital's queue (waiting chats), counted from 1. */
  readonly queuePlace: number | null;
  readonly selected: boolean;
  /** The clock the times are relative to (today's show without a date). */
  readonly now: number;
}

/** One chat of the inbox: who, status, unread count, the newest message (as text) and when. */
export function ChatRow({ chat, queuePlace, selected, now }: ChatRowProps): React.JSX.Element {
  return (
    <li>
      <Link
        to={`/staff/chats/${encodeURIComponent(chat.id)}`}
        className={selected ? 'staff-row staff-row--selected' : 'staff-row'}
        aria-current={selected ? 'true' : undefined}
      >
        <span className="staff-row__top">
          <span className="staff-row__name">{chat.patientName}</span>{' '}
          <PatientLanguage language={chat.language} className="staff-row__language" />{' '}
          {chat.unread > 0 ? (
            <span className="staff-badge" role="img" aria-label={`${chat.unread} unread`}>
              {chat.unread}
            </span>
          ) : null}{' '}
          <time className="staff-row__time" dateTime={new Date(chat.updatedAt).toISOString()}>
            {staffTime(chat.updatedAt, now)}
          </time>
        </span>{' '}
        <span className="staff-row__status">
          {CHAT_STATUS_LABELS[chat.status]}
          {isWaitingChat(chat.status) && queuePlace !== null ? ` · No. ${queuePlace} in queue` : null}
          {chat.status === 'in_progress' && chat.staffName !== null ? ` · ${chat.staffName}` : null}
        </span>{' '}
        <span className="staff-row__last">{chat.lastMessage ?? 'No messages yet'}</span>
      </Link>
    </li>
  );
}
