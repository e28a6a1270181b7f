/**
 * What the browser's return address carries after adding a card (the server sets it, the app reads it):
 * `cardResult` (added, declined, failed) and, when added, `paymentMethodId`. No free text travels in the
 * address, so a crafted link cannot make the app show words of someone else's choosing.
 */
export const CARD_RESULT_KEYS = { result: 'cardResult', paymentMethodId: 'paymentMethodId' } as const;

export const CARD_RESULTS = { accepted: 'added', declined: 'declined', failed: 'failed' } as const;

/** What the app says for each outcome. */
export const CARD_RESULT_TEXT = {
  added: 'Your card was saved',
  declined: 'Card declined by the bank',
  failed: 'Your card was not saved. Please try again.',
} as const;
