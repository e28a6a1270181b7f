/**
 * What the browser's return address carries after adding a card (server sets it, the app reads it):
 * `cardResult` (added, declined, failed), then `paymentMethodId` (added) or `message` (the gateway's words).
 */
export const CARD_RESULT_KEYS = { result: 'cardResult', paymentMethodId: 'paymentMethodId', message: 'message' } as const;

export const CARD_RESULTS = { accepted: 'added', declined: 'declined', failed: 'failed' } as const;
