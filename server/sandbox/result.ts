import type { FormFields } from '../../domain/signedFields';
import { RESULT_FIELDS } from '../modules/payments/gatewayResult';
import { isoSeconds, signFields, type SignedForm } from '../modules/payments/signature';
import type { CheckedCard } from './cardEntry';
import type { CheckoutContext } from './checkoutToken';
import type { SandboxDecision } from './decisions';

/** The gateway's result for the merchant, signed with the shared key: the card masked, never its number or CVV. */
export function signedResult(key: Buffer, context: CheckoutContext, decision: SandboxDecision, card: CheckedCard, transactionId: string, now: number): SignedForm {
  const fields: FormFields = {
    [RESULT_FIELDS.decision]: decision.decision,
    [RESULT_FIELDS.reasonCode]: decision.reasonCode,
    [RESULT_FIELDS.message]: decision.message,
    [RESULT_FIELDS.transactionId]: transactionId,
    [RESULT_FIELDS.authTime]: isoSeconds(now),
    [RESULT_FIELDS.reference]: context.reference,
    [RESULT_FIELDS.transactionUuid]: context.transactionUuid,
    [RESULT_FIELDS.amount]: context.amount,
    [RESULT_FIELDS.currency]: context.currency,
    [RESULT_FIELDS.cardNumber]: card.masked,
    [RESULT_FIELDS.cardType]: card.typeCode,
    [RESULT_FIELDS.cardExpiry]: card.expiry,
    [RESULT_FIELDS.forename]: context.forename,
    [RESULT_FIELDS.surname]: context.surname,
    [RESULT_FIELDS.gateway]: context.gateway,
  };
  return signFields(key, fields);
}
