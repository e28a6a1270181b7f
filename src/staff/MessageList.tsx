import { useEffect, useRef } from 'react';
import { DELIVERY_LABELS, storedDelivery, type ChatMessage } from '../../domain/chatMessages';
import { ChatImage } from './ChatImage';
import { staffTime } from './format';
import { staffRef, type StaffChat, type StaffMessage } from './staffChats';

export interface MessageListProps {
  readonly chat: StaffChat;
  readonly messages: readonly StaffMessage[];
  /** The signed-in staff member: their own messages are labelled 'You'. */
  readonly myId: string;
  readonly now: number;
}

function Body({ message }: { message: ChatMessage }): React.JSX.Element {
  const { content } = message;
  switch (content.kind) {
    case 'message':
      // Text node only: whatever the patient typed ('<b>x</b>' too) shows as typed.
      return <p className="staff-msg__text">{content.message}</p>;
    case 'event':
      return <p className="staff-msg__text">{content.event}</p>;
    case 'image':
      return <ChatImage imageUrl={content.imageUrl} description={content.description} from={message.authorName} />;
  }
}

function Time({ at, now }: { at: number; now: number }): React.JSX.Element {
  return <time dateTime={new Date(at).toISOString()}>{staffTime(at, now)}</time>;
}

function MessageItem({
  message,
  chat,
  myId,
  now,
}: {
  message: StaffMessage;
  chat: StaffChat;
  myId: string;
  now: number;
}): React.JSX.Element {
  // Only the server's own events are centred and unsigned: an event a patient or staff member sent (the
  // payload allows it) shows in their bubble under their name, never as if the system said it.
  if (message.author === 'system') {
    return (
      <li className="staff-msg staff-msg--event">
        <Body message={message} />
        <span className="staff-msg__meta">
          <Time at={message.createdAt} now={now} />
        </span>
      </li>
    );
  }
  if (message.author === 'patient') {
    return (
      <li className="staff-msg staff-msg--patient">
        <span className="staff-msg__author">{message.authorName}</span>
        <Body message={message} />
        <span className="staff-msg__meta">
          <Time at={message.createdAt} now={now} />
        </span>
      </li>
    );
  }
  const own = message.authorRef === staffRef(myId);
  return (
    <li className="staff-msg staff-msg--staff">
      {own ? (
        <span className="visually-hidden">You</span>
      ) : (
        <span className="staff-msg__author">{message.authorName}</span>
      )}
      <Body message={message} />
      <span className="staff-msg__meta">
        <Time at={message.createdAt} now={now} /> · {DELIVERY_LABELS[storedDelivery(message, chat.patientDeliveredSeq)]}
      </span>
    </li>
  );
}

/**
 * The conversation: the patient on the left, staff on the right (with delivery to the patient's app),
 * system events (author 'system' only) centred. A polite live region, so new messages are read out without interrupting, and
 * focusable so the keyboard can scroll it.
 */
export function MessageList({ chat, messages, myId, now }: MessageListProps): React.JSX.Element {
  const scroller = useRef<HTMLDivElement>(null);
  const count = messages.length;

  // Follow the newest message as it arrives.
  useEffect(() => {
    const element = scroller.current;
    if (element !== null) element.scrollTop = element.scrollHeight;
  }, [count]);

  return (
    <div
      ref={scroller}
      className="staff-messages"
      role="log"
      aria-live="polite"
      aria-label={`Conversation with ${chat.patientName}`}
      tabIndex={0}
    >
      {count === 0 ? (
        <p className="staff-messages__empty">No messages yet.</p>
      ) : (
        <ol className="staff-messages__list">
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} chat={chat} myId={myId} now={now} />
          ))}
        </ol>
      )}
    </div>
  );
}
