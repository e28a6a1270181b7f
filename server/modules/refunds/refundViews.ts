import { amountView, type AmountView } from '../../billing/amounts';
import type { refunds } from './tables';

export type RefundRow = typeof refunds.$inferSelect;

/** server/schema.graphql `Refund`. */
export interface RefundView {
  readonly id: string;
  readonly appointmentId: string;
  readonly patientId: string;
  readonly organizationId: string;
  readonly status: string;
  readonly reasonCode: string;
  readonly reason: string;
  readonly excluded: readonly string[];
  readonly remarks: string;
  readonly items: readonly { readonly description: string; readonly category: string; readonly amount: AmountView }[];
  readonly amount: AmountView;
  readonly createdTime: string;
  readonly updatedTime: string;
}

export function refundView(row: RefundRow): RefundView {
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    patientId: row.patientId,
    organizationId: row.organizationId,
    status: row.status,
    reasonCode: row.reasonCode,
    reason: row.reason,
    excluded: row.excluded,
    remarks: row.remarks,
    items: row.items.map((line) => ({
      description: line.description,
      category: line.category,
      amount: amountView(line.amountCents, row.currency),
    })),
    amount: amountView(row.amountCents, row.currency),
    createdTime: row.createdAt.toISOString(),
    updatedTime: row.updatedAt.toISOString(),
  };
}
