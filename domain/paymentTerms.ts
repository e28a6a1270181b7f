import { t } from '../i18n/translate';
import { HOLD_MINUTES } from './bookingRules';

/**
 * The payment terms (spec 000 §2 #/paymentTermsAndConditions, shown when the tenant's
 * paymentTermsAndConditions switch is on). The spec gives the page, not its text: this is the network's
 * standard wording for channelling payments, in line with how the app books, charges and refunds.
 */
/** The page's heading, in the active language. */
export function paymentTermsTitle(): string {
  return t('booking.terms.title');
}

/** The link to the page, as the pay step shows it (src/ui/PaymentTermsLink.tsx). */
export const PAYMENT_TERMS_LINK = 'Payment terms and conditions';

/** The terms, one paragraph each, in the active language. */
export function paymentTerms(): readonly string[] {
  return [
    t('booking.terms.amount'),
    t('booking.terms.hold', { minutes: HOLD_MINUTES }),
    t('booking.terms.card'),
    t('booking.terms.once'),
    t('booking.terms.cancelled'),
    t('booking.terms.payAtHospital'),
  ];
}
