import { t } from '../../../../i18n/translate';
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
      title={t('chat.confirmCompleteTitle')}
      question={t('chat.confirmCompleteQuestion')}
      confirmLabel={t('chat.confirmComplete')}
      cancelLabel={t('chat.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
