import { useId, useRef, useState } from 'react';
import { ORDER_CANCEL_REASONS, type OrderCancelReason } from '../../../domain/orderStatus';
import { ORDER_CANCEL_REASON_LABELS } from '../../../domain/orderStaffText';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';

export interface CancelDialogProps {
  readonly orderName: string;
  readonly busy: boolean;
  readonly error: string | null;
  readonly onConfirm: (reason: OrderCancelReason) => void;
  readonly onCancel: () => void;
}

/** Cancel an order: pick one of the three reasons, then confirm (a cancel cannot be taken back). */
export function CancelDialog({ orderName, busy, error, onConfirm, onCancel }: CancelDialogProps): React.JSX.Element {
  const name = useId();
  const back = useRef<HTMLButtonElement>(null);
  const [reason, setReason] = useState<OrderCancelReason | null>(null);
  return (
    <Dialog title={`Cancel ${orderName}`} onCancel={onCancel} initialFocus={back}>
      <fieldset className="staff-order__reasons">
        <legend>Reason</legend>
        {ORDER_CANCEL_REASONS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />{' '}
            {ORDER_CANCEL_REASON_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <p>The patient is told the order is canceled. This cannot be undone.</p>
      {error === null ? null : <Notice tone="error">{error}</Notice>}
      <div className="actions">
        <button
          type="button"
          className="button button--danger"
          disabled={busy || reason === null}
          onClick={() => reason !== null && onConfirm(reason)}
        >
          Cancel order
        </button>
        <button ref={back} type="button" className="button button--secondary" onClick={onCancel}>
          Keep order
        </button>
      </div>
    </Dialog>
  );
}
