import { CARD_RESULT_KEYS, CARD_RESULTS } from '../../../domain/cardResult';
import type { CardTokenisationStatus } from './tables';

/** An answered tokenisation as its return address shows it. */
export interface AnsweredTokenisation {
  readonly status: Exclude<CardTokenisationStatus, 'initiated'>;
  readonly successUrl: string;
  readonly failureUrl: string;
  readonly paymentMethodId: string | null;
}

/**
 * The stored return path (an app path) with the outcome added to its query: the successUrl with
 * cardResult=added (and paymentMethodId), else the failureUrl with cardResult=declined or failed. No free
 * text is added (domain/cardResult.ts): the app says each outcome in its own words.
 */
export function cardResultLocation(answered: AnsweredTokenisation): string {
  const query = new URLSearchParams({ [CARD_RESULT_KEYS.result]: CARD_RESULTS[answered.status] });
  // A card deleted since has no id to show: the outcome alone is still true.
  if (answered.status === 'accepted' && answered.paymentMethodId !== null)
    query.set(CARD_RESULT_KEYS.paymentMethodId, answered.paymentMethodId);
  const path = answered.status === 'accepted' ? answered.successUrl : answered.failureUrl;
  return `${path}${path.includes('?') ? '&' : '?'}${query.toString()}`;
}
