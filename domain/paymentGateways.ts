/** Gateways, named as in the tenant config; the card provider is the default (a module of its own: the chat's first load needs only these). */
export const PAYMENT_GATEWAYS = ['cardProvider', 'masterCard', 'genie'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];
export const DEFAULT_PAYMENT_GATEWAY: PaymentGateway = 'cardProvider';
