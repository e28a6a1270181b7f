import { amountText } from '../billing/amounts';
import { RESULT_FIELDS } from '../gateway/gatewayResult';
import { isoSeconds, signFields, type SignedForm } from '../gateway/signature';
import type { SandboxTransaction } from './transactions';

/**
 * A transaction as the gateway reports it to the merchant, signed with the shared key: the browser's result
 * page, the merchant notification and the answer to a transaction query all carry these same fields. The card
 * is masked; its number and CVV were never stored.
 */
export function signedTransaction(key: Buffer, transaction: SandboxTransaction): SignedForm {
  return signFields(key, {
    [RESULT_FIELDS.decision]: transaction.decision,
    [RESULT_FIELDS.reasonCode]: transaction.reasonCode,
    [RESULT_FIELDS.message]: transaction.message,
    [RESULT_FIELDS.transactionId]: transaction.id,
    [RESULT_FIELDS.authTime]: isoSeconds(transaction.created.getTime()),
    [RESULT_FIELDS.reference]: transaction.reference,
    [RESULT_FIELDS.transactionUuid]: transaction.transactionUuid,
    [RESULT_FIELDS.amount]: amountText(transaction.amountCents),
    [RESULT_FIELDS.currency]: transaction.currency,
    [RESULT_FIELDS.cardNumber]: transaction.cardNumber ?? '',
    [RESULT_FIELDS.cardType]: transaction.cardType ?? '',
    [RESULT_FIELDS.cardExpiry]: transaction.cardExpiry ?? '',
    [RESULT_FIELDS.forename]: transaction.forename,
    [RESULT_FIELDS.surname]: transaction.surname,
    [RESULT_FIELDS.gateway]: transaction.gateway,
  });
}
