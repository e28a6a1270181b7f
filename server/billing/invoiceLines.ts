import type { InvoiceLine, InvoiceVariant } from '../modules/payments/tables';

/** Revenue invoice of a consultation (spec 000 §9). */
export const REVENUE_REASON_CODE = 'revenue_collected';
/** The value pack takes this share off the hospital fee (docs/decisions/0015-booking-and-payment.md). */
const VALUEPACK_DISCOUNT_PERCENT = 10;

const INVOICE_LINE_TEXT = {
  doctorFee: 'Doctor fee',
  hospitalFee: 'Hospital fee',
  valuepackDiscount: 'Value pack discount',
} as const;

/**
 * The lines of a consultation invoice, in cents: the doctor's fee, the hospital's fee and, under a value
 * pack scheme, minus 10% of the hospital fee (rounded to the cent). A free clinic (doctor fee 0) waives the
 * hospital fee too, so its total is 0 and the app shows 'Can not pay Rs 00.00'.
 */
export function invoiceLines(doctorFeeCents: number, hospitalFeeCents: number, variant: InvoiceVariant): InvoiceLine[] {
  const hospitalFee = doctorFeeCents === 0 ? 0 : hospitalFeeCents;
  const lines: InvoiceLine[] = [
    { description: INVOICE_LINE_TEXT.doctorFee, category: 'doctor_fee', amountCents: doctorFeeCents },
    { description: INVOICE_LINE_TEXT.hospitalFee, category: 'hospital_fee', amountCents: hospitalFee },
  ];
  if (variant === 'valuepack') {
    // "+ 0" turns a -0 (nothing to discount) into 0.
    const discount = -Math.round((hospitalFee * VALUEPACK_DISCOUNT_PERCENT) / 100) + 0;
    lines.push({
      description: INVOICE_LINE_TEXT.valuepackDiscount,
      category: 'scheme_discount_fee',
      amountCents: discount,
    });
  }
  return lines;
}

export function linesTotal(lines: readonly InvoiceLine[]): number {
  return lines.reduce((sum, line) => sum + line.amountCents, 0);
}
