import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pointsEarned } from '../../../domain/loyalty';
import { loyaltyTransactions } from './tables';
import type { DbOrTx } from '../../db/dbOrTx';

/** The reason code of points a refund took back. */
const REFUND_TAKEN_BACK = 'refund_taken_back';
const TAKEN_BACK_DESCRIPTION = 'Points taken back for a refunded payment';

export interface RefundedPayment {
  readonly refundId: string;
  /** The payment that earned the points; null when the appointment was paid without one (nothing earned). */
  readonly paymentId: string | null;
  readonly paidCents: number;
  readonly refundedCents: number;
  readonly currency: string;
  readonly now: number;
}

/**
 * A refunded payment's points go back (docs/decisions/0016-after-booking.md § Refunds): what it earned less what the part the
 * hospital kept earns, as one negative transaction. refund_id is unique, so it is written once whoever asks
 * again. Runs in the caller's transaction. Returns the points taken back (0 when nothing was earned).
 */
export async function takeBackRefundPoints(tx: DbOrTx, refunded: RefundedPayment): Promise<number> {
  if (refunded.paymentId === null) return 0;
  const [earned] = await tx
    .select()
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.paymentId, refunded.paymentId));
  if (earned === undefined || earned.points <= 0) return 0;
  const kept = pointsEarned(Math.max(0, refunded.paidCents - refunded.refundedCents), refunded.currency);
  const points = Math.max(0, earned.points - kept);
  if (points === 0) return 0;
  const written = await tx
    .insert(loyaltyTransactions)
    .values({
      id: randomUUID(),
      accountId: earned.accountId,
      patientId: earned.patientId,
      refundId: refunded.refundId,
      reasonCode: REFUND_TAKEN_BACK,
      description: TAKEN_BACK_DESCRIPTION,
      points: -points,
      created: new Date(refunded.now),
    })
    .onConflictDoNothing({ target: loyaltyTransactions.refundId })
    .returning({ points: loyaltyTransactions.points });
  return -(written[0]?.points ?? 0);
}
