/** Where the browser carries the gateway's page's outcome of saving a card (never the token). */
export const CARD_CALLBACK_PATH = '/payments/card-callback';

/** Where the gateway notifies the merchant, server to server, of a saved card: its token and masked number. */
export const CARD_NOTIFICATION_PATH = '/payments/card-notification';
