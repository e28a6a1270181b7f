import { and, desc, eq } from 'drizzle-orm';
import { bookings, invoices, payments, type InvoiceLine } from '../../db/schema';
import type { DbOrTx } from '../../db/dbOrTx';

/** The invoice an appointment was paid by, and the payment that paid it (null for one paid without a gateway record). */
export interface PaidInvoice {
  readonly lines: readonly InvoiceLine[];
  readonly currency: string;
  readonly paymentId: string | null;
  readonly paidCents: number;
}

/**
 * The invoice the appointment's accepted payment was charged by. The payment is followed, not the booking: a
 * reschedule moves the payment to the new appointment while the booking and invoice still name the old one
 * (docs/decisions/0016-after-booking.md § Reschedule and payment_transfer), so the new appointment is the one refunded. An
 * appointment paid another way (the demo seed) falls back to its newest invoice, with no payment.
 */
export async function paidInvoiceOf(tx: DbOrTx, appointmentId: string): Promise<PaidInvoice | null> {
  const [paid] = await tx
    .select({
      items: invoices.items,
      currency: invoices.currency,
      paymentId: payments.id,
      paidCents: payments.amountCents,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(invoices, eq(invoices.id, bookings.invoiceId))
    .where(and(eq(payments.appointmentId, appointmentId), eq(bookings.status, 'paid'), eq(payments.status, 'ACCEPT')))
    .orderBy(desc(payments.transactionDate))
    .limit(1);
  if (paid !== undefined)
    return { lines: paid.items, currency: paid.currency, paymentId: paid.paymentId, paidCents: paid.paidCents };
  const [invoice] = await tx
    .select({ items: invoices.items, currency: invoices.currency, totalCents: invoices.totalCents })
    .from(invoices)
    .where(eq(invoices.appointmentId, appointmentId))
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  return invoice === undefined
    ? null
    : { lines: invoice.items, currency: invoice.currency, paymentId: null, paidCents: invoice.totalCents };
}
