import { useId } from 'react';
import { orderPaymentStatusLabel, orderStatusStaffLabel } from '../../../domain/orderStaffText';
import { staffTime } from '../format';
import type { BoardOrder } from './boardOrder';
import { orderName } from './OrderDetail';

/** One order of the board: which, for whom, its status and payment, and Open. */
export function OrderItem({
  order,
  now,
  onOpen,
}: {
  order: BoardOrder;
  now: number;
  onOpen: () => void;
}): React.JSX.Element {
  const titleId = useId();
  return (
    <li className="staff-session" aria-labelledby={titleId}>
      <h3 id={titleId} className="staff-session__title">
        {orderName(order)}, {order.patientName}
      </h3>
      <p className="staff-order__summary">
        {orderStatusStaffLabel(order.category, order.orderStatus)} · {orderPaymentStatusLabel(order.paymentStatus)} ·{' '}
        {staffTime(order.createdTime, now)}
      </p>
      <div className="actions">
        <button
          type="button"
          className="button button--secondary button--small"
          aria-describedby={titleId}
          onClick={onOpen}
        >
          Open
        </button>
      </div>
    </li>
  );
}
