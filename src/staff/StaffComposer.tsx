import { useId, useState, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';
import { useClient } from 'urql';
import { CHAT_MESSAGE_MAX_LENGTH, chatContentError, encodeChatPayload } from '../../domain/chatPayload';
import { AGENT_CHAT_TEXT } from '../../domain/chatText';
import { DEFAULT_ERROR_MESSAGE } from '../../domain/errors';
import { StaffSendChatMutation } from './graphql/staff';
import { Notice } from '../ui/Notice';
import { CANNED_REPLIES } from './cannedReplies';
import { outcomeOf } from '../lib/staffLogin/staffClient';
import { staffRef, toStaffMessage, type StaffMessage } from './staffChats';
import { useStaff } from './staffContext';
import { useTypingReport } from './useTypingReport';

export interface StaffComposerProps {
  readonly chatId: string;
  /** Only the staff member answering an in-progress chat writes to it. */
  readonly enabled: boolean;
  /** Why it is disabled, shown under it. */
  readonly disabledReason: string | null;
  readonly onSent: (message: StaffMessage) => void;
  readonly inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** A message being sent or that failed: a retry of the same text reuses its id, so it is never stored twice. */
interface Attempt {
  readonly id: string;
  readonly text: string;
  readonly timestamp: number;
}

/**
 * The reply box: Send (disabled while empty), Enter sends and Shift+Enter starts a new line, canned
 * replies fill it, and typing is reported to the patient. A failed send keeps the text and says why.
 */
export function StaffComposer({
  chatId,
  enabled,
  disabledReason,
  onSent,
  inputRef,
}: StaffComposerProps): React.JSX.Element {
  const client = useClient();
  const { login } = useStaff();
  const [text, setText] = useState('');
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const typing = useTypingReport(chatId, enabled);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const message = text.trim();
  const canSend = enabled && !sending && message !== '';

  const send = async (): Promise<void> => {
    if (!canSend) return;
    const invalid = chatContentError({ kind: 'message', message });
    if (invalid !== null) {
      setError(invalid);
      return;
    }
    const current: Attempt =
      attempt !== null && attempt.text === message
        ? attempt
        : { id: crypto.randomUUID(), text: message, timestamp: Date.now() };
    setAttempt(current);
    setSending(true);
    setError(null);
    const payload = encodeChatPayload({
      authorRef: staffRef(login.staff.id),
      timestamp: current.timestamp,
      content: { kind: 'message', message },
    });
    const result = outcomeOf(
      await client.mutation(StaffSendChatMutation, { input: { chatId, id: current.id, payload } }).toPromise(),
    );
    setSending(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    const stored = toStaffMessage(result.data.staffSendChat);
    if (stored === null) {
      setError(DEFAULT_ERROR_MESSAGE);
      return;
    }
    setAttempt(null);
    // Anything typed while it was on its way stays.
    setText((now) => (now.trim() === message ? '' : now));
    typing.stopped();
    onSent(stored);
  };

  const onSubmit = (event: SyntheticEvent): void => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): void => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const fill = (reply: string): void => {
    setText(reply);
    inputRef.current?.focus();
  };

  const describedBy = [disabledReason === null || enabled ? null : hintId, error === null ? null : errorId]
    .filter((id) => id !== null)
    .join(' ');

  return (
    <form className="staff-composer" onSubmit={onSubmit} aria-label="Reply">
      <div role="group" aria-label="Canned replies" className="staff-canned">
        {CANNED_REPLIES.map((reply) => (
          <button
            key={reply}
            type="button"
            className="choice staff-canned__reply"
            disabled={!enabled}
            onClick={() => fill(reply)}
          >
            {reply}
          </button>
        ))}
      </div>
      <label className="field__label" htmlFor={inputId}>
        Message to the patient
      </label>
      <div className="staff-composer__row">
        <textarea
          ref={inputRef}
          id={inputId}
          className="input staff-composer__input"
          rows={2}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder="Type your reply"
          value={text}
          disabled={!enabled}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim() !== '') typing.typed();
          }}
          onKeyDown={onKeyDown}
          onBlur={typing.stopped}
        />
        <button type="submit" className="button button--primary" disabled={!canSend} aria-busy={sending}>
          {AGENT_CHAT_TEXT.send}
        </button>
      </div>
      {!enabled && disabledReason !== null ? (
        <p id={hintId} className="field__hint">
          {disabledReason}
        </p>
      ) : null}
      {error === null ? null : (
        <Notice tone="error" id={errorId}>
          {error}
        </Notice>
      )}
    </form>
  );
}
