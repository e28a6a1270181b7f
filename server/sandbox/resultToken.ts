import type { FormFields } from '../../domain/signedFields';
import type { GatewayDecision } from '../db/schema';
import { isGatewayDecision } from '../modules/payments/gatewayResult';
import { openValue, recordWithStrings, sealValue } from './sealed';

/**
 * The gateway's answer between the POST that took the card and the GET that shows it (/sandbox/result/<token>):
 * what the result page needs, sealed into its URL so the page can be shown again without posting again.
 */
export interface ResultContext {
  /** The booking the result is for. */
  readonly reference: string;
  /** Where the result form posts (a same-origin path). */
  readonly receiptPage: string;
  readonly decision: GatewayDecision;
  readonly message: string;
  /** The signed result fields and their signature, as the merchant's callback reads them. */
  readonly fields: FormFields;
  readonly signature: string;
}

const PURPOSE = 'result';

export function sealResult(key: Buffer, context: ResultContext): string {
  return sealValue(key, PURPOSE, context);
}

function isFields(value: unknown): value is FormFields {
  return typeof value === 'object' && value !== null && Object.values(value).every((field) => typeof field === 'string');
}

function isResult(value: unknown): value is ResultContext {
  const record = recordWithStrings(value, ['reference', 'receiptPage', 'message', 'signature', 'decision']);
  return record !== null && isGatewayDecision(record.decision as string) && isFields(record.fields);
}

/**
 * The result sealed by this sandbox, or null when the token was altered or is not one. It does not expire: the
 * card was charged, so the result must reach the merchant however late (its callback decides what it pays).
 */
export function openResult(key: Buffer, token: string): ResultContext | null {
  const opened = openValue(key, PURPOSE, token);
  return opened.kind === 'ok' && isResult(opened.value) ? opened.value : null;
}
