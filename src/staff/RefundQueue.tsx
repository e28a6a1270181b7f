import { useId } from 'react';
import { Notice } from '../ui/Notice';
import { RefundItem } from './RefundItem';
import { useStaffRefunds } from './useStaffRefunds';

/** The Refunds tab: the hospital's refund requests (requested first), each with Approve and Mark refunded, live. */
export function RefundQueue(): React.JSX.Element {
  const { refunds, error } = useStaffRefunds();
  const titleId = useId();
  return (
    <section className="staff-board" aria-labelledby={titleId}>
      <div className="staff-board__head">
        <h2 id={titleId} className="staff-board__title">
          Refund requests
        </h2>
      </div>
      {error === null ? null : <Notice tone="error">{error}</Notice>}
      {refunds === null ? (
        error === null ? (
          <p role="status">Loading refunds…</p>
        ) : null
      ) : refunds.length === 0 ? (
        <p>No refund requests.</p>
      ) : (
        <ul className="staff-board__list" aria-labelledby={titleId}>
          {refunds.map((refund) => (
            <RefundItem key={refund.id} refund={refund} />
          ))}
        </ul>
      )}
    </section>
  );
}
