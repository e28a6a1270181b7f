import { useId, useState } from 'react';
import { ORDER_CATEGORIES, ORDER_STATUSES, type OrderCategory } from '../../../domain/orderStatus';
import { ORDER_CATEGORY_STAFF_LABELS, orderStatusStaffLabel } from '../../../domain/orderStaffText';
import { useNow } from '../../lib/useNow';
import { Notice } from '../../ui/Notice';
import { ReportImagesPanel } from '../reports/ReportImagesPanel';
import { OpenedOrder } from './OpenedOrder';
import { OrderItem } from './OrderItem';
import { useStaffOrders } from './useStaffOrders';
import './orders.css';

type StatusFilter = 'open' | 'all' | (typeof ORDER_STATUSES)[number];

/**
 * The Orders tab: the hospital's orders, live, open ones first (the server's order), filtered by category and
 * status; Open shows one with its actions.
 */
export function OrderBoard(): React.JSX.Element {
  const { orders, error } = useStaffOrders();
  const now = useNow();
  const titleId = useId();
  const categoryId = useId();
  const statusId = useId();
  const [category, setCategory] = useState<OrderCategory | 'all'>('all');
  const [status, setStatus] = useState<StatusFilter>('open');
  const [openedId, setOpenedId] = useState<string | null>(null);
  const [letterhead, setLetterhead] = useState(false);
  const letterheadId = useId();

  const shown = (orders ?? []).filter(
    (order) =>
      (category === 'all' || order.category === category) &&
      (status === 'all' || (status === 'open' ? !order.closed : order.orderStatus === status)),
  );
  const opened = orders?.find((order) => order.id === openedId) ?? null;

  return (
    <section className="staff-board" aria-labelledby={titleId}>
      <div className="staff-board__head">
        <h2 id={titleId} className="staff-board__title">
          Orders
        </h2>
        <div className="staff-order__filters">
          <label htmlFor={categoryId}>Category</label>
          <select
            id={categoryId}
            value={category}
            onChange={(event) => setCategory(event.target.value as OrderCategory | 'all')}
          >
            <option value="all">All categories</option>
            {ORDER_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {ORDER_CATEGORY_STAFF_LABELS[value]}
              </option>
            ))}
          </select>
          <label htmlFor={statusId}>Status</label>
          <select id={statusId} value={status} onChange={(event) => setStatus(event.target.value as StatusFilter)}>
            <option value="open">Open</option>
            <option value="all">All statuses</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {orderStatusStaffLabel(category === 'all' ? 'Medication' : category, value)}
              </option>
            ))}
          </select>
        </div>
        {/* Issue 17: the hospital's signed report images, out of the way until asked for. */}
        <button
          type="button"
          className="button button--secondary button--small"
          aria-expanded={letterhead}
          aria-controls={letterheadId}
          onClick={() => setLetterhead((shown) => !shown)}
        >
          Report letterhead
        </button>
      </div>
      <div id={letterheadId}>{letterhead ? <ReportImagesPanel /> : null}</div>
      {error === null ? null : <Notice tone="error">{error}</Notice>}
      {orders === null ? (
        error === null ? (
          <p role="status">Loading orders…</p>
        ) : null
      ) : shown.length === 0 ? (
        <p>No orders.</p>
      ) : (
        <ul className="staff-board__list" aria-labelledby={titleId}>
          {shown.map((order) => (
            <OrderItem key={order.id} order={order} now={now} onOpen={() => setOpenedId(order.id)} />
          ))}
        </ul>
      )}
      {opened === null ? null : (
        <OpenedOrder key={opened.id} order={opened} now={now} onClose={() => setOpenedId(null)} />
      )}
    </section>
  );
}
