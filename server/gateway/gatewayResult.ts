import { GATEWAY_DECISIONS, type GatewayDecision } from '../modules/payments/tables';

/**
 * The gateway's signed result, as it posts it to PAYMENT_CALLBACK_PATH (Secure Acceptance style names).
 * The sandbox writes it; the callback reads it.
 */
export const RESULT_FIELDS = {
  decision: 'decision',
  reasonCode: 'reason_code',
  message: 'message',
  transactionId: 'transaction_id',
  authTime: 'auth_time',
  reference: 'req_reference_number',
  transactionUuid: 'req_transaction_uuid',
  amount: 'req_amount',
  currency: 'req_currency',
  cardNumber: 'req_card_number',
  cardType: 'req_card_type',
  cardExpiry: 'req_card_expiry_date',
  forename: 'req_bill_to_forename',
  surname: 'req_bill_to_surname',
  gateway: 'req_payment_gateway',
} as const;

/** Fields the callback trusts only when they are signed. */
export const REQUIRED_SIGNED_RESULT_FIELDS: readonly string[] = [
  RESULT_FIELDS.decision,
  RESULT_FIELDS.message,
  RESULT_FIELDS.transactionId,
  RESULT_FIELDS.reference,
  RESULT_FIELDS.transactionUuid,
  RESULT_FIELDS.amount,
  RESULT_FIELDS.currency,
  RESULT_FIELDS.gateway,
];

export function isGatewayDecision(value: string | undefined): value is GatewayDecision {
  return (GATEWAY_DECISIONS as readonly string[]).includes(value ?? '');
}
