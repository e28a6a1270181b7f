import type { InvoiceLine } from '../../db/schema';

/** Prepayment invoice of an order (spec 001 §3, §7). */
export const PREPAYMENT_REASON_CODE = 'prepayment_collected';
/** serviceClass of a homecare order's invoice (spec 001 §7). */
export const HOMECARE_SERVICE_CLASS = 'HH';

export const ORDER_INVOICE_LINE_TEXT = {
  order: 'Order charge',
  delivery: 'Delivery charge',
} as const;

/**
 * The lines of an order's invoice, in cents: what staff priced it at and, for homecare, the hospital's delivery
 * charge. A price of 0 gives a zero total (the app shows 'Can not pay Rs 00.00'; initiateBooking refuses it).
 */
export function orderInvoiceLines(priceCents: number, homecare: boolean, deliveryCents: number): InvoiceLine[] {
  const lines: InvoiceLine[] = [{ description: ORDER_INVOICE_LINE_TEXT.order, category: 'order_fee', amountCents: priceCents }];
  if (homecare) lines.push({ description: ORDER_INVOICE_LINE_TEXT.delivery, category: 'delivery_fee', amountCents: deliveryCents });
  return lines;
}
