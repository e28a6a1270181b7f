import { and, desc, eq } from 'drizzle-orm';
import { bookings, invoices, payments, type InvoiceLine } from '../../db/schema';
import type { DbOrTx } from '../appointments/payAppointment';

/** The invoice an appointment was paid by, and the payment that paid it (null for one paid without a gateway record). */
export interface PaidInvoice {
  readonly lines: readonly InvoiceLine[];
  readonly currency: string;
  readonly paymentId: string | null;
  readonly paidCents: number;
}

/**
 * The invoice of the booking that paid the appointment (booking status paid, its accepted payment). An
 * appointment paid another way (the demo seed) falls back to its newest invoice, with no payment.
 */
export async function paidInvoiceOf(tx: DbOrTx, appointmentId: string): Promise<PaidInvoice | null> {
  const [paid] = await tx
    .select({ items: invoices.items, currency: invoices.currency, paymentId: payments.id, paidCents: payments.amountCents })
    .from(bookings)
    .innerJoin(invoices, eq(invoices.id, bookings.invoiceId))
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .where(and(eq(bookings.appointmentId, appointmentId), eq(bookings.status, 'paid'), eq(payments.status, 'ACCEPT')))
    .orderBy(desc(payments.transactionDate))
    .limit(1);
  if (paid !== undefined) return { lines: paid.items, currency: paid.currency, paymentId: paid.paymentId, paidCents: paid.paidCents };
  const [invoice] = await tx
    .select({ items: invoices.items, currency: invoices.currency, totalCents: invoices.totalCents })
    .from(invoices)
    .where(eq(invoices.appointmentId, appointmentId))
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  return invoice === undefined ? null : { lines: invoice.items, currency: invoice.currency, paymentId: null, paidCents: invoice.totalCents };
}
