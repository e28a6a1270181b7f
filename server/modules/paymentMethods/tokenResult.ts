import { cardTypeCode, maskCardNumber } from '../../../domain/card';
import type { FormFields } from '../../../domain/signedFields';
import type { GatewayDecision } from '../../db/schema';
import { isGatewayDecision } from '../../gateway/gatewayResult';

/** The Secure Acceptance transaction type of saving a card (no money moves: amount 0.00). */
export const CREATE_PAYMENT_TOKEN = 'create_payment_token';

/**
 * The gateway's signed tokenisation result (Secure Acceptance style names), as it notifies the merchant
 * server to server at CARD_NOTIFICATION_PATH: the only message that carries the token. The sandbox writes
 * it; receiveCardNotification reads it. The card number is masked, never whole.
 */
export const TOKEN_RESULT_FIELDS = {
  decision: 'decision',
  reasonCode: 'reason_code',
  message: 'message',
  transactionType: 'req_transaction_type',
  reference: 'req_reference_number',
  transactionUuid: 'req_transaction_uuid',
  token: 'payment_token',
  cardNumber: 'req_card_number',
  cardExpiry: 'req_card_expiry_date',
  cardType: 'req_card_type',
} as const;

/**
 * What the gateway's page sends the browser back with, to CARD_CALLBACK_PATH: the outcome and which request
 * it answers, signed; never the token or the card (those reach the server only by the notification).
 */
export const TOKEN_RETURN_FIELDS = {
  decision: TOKEN_RESULT_FIELDS.decision,
  reasonCode: TOKEN_RESULT_FIELDS.reasonCode,
  transactionType: TOKEN_RESULT_FIELDS.transactionType,
  reference: TOKEN_RESULT_FIELDS.reference,
  transactionUuid: TOKEN_RESULT_FIELDS.transactionUuid,
} as const;

/** Fields the card callback trusts only when signed. */
export const REQUIRED_SIGNED_RETURN_FIELDS: readonly string[] = [
  TOKEN_RETURN_FIELDS.decision,
  TOKEN_RETURN_FIELDS.transactionType,
  TOKEN_RETURN_FIELDS.reference,
  TOKEN_RETURN_FIELDS.transactionUuid,
];

const ALWAYS_SIGNED: readonly string[] = [
  TOKEN_RESULT_FIELDS.decision,
  TOKEN_RESULT_FIELDS.reasonCode,
  TOKEN_RESULT_FIELDS.message,
  TOKEN_RESULT_FIELDS.transactionType,
  TOKEN_RESULT_FIELDS.reference,
  TOKEN_RESULT_FIELDS.transactionUuid,
];
const SIGNED_ON_ACCEPT: readonly string[] = [
  ...ALWAYS_SIGNED,
  TOKEN_RESULT_FIELDS.token,
  TOKEN_RESULT_FIELDS.cardNumber,
  TOKEN_RESULT_FIELDS.cardExpiry,
  TOKEN_RESULT_FIELDS.cardType,
];

/** Fields a notification is trusted with only when signed: the card and its token too when the card was accepted. */
export function requiredSignedTokenFields(form: FormFields): readonly string[] {
  return form[TOKEN_RESULT_FIELDS.decision] === 'ACCEPT' ? SIGNED_ON_ACCEPT : ALWAYS_SIGNED;
}

/** What the payment_methods row keeps of an accepted card. */
export interface TokenisedCard {
  readonly token: string;
  /** First 6 digits then asterisks. */
  readonly maskedNumber: string;
  /** MM/YY */
  readonly expiry: string;
  /** The gateway's type code ('001'). */
  readonly typeCode: string;
}

export interface TokenResult {
  readonly decision: GatewayDecision;
  readonly message: string;
  readonly reference: string;
  readonly transactionUuid: string;
  /** Present exactly when the decision is ACCEPT. */
  readonly card: TokenisedCard | null;
}

/** Longest gateway token or message kept (a real gateway's are far shorter). */
const MAX_TOKEN_LENGTH = 256;
const MAX_MESSAGE_LENGTH = 255;
const EXPIRY = /^(\d{2})\s*[/-]\s*(\d{2}|\d{4})$/;

/** 'MM/YY' or 'MM-YYYY' (as card_expiry_date is posted) as 'MM/YY'; null when neither. */
function expiryAsMonthYear(value: string): string | null {
  const match = EXPIRY.exec(value.trim());
  if (match === null) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return `${match[1] ?? ''}/${(match[2] ?? '').slice(-2)}`;
}

function acceptedCard(form: FormFields): TokenisedCard | null {
  const token = form[TOKEN_RESULT_FIELDS.token]?.trim() ?? '';
  const number = (form[TOKEN_RESULT_FIELDS.cardNumber] ?? '').replace(/[\s-]/g, '');
  const expiry = expiryAsMonthYear(form[TOKEN_RESULT_FIELDS.cardExpiry] ?? '');
  const type = form[TOKEN_RESULT_FIELDS.cardType]?.trim() ?? '';
  if (token === '' || token.length > MAX_TOKEN_LENGTH || !/^[0-9*Xx]{12,19}$/.test(number) || expiry === null)
    return null;
  return {
    token,
    // Masked again here, whatever the gateway sent: a whole number is never kept.
    maskedNumber: maskCardNumber(number),
    expiry,
    typeCode: /^\d{3}$/.test(type) ? type : cardTypeCode(type),
  };
}

/** A verified notification read: null when it is not one (another transaction type, an unknown decision, an accepted card without its token or card). */
export function readTokenResult(form: FormFields): TokenResult | null {
  const decision = form[TOKEN_RESULT_FIELDS.decision];
  if (!isGatewayDecision(decision) || form[TOKEN_RESULT_FIELDS.transactionType] !== CREATE_PAYMENT_TOKEN) return null;
  const card = decision === 'ACCEPT' ? acceptedCard(form) : null;
  if (decision === 'ACCEPT' && card === null) return null;
  return {
    decision,
    message: (form[TOKEN_RESULT_FIELDS.message] ?? '').trim().slice(0, MAX_MESSAGE_LENGTH),
    reference: form[TOKEN_RESULT_FIELDS.reference] ?? '',
    transactionUuid: form[TOKEN_RESULT_FIELDS.transactionUuid] ?? '',
    card,
  };
}

/** Which request a browser's return answers. */
export interface TokenReturn {
  readonly decision: GatewayDecision;
  readonly reference: string;
  readonly transactionUuid: string;
}

/** A verified browser return read: null when it is not one (another transaction type, an unknown decision). */
export function readTokenReturn(form: FormFields): TokenReturn | null {
  const decision = form[TOKEN_RETURN_FIELDS.decision];
  if (!isGatewayDecision(decision) || form[TOKEN_RETURN_FIELDS.transactionType] !== CREATE_PAYMENT_TOKEN) return null;
  return {
    decision,
    reference: form[TOKEN_RETURN_FIELDS.reference] ?? '',
    transactionUuid: form[TOKEN_RETURN_FIELDS.transactionUuid] ?? '',
  };
}
