import { CARD_RESULT_KEYS, CARD_RESULTS } from '../../../../domain/cardResult';
import type { CardResult } from '../../../../machines/paymentMethods.types';

/** This page: where the gateway sends the browser back, with cardResult (the server adds it). */
export const PAYMENT_METHODS_PATH = '/profiles/payment-methods';

/** The return's keys, and `message`: words an older return or a crafted link carried, never shown, not kept in the address either. */
const RETURN_PARAMS: readonly string[] = [...Object.values(CARD_RESULT_KEYS), 'message'];

/**
 * The gateway's return in the url (cardResult=added&paymentMethodId=… or cardResult=declined|failed), or null.
 * Anything else in the url (a crafted message=…) is not read: the page says only the outcome's fixed text.
 */
export function cardResultOf(params: URLSearchParams): CardResult | null {
  const result = params.get(CARD_RESULT_KEYS.result);
  if (result === CARD_RESULTS.accepted) {
    const id = params.get(CARD_RESULT_KEYS.paymentMethodId)?.trim() ?? '';
    return { kind: 'added', paymentMethodId: id === '' ? null : id };
  }
  if (result === CARD_RESULTS.declined || result === CARD_RESULTS.failed) return { kind: result };
  return null;
}

/** This page's url without the gateway's return: what a reload should open. */
export function withoutCardResult(params: URLSearchParams): string {
  const kept = new URLSearchParams(params);
  for (const name of RETURN_PARAMS) kept.delete(name);
  const query = kept.toString();
  return query === '' ? PAYMENT_METHODS_PATH : `${PAYMENT_METHODS_PATH}?${query}`;
}
