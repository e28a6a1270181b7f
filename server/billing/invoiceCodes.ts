/** Prepayment invoice of an order paid online (spec 001 §3, §7). */
export const PREPAYMENT_REASON_CODE = 'prepayment_collected';
/**
 * The invoice of an order paid in cash on delivery, written when staff record the cash: revenue the hospital
 * collected (spec 001 §3 revenue_collected), not a prepayment. Its lines are domain/orderCharges.ts's cash lines.
 */
export const CASH_REASON_CODE = 'revenue_collected';
/** serviceClass of a homecare order's invoice (spec 001 §7). */
export const HOMECARE_SERVICE_CLASS = 'HH';
