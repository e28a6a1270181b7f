import type { MessageId } from '../i18n/messages.generated';

/**
 * What the browser's return address carries after adding a card (the server sets it, the app reads it):
 * `cardResult` (added, declined, failed) and, when added, `paymentMethodId`. No free text travels in the
 * address, so a crafted link cannot make the app show words of someone else's choosing.
 */
export const CARD_RESULT_KEYS = { result: 'cardResult', paymentMethodId: 'paymentMethodId' } as const;

export const CARD_RESULTS = { accepted: 'added', declined: 'declined', failed: 'failed' } as const;

/** What the app says for each outcome, as message ids (worded with t() when said). */
export const CARD_RESULT_TEXT = {
  added: 'payments.cardResult.added',
  declined: 'payments.cardResult.declined',
  failed: 'payments.cardResult.failed',
} as const satisfies Record<string, MessageId>;
