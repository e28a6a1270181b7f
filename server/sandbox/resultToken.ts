import { openValue, recordWithStrings, sealValue } from './sealed';

/**
 * Which result page a GET of /sandbox/result/<token> shows: the transaction's reference and where its form
 * posts, sealed into the URL (the POST that took the card answered with a 303 there). The result itself is
 * read from the gateway's record of the transaction.
 */
export interface ResultContext {
  /** The booking the result is for: the transaction's merchant reference. */
  readonly reference: string;
  /** Where the result form posts (a same-origin path). */
  readonly receiptPage: string;
}

const PURPOSE = 'result';

export function sealResult(key: Buffer, context: ResultContext): string {
  return sealValue(key, PURPOSE, { reference: context.reference, receiptPage: context.receiptPage });
}

/**
 * The result sealed by this sandbox, or null when the token was altered or is not one. It does not expire: the
 * card was charged, so the page may carry the result to the merchant however late.
 */
export function openResult(key: Buffer, token: string): ResultContext | null {
  const opened = openValue(key, PURPOSE, token);
  if (opened.kind !== 'ok') return null;
  const record = recordWithStrings(opened.value, ['reference', 'receiptPage']);
  return record === null ? null : { reference: record.reference as string, receiptPage: record.receiptPage as string };
}
