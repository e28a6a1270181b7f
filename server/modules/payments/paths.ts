/** Where gateways post their signed result (the browser carries it here from the gateway's page). */
export const PAYMENT_CALLBACK_PATH = '/payments/callback';
/** Where the gateway notifies the merchant of a payment's result, server to server (the browser may never come back). */
export const PAYMENT_NOTIFICATION_PATH = '/payments/notification';
