import { useEffect, useId, useRef, useState } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../../domain/chatPayload';
import { t } from '../../../../i18n/translate';
import { focusIsIdle, trackInputModality, usingKeyboard } from '../inputModality';

interface AgentComposerProps {
  /** Nothing can be sent now (the chat is completing). */
  readonly disabled: boolean;
  readonly onSend: (text: string) => void;
  /** Every keystroke; the machine throttles what it reports. */
  readonly onTyping: () => void;
  readonly onAttach: (file: File) => void;
}

/** Some pickers give no type; the upload's decoder decides then. */
function isImage(file: File): boolean {
  return file.type === '' || file.type.startsWith('image/');
}

/**
 * The message to the hospital: a labelled input whose Send is disabled while it is blank, Enter sends
 * (the form's submit), and an Attach image control for a picture from the device or camera.
 */
export function AgentComposer({ disabled, onSend, onTyping, onAttach }: AgentComposerProps): React.JSX.Element {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const text = value.trim();

  // A keyboard user handed over lands in the message field (never taken from a control they chose).
  useEffect(() => {
    trackInputModality();
    if (usingKeyboard() && focusIsIdle()) input.current?.focus();
  }, []);

  return (
    <form
      className="chat-composer agent-composer"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (disabled || text === '') return;
        onSend(text);
        setValue('');
      }}
    >
      <div className="chat-composer__row">
        <label className="agent-attach">
          <input
            className="chat-visually-hidden"
            type="file"
            accept="image/*"
            aria-label={t('chat.attachImage')}
            disabled={disabled}
            aria-describedby={fileError === null ? undefined : errorId}
            onChange={(event) => {
              const picker = event.currentTarget;
              const file = picker.files?.[0];
              // Cleared so the same picture can be picked again after a failed upload.
              picker.value = '';
              if (file === undefined) return;
              if (!isImage(file)) {
                setFileError(t('chat.imageOnly'));
                return;
              }
              setFileError(null);
              onAttach(file);
            }}
          />
          <span className="agent-attach__icon" aria-hidden="true">
            +
          </span>
        </label>
        <label htmlFor={inputId} className="chat-visually-hidden">
          {t('chat.messageLabel')}
        </label>
        <input
          ref={input}
          id={inputId}
          className="chat-composer__input"
          type="text"
          inputMode="text"
          autoComplete="off"
          placeholder={t('chat.messagePlaceholder')}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          value={value}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            setValue(typed);
            if (typed.trim() !== '') onTyping();
          }}
        />
        <button type="submit" className="chat-composer__submit" disabled={disabled || text === ''}>
          {t('chat.send')}
        </button>
      </div>
      {fileError !== null && (
        <p id={errorId} className="chat-composer__error" role="alert">
          {fileError}
        </p>
      )}
    </form>
  );
}
