// What other parts of the server use of this module (docs/decisions/0042-server-cores-and-cycles.md); its tables
// are imported from ./tables directly.
export { handleCardCallback } from './cardCallback';
export { CARD_NOTIFICATION_PATH, handleCardNotification, receiveCardNotification } from './cardNotification';
export { CARD_CALLBACK_PATH } from './paths';
export { paymentMethodResolvers } from './resolvers';
export { savedCards, type PaymentMethodView } from './savedCards';
export { CREATE_PAYMENT_TOKEN, TOKEN_RESULT_FIELDS, TOKEN_RETURN_FIELDS } from './tokenResult';
