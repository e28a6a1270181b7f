import type { FormFields } from '../../domain/signedFields';
import { CREATE_PAYMENT_TOKEN, TOKEN_RESULT_FIELDS, TOKEN_RETURN_FIELDS } from '../modules/paymentMethods';
import { signFields, type SignedForm } from '../gateway/signature';
import type { CheckedCard } from './cardEntry';
import type { SandboxDecision } from './decisions';

/** The request a tokenisation result answers. */
export interface TokenRequest {
  /** The merchant's reference: the tokenisation id. */
  readonly reference: string;
  readonly transactionUuid: string;
}

/**
 * The gateway's notification to the merchant, server to server, signed with the shared key: the card
 * masked (never its number or CVV), and the new token only when the card was accepted. Never sent to a browser.
 */
export function signedTokenNotification(
  key: Buffer,
  request: TokenRequest,
  decision: SandboxDecision,
  card: CheckedCard,
  token: string | null,
): SignedForm {
  const fields: FormFields = {
    [TOKEN_RESULT_FIELDS.decision]: decision.decision,
    [TOKEN_RESULT_FIELDS.reasonCode]: decision.reasonCode,
    [TOKEN_RESULT_FIELDS.message]: decision.message,
    [TOKEN_RESULT_FIELDS.transactionType]: CREATE_PAYMENT_TOKEN,
    [TOKEN_RESULT_FIELDS.reference]: request.reference,
    [TOKEN_RESULT_FIELDS.transactionUuid]: request.transactionUuid,
    ...(token === null ? {} : { [TOKEN_RESULT_FIELDS.token]: token }),
    [TOKEN_RESULT_FIELDS.cardNumber]: card.masked,
    [TOKEN_RESULT_FIELDS.cardExpiry]: card.expiry,
    [TOKEN_RESULT_FIELDS.cardType]: card.typeCode,
  };
  return signFields(key, fields);
}

/** What the result page posts back through the browser, signed: the outcome and the request it answers, nothing of the card. */
export function signedTokenReturn(key: Buffer, request: TokenRequest, decision: SandboxDecision): SignedForm {
  return signFields(key, {
    [TOKEN_RETURN_FIELDS.decision]: decision.decision,
    [TOKEN_RETURN_FIELDS.reasonCode]: decision.reasonCode,
    [TOKEN_RETURN_FIELDS.transactionType]: CREATE_PAYMENT_TOKEN,
    [TOKEN_RETURN_FIELDS.reference]: request.reference,
    [TOKEN_RETURN_FIELDS.transactionUuid]: request.transactionUuid,
  });
}
