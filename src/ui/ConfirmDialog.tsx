import { useRef } from 'react';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  readonly title: string;
  readonly question: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  /** The confirm button's look: danger for what cannot be undone and destroys (a saved card). */
  readonly tone?: 'primary' | 'danger';
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * A yes-or-no question in the shared Dialog (named by its title, focus kept in, Escape cancels). Cancel has
 * the focus: what is asked about is the step that cannot be taken back.
 */
export function ConfirmDialog({
  title,
  question,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps): React.JSX.Element {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={title} onCancel={onCancel} initialFocus={cancel}>
      <p>{question}</p>
      <div className="actions">
        <button type="button" className={`button button--${tone}`} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button ref={cancel} type="button" className="button button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </Dialog>
  );
}
