import { useId, useRef } from 'react';
import { isOpenChat, isWaitingChat } from '../../domain/chatStatus';
import { AGENT_CHAT_TEXT } from '../../domain/chatText';
import { Notice } from '../ui/Notice';
import { AssistantStory } from './AssistantStory';
import { ChatActions } from './ChatActions';
import { displayMobile } from '../../domain/mobileNumber';
import { telHref } from './format';
import { CHAT_STATUS_LABELS } from './inboxGroups';
import { MessageList } from './MessageList';
import type { ChatSummary, StaffChat } from './staffChats';
import { PatientLanguage } from './PatientLanguage';
import { StaffComposer } from './StaffComposer';
import { useStaff } from './staffContext';
import { useChatFeed } from './useChatFeed';

/** Why the composer is off, or null when the signed-in staff member may write. */
function composerBlock(chat: StaffChat, myId: string): string | null {
  if (!isOpenChat(chat.status)) return 'This chat is closed.';
  if (isWaitingChat(chat.status)) return 'Pick up the chat to answer.';
  if (chat.staffId !== myId) return `${chat.staffName ?? 'Another staff member'} is answering this chat.`;
  return null;
}

function statusLine(chat: StaffChat, myId: string): string {
  const label = CHAT_STATUS_LABELS[chat.status];
  if (isWaitingChat(chat.status) && chat.queuePosition !== null) return `${label} · No. ${chat.queuePosition} in queue`;
  if (chat.status === 'in_progress')
    return `${label} · ${chat.staffId === myId ? 'You are answering' : `Answered by ${chat.staffName ?? 'a colleague'}`}`;
  return label;
}

export interface ConversationProps {
  readonly chatId: string;
  /** The inbox's row of this chat: where the mobile number comes from (the chat itself has none). */
  readonly summary: ChatSummary | undefined;
  readonly now: number;
}

/** One chat: who and how to call them, what can be done with it, the messages, and the reply box. */
export function Conversation({ chatId, summary, now }: ConversationProps): React.JSX.Element {
  const { login } = useStaff();
  const myId = login.staff.id;
  const { feed, showChat, showMessage } = useChatFeed(chatId);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const { chat, messages, error } = feed;

  if (chat === null) {
    return error === null ? (
      <p role="status" className="staff-inbox__hint">
        Loading chat…
      </p>
    ) : (
      <Notice tone="error">{error}</Notice>
    );
  }

  const blocked = composerBlock(chat, myId);

  return (
    <section className="staff-chat" aria-labelledby={titleId}>
      <header className="staff-chat__header">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="staff-chat__title">
          {chat.patientName}
        </h2>
        {summary === undefined ? null : (
          <>
            <PatientLanguage language={summary.language} className="staff-chat__language" />
            <a className="staff-chat__mobile" href={telHref(summary.mobileNo)}>
              {displayMobile(summary.mobileNo)}
            </a>
          </>
        )}
        <p className="staff-chat__status">{statusLine(chat, myId)}</p>
      </header>
      <AssistantStory chatId={chat.id} />
      <ChatActions
        chat={chat}
        myId={myId}
        onChat={showChat}
        afterAction={(action, changed) => {
          // The pressed button is gone: go where the work continues.
          if (action === 'pickUp' && changed.staffId === myId) composerRef.current?.focus();
          else headingRef.current?.focus();
        }}
      />
      {error === null ? null : <Notice tone="error">{error}</Notice>}
      <MessageList chat={chat} messages={messages} myId={myId} now={now} />
      <p className="staff-chat__typing" role="status">
        {chat.patientTyping ? AGENT_CHAT_TEXT.patientTyping : ''}
      </p>
      <StaffComposer
        chatId={chat.id}
        enabled={blocked === null}
        disabledReason={blocked}
        onSent={showMessage}
        inputRef={composerRef}
      />
    </section>
  );
}
