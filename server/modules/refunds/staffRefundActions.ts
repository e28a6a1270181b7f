import { eq } from 'drizzle-orm';
import { REFUND_TRANSITIONS, refundActionAllowed, type RefundAction } from '../../../domain/refund';
import type { Services } from '../../context';
import { appointments } from '../../db/schema';
import { refunds } from './tables';
import { apiError } from '../../graphql/apiError';
import { publishAppointmentChange } from '../appointments';
import { takeBackRefundPoints } from '../loyalty';
import type { StaffCaller } from '../staff';
import { paidInvoiceOf } from './paidInvoice';
import { publishRefundChange } from './publishRefund';
import { hospitalRefunds, type StaffRefundView } from './staffRefunds';

/**
 * Staff move a refund of their hospital on: approve (requested → approved: collect at hospital) or mark it
 * refunded (requested | approved → refunded). In one transaction with the refund row locked: another hospital's
 * (or no) refund is ARO-E1014, any other start is ARO-E1046, the appointment's refund status follows, and on
 * refunded the payment's loyalty points are taken back (once). The patient and the hospital's consoles hear of it.
 */
export async function actOnRefund(
  services: Services,
  staff: StaffCaller,
  refundId: string,
  action: RefundAction,
): Promise<StaffRefundView> {
  const now = services.now();
  const changed = await services.db.transaction(async (tx) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (refund === undefined || refund.organizationId !== staff.organizationId) throw apiError('ARO-E1014');
    if (!refundActionAllowed(action, refund.status)) throw apiError('ARO-E1046', `The refund is ${refund.status}.`);
    const to = REFUND_TRANSITIONS[action].to;
    await tx
      .update(refunds)
      .set({ status: to, updatedAt: new Date(now), actedBy: staff.id })
      .where(eq(refunds.id, refund.id));
    const [appointment] = await tx
      .update(appointments)
      .set({ refundStatus: to })
      .where(eq(appointments.id, refund.appointmentId))
      .returning({ sessionId: appointments.sessionId });
    if (to === 'refunded') {
      const paid = await paidInvoiceOf(tx, refund.appointmentId);
      await takeBackRefundPoints(tx, {
        refundId: refund.id,
        paymentId: paid?.paymentId ?? null,
        paidCents: paid?.paidCents ?? 0,
        refundedCents: refund.amountCents,
        currency: refund.currency,
        now,
      });
    }
    return { accountId: refund.accountId, sessionId: appointment?.sessionId ?? '' };
  });
  publishAppointmentChange(services, changed);
  publishRefundChange(services, staff.organizationId);
  const [view] = await hospitalRefunds(services.db, staff.organizationId, refundId);
  if (view === undefined) throw new Error(`Refund ${refundId} vanished`);
  return view;
}
