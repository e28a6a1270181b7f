import { Dialog } from '../../booking/Dialog';
import { Notice } from '../../ui/Notice';
import { ORDER_VIEW_TEXT } from './orderViewText';

export interface ChangeRequestDialogProps {
  /** The order is now at the hospital: the change asks for home. */
  readonly toHome: boolean;
  readonly busy: boolean;
  readonly error: string | null;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The change request's confirm dialog: homecare ↔ at the hospital (spec 001 §4). */
export function ChangeRequestDialog({ toHome, busy, error, onConfirm, onCancel }: ChangeRequestDialogProps): React.JSX.Element {
  return (
    <Dialog title={ORDER_VIEW_TEXT.changeRequest} onCancel={onCancel}>
      <p>{ORDER_VIEW_TEXT.changeConfirm(toHome)}</p>
      {error === null ? null : <Notice tone="error">{error}</Notice>}
      <div className="actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={onConfirm}>
          {ORDER_VIEW_TEXT.confirm}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {ORDER_VIEW_TEXT.cancel}
        </button>
      </div>
    </Dialog>
  );
}
