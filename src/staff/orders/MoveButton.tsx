import { useId } from 'react';
import { orderMoveRefusal } from '../../../domain/orderStatus';
import { ORDER_MOVE_REFUSAL_TEXT, staffNextMove } from '../../../domain/orderStaffText';
import type { BoardOrder } from './boardOrder';

export interface MoveButtonProps {
  readonly order: BoardOrder;
  readonly busy: boolean;
  readonly onMove: (to: string) => void;
}

/**
 * The one move an order can take next on its category's path (domain/orderStatus.ts), as the server checks it:
 * disabled with the reason in words while it is refused (waiting for payment). Nothing at the path's end.
 */
export function MoveButton({ order, busy, onMove }: MoveButtonProps): React.JSX.Element | null {
  const reasonId = useId();
  if (order.closed) return null;
  const move = staffNextMove(order.category, order.orderStatus);
  if (move === null) {
    return order.orderStatus === 'new' ? (
      <p className="staff-order__hint">Reply with a price to confirm the order.</p>
    ) : null;
  }
  const refusal = orderMoveRefusal({
    category: order.category,
    from: order.orderStatus,
    to: move.to,
    paid: order.paymentStatus === 'paid',
    cash: order.paymentMethod === 'cash',
    paymentRequired: order.paymentRequired,
  });
  return (
    <>
      <button
        type="button"
        className="button button--primary button--small"
        disabled={busy || refusal !== null}
        aria-describedby={refusal === null ? undefined : reasonId}
        onClick={() => onMove(move.to)}
      >
        {move.label}
      </button>
      {refusal === null ? null : (
        <p id={reasonId} className="staff-order__hint">
          {ORDER_MOVE_REFUSAL_TEXT[refusal]}
        </p>
      )}
    </>
  );
}
