// What other parts of the server use of this module (docs/decisions/0042-server-cores-and-cycles.md); its tables
// are imported from ./tables directly.
export type { BookingRow } from './access';
export { handlePaymentCallback } from './callback';
export type { KeyValue } from './initiateBooking';
export { PAYMENT_NOTIFICATION_PATH, handlePaymentNotification } from './notification';
export { PAYMENT_CALLBACK_PATH } from './paths';
export { RECEIPT_REPLIES, receivePaymentResult } from './receiveResult';
export { recoverBeforeExpiry, recoverPayments, type RecoveryRound } from './recovery';
export { paymentResolvers } from './resolvers';
