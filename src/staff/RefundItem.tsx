import { useId, useState } from 'react';
import { useClient } from 'urql';
import { formatShortDate, formatTime } from '../../domain/days';
import { formatAmount } from '../../domain/money';
import { refundActionAllowed, type RefundAction } from '../../domain/refund';
import { StaffApproveRefundMutation, StaffMarkRefundedMutation } from '../lib/graphql/refund';
import { Notice } from '../ui/Notice';
import { outcomeOf } from '../lib/staffLogin/staffClient';
import { STAFF_REFUND_STATUS_LABELS, type QueueRefund } from './staffRefunds';
import '../config/hospitalTime';

const ACTION_LABELS: Readonly<Record<RefundAction, string>> = {
  approve: 'Approve (collect at hospital)',
  markRefunded: 'Mark refunded',
};

/**
 * One refund of the queue: who, which appointment, why and how much, and the staff actions its status allows
 * (domain/refund.ts, as the server decides). The queue itself updates from the subscription.
 */
export function RefundItem({ refund }: { refund: QueueRefund }): React.JSX.Element {
  const client = useClient();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: RefundAction): Promise<void> => {
    setBusy(true);
    setError(null);
    const variables = { id: refund.id };
    const outcome =
      action === 'approve'
        ? outcomeOf(await client.mutation(StaffApproveRefundMutation, variables).toPromise())
        : outcomeOf(await client.mutation(StaffMarkRefundedMutation, variables).toPromise());
    setBusy(false);
    if (!outcome.ok) setError(outcome.message);
  };

  return (
    <li className="staff-session" aria-labelledby={titleId}>
      <h3 id={titleId} className="staff-session__title">
        {refund.patientName}, token {refund.tokenNo}
      </h3>
      <dl className="staff-refund__details">
        <dt>Status</dt>
        <dd>{STAFF_REFUND_STATUS_LABELS[refund.status] ?? refund.status}</dd>
        <dt>Appointment</dt>
        <dd>
          {refund.doctorName}, {formatShortDate(refund.sessionStart)} {formatTime(refund.sessionStart)}
        </dd>
        <dt>Reason</dt>
        <dd>{refund.reason}</dd>
        <dt>Note</dt>
        <dd>{refund.remarks}</dd>
        <dt>Amount</dt>
        <dd>{formatAmount(refund.amount.value, refund.amount.currency)}</dd>
        {refund.actedBy === null ? null : (
          <>
            <dt>By</dt>
            <dd>{refund.actedBy}</dd>
          </>
        )}
      </dl>
      {error === null ? null : <Notice tone="error">{error}</Notice>}
      <div className="actions">
        {(['approve', 'markRefunded'] as const).map((action) => (
          <button
            key={action}
            type="button"
            className={`button ${action === 'approve' ? 'button--primary' : 'button--secondary'} button--small`}
            aria-describedby={titleId}
            disabled={busy || !refundActionAllowed(action, refund.status)}
            onClick={() => void run(action)}
          >
            {ACTION_LABELS[action]}
          </button>
        ))}
      </div>
    </li>
  );
}
