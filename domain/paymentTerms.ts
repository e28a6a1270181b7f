import { HOLD_MINUTES } from './bookingRules';

/**
 * The payment terms (spec 000 §2 #/paymentTermsAndConditions, shown when the tenant's
 * paymentTermsAndConditions switch is on). The spec gives the page, not its text: this is the network's
 * standard wording for channelling payments, in line with how the app books, charges and refunds.
 */
export const PAYMENT_TERMS_TITLE = 'Payment Terms and Conditions';
export const PAYMENT_TERMS_LINK = 'Payment terms and conditions';

export const PAYMENT_TERMS: readonly string[] = [
  'The amount shown on the invoice is the full amount you pay: the doctor fee, the hospital fee and any charges listed on it. Prices are in Sri Lankan rupees (LKR).',
  `Your number is held for ${HOLD_MINUTES} minutes while you pay. If the payment is not completed in that time, the number is released and no money is taken.`,
  'Card payments are processed by the hospital’s payment gateway. The hospital never sees or stores your full card number; a saved card is kept by the gateway as a token.',
  'A payment is taken once for each appointment. If your bank declines the payment you may try again for the same number while it is held.',
  'If the doctor cancels the session, you may reschedule or ask for a refund from the appointment. An approved refund is collected at the hospital.',
  'Appointments booked to pay at the hospital are paid at the counter before the consultation.',
];
