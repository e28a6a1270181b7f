/** Where gateways post their signed result (the browser carries it here from the gateway's page). */
export const PAYMENT_CALLBACK_PATH = '/payments/callback';
