import { and, desc, eq } from 'drizzle-orm';
import type { PatientCreditStatus } from '../../../domain/labReport';
import { bookings, invoices } from '../../db/schema';
import type { DbOrTx } from '../appointments/payAppointment';
import type { OrderRow } from '../orders/orderView';

/** What a report copies of its order's payment: the Result waits for it ('Payment is pending'), the PDF is named by it. */
export interface ReportPayment {
  readonly patientCreditStatus: PatientCreditStatus;
  readonly paymentStatus: 'pending' | 'paid';
  readonly invoiceIdentifier: string | null;
}

/**
 * The order's payment: paid orders name the invoice of the booking that paid them; one paid another way (cash on
 * delivery, the seed) names its newest invoice, else the order's own identifier so the PDF is not named NOT-PAID.
 */
export async function orderPayment(db: DbOrTx, order: OrderRow): Promise<ReportPayment> {
  if (order.paymentStatus !== 'paid') return { patientCreditStatus: 'pending', paymentStatus: 'pending', invoiceIdentifier: null };
  const [paid] = await db
    .select({ id: bookings.invoiceId })
    .from(bookings)
    .where(and(eq(bookings.serviceRequestId, order.id), eq(bookings.status, 'paid')))
    .orderBy(desc(bookings.settledAt))
    .limit(1);
  const [newest] = paid === undefined ? await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.serviceRequestId, order.id)).orderBy(desc(invoices.createdAt)).limit(1) : [paid];
  return { patientCreditStatus: 'paid', paymentStatus: 'paid', invoiceIdentifier: newest?.id ?? order.identifier };
}
