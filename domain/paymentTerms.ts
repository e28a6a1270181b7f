import { t } from '../i18n/translate';
import { HOLD_MINUTES } from './bookingRules';

/**
 * The payment terms (spec 000 §2 #/paymentTermsAndConditions, shown when the tenant's
 * paymentTermsAndConditions switch is on). The spec gives the page, not its text: this is the network's
 * standard wording for channelling payments, in line with how the app books, charges and refunds.
 * Worded in the active language when read (i18n/po/<language>/payments.po).
 */
export function paymentTermsTitle(): string {
  return t('payments.terms.title');
}

export function paymentTermsLink(): string {
  return t('payments.terms.link');
}

/** A tenant's recorded runs switch (tenants/schema.ts `recordedRuns`). */
export interface RecordedRunsTerms {
  readonly enabled: boolean;
  readonly retentionDays: number;
}

/**
 * The terms; a tenant that records the assistant's conversations (issue 33) says so after them: recorded, masked on the
 * phone, for testing and support, kept for its `retentionDays`.
 */
export function paymentTerms(recordedRuns?: RecordedRunsTerms): readonly string[] {
  const terms = [
    t('payments.terms.amount'),
    t('payments.terms.hold', { minutes: HOLD_MINUTES }),
    t('payments.terms.gateway'),
    t('payments.terms.once'),
    t('payments.terms.doctorCancels'),
    t('payments.terms.payAtHospital'),
  ];
  return recordedRuns?.enabled === true
    ? [...terms, t('payments.terms.recordedRuns', { days: recordedRuns.retentionDays })]
    : terms;
}
