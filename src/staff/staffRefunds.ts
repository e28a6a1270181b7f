import { readFragment, type FragmentOf } from '../lib/graphql/graphql';
import { StaffRefundFields } from '../lib/graphql/refund';

/** A refund of the hospital as the Refunds tab shows it. */
export interface QueueRefund {
  readonly id: string;
  readonly status: string;
  readonly reason: string;
  readonly remarks: string;
  readonly amount: { readonly value: number; readonly currency: string };
  readonly patientName: string;
  readonly tokenNo: number;
  readonly doctorName: string;
  readonly sessionStart: number;
  readonly actedBy: string | null;
}

export function toQueueRefund(data: FragmentOf<typeof StaffRefundFields>): QueueRefund {
  const refund = readFragment(StaffRefundFields, data);
  return {
    id: refund.id,
    status: refund.status,
    reason: refund.reason,
    remarks: refund.remarks,
    amount: refund.amount,
    patientName: refund.patientName,
    tokenNo: refund.tokenNo,
    doctorName: refund.doctorName,
    sessionStart: Date.parse(refund.sessionStart),
    actedBy: refund.actedBy ?? null,
  };
}

/** Staff words for a refund's status. */
export const STAFF_REFUND_STATUS_LABELS: Readonly<Record<string, string>> = {
  requested: 'Requested',
  approved: 'Approved, to collect at hospital',
  refunded: 'Refunded',
};
