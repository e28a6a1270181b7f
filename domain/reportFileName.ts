import { t } from '../i18n/translate';

/**
 * The lab PDF's file name (spec 001 §9): the report name plus the invoice identifier, or NOT-PAID when the
 * report is unpaid, separated by one space: 'FBC INV-00012.pdf', 'FBC NOT-PAID.pdf'.
 */

/** Spec 001 §9: what stands in for the invoice identifier of an unpaid report. */
const UNPAID_FILE_MARK = 'NOT-PAID';

/**
 * Characters no file system accepts (Windows is the strictest: / \ : * ? " < > |) and control characters
 * are dropped, not replaced: 'Urine: Full Report' becomes 'Urine Full Report'.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSAFE = /[/\\:*?"<>|\u0000-\u001f\u007f]/g;

function clean(part: string): string {
  return part.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
}

export function reportFileName(reportName: string, invoiceIdentifier: string | null): string {
  // A name left with nothing after cleaning still saves as something the patient recognises, in their language.
  const name = clean(reportName) || clean(t('reports.defaultFileName'));
  const invoice = invoiceIdentifier === null ? '' : clean(invoiceIdentifier);
  return `${name} ${invoice || UNPAID_FILE_MARK}.pdf`;
}
