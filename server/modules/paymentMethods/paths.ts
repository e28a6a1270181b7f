/** Where the gateway's tokenisation result is posted (the browser carries it here from the gateway's page). */
export const CARD_CALLBACK_PATH = '/payments/card-callback';
