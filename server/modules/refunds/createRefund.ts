import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { refundBlockReason } from '../../../domain/cancelRefund';
import { refundLines, refundTotalCents } from '../../../domain/refund';
import type { Services } from '../../context';
import { crashPoint } from '../../crashPoints';
import { appointments, sessions } from '../../db/schema';
import { refunds } from './tables';
import { apiError } from '../../graphql/apiError';
import { apiRefusal } from '../../graphql/apiRefusal';
import { ownAppointment, publishAppointmentChange } from '../appointments';
import { paidInvoiceOf } from './paidInvoice';
import { readRefundInput, type CreateRefundInput } from './refundInput';
import { publishRefundChange } from './publishRefund';
import { refundView, type RefundView } from './refundViews';

/** Why a booked appointment a refund is asked of is cancelled with it (docs/decisions/0016-after-booking.md § Refunds). */
const REFUND_CANCEL_REASON = 'refund_requested';

/**
 * createRefund (spec 000 §7): a refund request of one of the account's paid appointments, status requested.
 * In one transaction with the appointment row locked: the domain's refusals (not paid, doctor paid, refund
 * already set, rescheduled) in their exact words, then one refunds row (unique per appointment, so two requests
 * at once make one) and the appointment's refund status. A booked appointment is cancelled with it: its token
 * is not given to anyone else. Tenants without appointmentRefund refuse it.
 */
export async function createRefund(
  services: Services,
  accountId: string,
  input: CreateRefundInput,
): Promise<RefundView> {
  if (!services.tenant.features.appointmentRefund.enabled)
    throw apiRefusal('ARO-E1070', 'Refunds are not available at this hospital.');
  const request = readRefundInput(input);
  const now = new Date(services.now());
  const created = await services.db.transaction(async (tx) => {
    const appointment = await ownAppointment(tx, accountId, request.appointmentId, true);
    if (appointment.patientId !== request.patientId)
      throw apiError('ARO-E1040', 'That appointment is not one of yours.');
    const [session] = await tx
      .select({ organizationId: sessions.organizationId })
      .from(sessions)
      .where(eq(sessions.id, appointment.sessionId));
    if (session?.organizationId !== request.organizationId)
      throw apiError('ARO-E1046', 'The appointment is not at that hospital.');
    const blocked = refundBlockReason({
      paymentStatus: appointment.paymentStatus,
      practitionerPaymentStatus: appointment.practitionerPaymentStatus,
      refundStatus: appointment.refundStatus,
      rescheduledBy: appointment.rescheduledBy,
    });
    if (blocked !== null) throw apiRefusal('ARO-E1070', blocked);
    const invoice = await paidInvoiceOf(tx, appointment.id);
    if (invoice === null) throw apiError('ARO-E1046', 'This appointment has no invoice to refund.');
    const [row] = await tx
      .insert(refunds)
      .values({
        id: randomUUID(),
        appointmentId: appointment.id,
        accountId,
        patientId: appointment.patientId,
        organizationId: request.organizationId,
        status: 'requested',
        reasonCode: request.reasonCode,
        reason: request.reason.label,
        excluded: [...request.reason.excluded],
        remarks: request.remarks,
        items: refundLines(invoice.lines, request.reason.excluded),
        amountCents: refundTotalCents(invoice.lines, request.reason.excluded),
        currency: invoice.currency,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: refunds.appointmentId })
      .returning();
    // The row lock makes this all but impossible; the unique index is the backstop.
    if (row === undefined)
      throw apiRefusal(
        'ARO-E1070',
        refundBlockReason({
          paymentStatus: 'paid',
          practitionerPaymentStatus: null,
          refundStatus: 'requested',
          rescheduledBy: null,
        }) ?? '',
      );
    const cancel =
      appointment.status === 'booked' ? { status: 'cancelled' as const, cancelReason: REFUND_CANCEL_REASON } : {};
    await tx
      .update(appointments)
      .set({ refundStatus: 'requested', ...cancel })
      .where(eq(appointments.id, appointment.id));
    return { row, sessionId: appointment.sessionId };
  });
  crashPoint('refund.afterCommit');
  publishAppointmentChange(services, { sessionId: created.sessionId, accountId });
  publishRefundChange(services, created.row.organizationId);
  return refundView(created.row);
}
