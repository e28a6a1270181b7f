import { AGENT_CHAT_TEXT } from '../../../../domain/chatText';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

interface ConfirmCompleteDialogProps {
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * 'Are you sure?' before Complete chat (issue 14 item 20): a completed chat cannot be reopened. Cancel has
 * the focus, Escape cancels, and the focus goes back to Complete chat (the shared Dialog).
 */
export function ConfirmCompleteDialog({ onConfirm, onCancel }: ConfirmCompleteDialogProps): React.JSX.Element {
  return (
    <ConfirmDialog
      title={AGENT_CHAT_TEXT.confirmCompleteTitle}
      question={AGENT_CHAT_TEXT.confirmCompleteQuestion}
      confirmLabel={AGENT_CHAT_TEXT.confirmComplete}
      cancelLabel={AGENT_CHAT_TEXT.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
