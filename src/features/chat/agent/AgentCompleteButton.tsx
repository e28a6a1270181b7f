import { useState } from 'react';
import { t } from '../../../../i18n/translate';
import { ConfirmCompleteDialog } from './ConfirmCompleteDialog';

interface AgentCompleteButtonProps {
  readonly disabled: boolean;
  /** Sends COMPLETE to the machine: only once the patient has confirmed. */
  readonly onComplete: () => void;
}

/**
 * Complete chat, asking 'Are you sure?' first. Whether the question is on screen is this component's own
 * state, not the machine's: nothing happens to the chat until the patient confirms, and the question goes
 * with the open chat (this component unmounts when staff complete the chat meanwhile).
 */
export function AgentCompleteButton({ disabled, onComplete }: AgentCompleteButtonProps): React.JSX.Element {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="chat-replies__button agent-action"
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {t('chat.complete')}
      </button>
      {asking && !disabled && (
        <ConfirmCompleteDialog
          onConfirm={() => {
            setAsking(false);
            onComplete();
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
