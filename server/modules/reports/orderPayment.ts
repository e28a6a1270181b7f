import type { PatientCreditStatus } from '../../../domain/labReport';
import { orderInvoiceIdentifier } from '../../../domain/orderCharges';
import type { OrderRow } from '../orders';

/** What a report copies of its order's payment: the Result waits for it ('Payment is pending'), the PDF is named by it. */
export interface ReportPayment {
  readonly patientCreditStatus: PatientCreditStatus;
  readonly paymentStatus: 'pending' | 'paid';
  readonly invoiceIdentifier: string | null;
}

/**
 * The order's payment: a paid order's reports carry its invoice number (INV- and the order's number, however it
 * was paid: domain/orderCharges.ts), which the PDF prints and is named by; unpaid, none (the PDF is NOT-PAID).
 */
export function orderPayment(order: Pick<OrderRow, 'paymentStatus' | 'identifier'>): ReportPayment {
  if (order.paymentStatus !== 'paid')
    return { patientCreditStatus: 'pending', paymentStatus: 'pending', invoiceIdentifier: null };
  return {
    patientCreditStatus: 'paid',
    paymentStatus: 'paid',
    invoiceIdentifier: orderInvoiceIdentifier(order.identifier),
  };
}
