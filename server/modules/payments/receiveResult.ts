import { eq } from 'drizzle-orm';
import { gatewayOf, isPaymentGatewayType } from '../../../domain/payment';
import type { FormFields } from '../../../domain/signedFields';
import type { Services } from '../../context';
import { bookings } from './tables';
import { amountText } from '../../billing/amounts';
import { isGatewayDecision, REQUIRED_SIGNED_RESULT_FIELDS, RESULT_FIELDS } from '../../gateway/gatewayResult';
import { loadMerchantKey } from '../../gateway/merchantKey';
import { settleBooking, type Settlement } from './settle';
import { verifySignedForm } from '../../gateway/signature';

/** How a gateway's result reached the merchant: the browser's return, the gateway's notification, our query, or a saved card's charge. */
export type ResultChannel = 'callback' | 'notification' | 'query' | 'charge';

export type ResultReceipt =
  | { readonly kind: 'bad-signature' }
  | { readonly kind: 'unknown-decision' }
  /** Signed, yet not what the booking asked for (another uuid, amount, currency or gateway), or no booking at all. */
  | { readonly kind: 'mismatch' }
  | { readonly kind: 'settled'; readonly settlement: Settlement };

/** The HTTP answer a gateway gets for each receipt: a 2xx tells it to stop sending the notification. */
export const RECEIPT_REPLIES: Readonly<Record<ResultReceipt['kind'], readonly [number, string]>> = {
  'bad-signature': [403, 'Signature verification failed'],
  'unknown-decision': [400, 'Unknown decision'],
  mismatch: [400, 'The payment does not match its booking'],
  settled: [200, 'OK'],
};

/**
 * A gateway's signed result for one booking, however it came (docs/PAYMENTS.md): verified with the merchant key
 * (the decision, message, transaction id, reference, transaction uuid, amount, currency and gateway signed),
 * matched against the booking, then settled by settleBooking (at most one payment per booking; a result seen
 * before answers its settlement again).
 */
export async function receivePaymentResult(
  services: Services,
  form: FormFields,
  channel: ResultChannel,
): Promise<ResultReceipt> {
  if (!verifySignedForm(await loadMerchantKey(services.db), form, REQUIRED_SIGNED_RESULT_FIELDS)) {
    services.logger.warn({ channel }, 'payment result with a bad signature');
    return { kind: 'bad-signature' };
  }
  const decision = form[RESULT_FIELDS.decision];
  if (!isGatewayDecision(decision)) return { kind: 'unknown-decision' };

  const [booking] = await services.db
    .select()
    .from(bookings)
    .where(eq(bookings.id, form[RESULT_FIELDS.reference] ?? ''));
  // Signed, yet not what this booking asked for: a gateway bug or a mix-up, never paid on.
  if (
    booking === undefined ||
    form[RESULT_FIELDS.transactionUuid] !== booking.transactionUuid ||
    form[RESULT_FIELDS.amount] !== amountText(booking.amountCents) ||
    form[RESULT_FIELDS.currency] !== booking.currency ||
    // Paid at the gateway the booking was made for, not another one (the sandbox of a gateway that has a real endpoint).
    !isPaymentGatewayType(booking.gatewayType) ||
    form[RESULT_FIELDS.gateway] !== gatewayOf(booking.gatewayType)
  ) {
    return { kind: 'mismatch' };
  }

  const settlement = await settleBooking(services, booking.id, {
    decision,
    message: form[RESULT_FIELDS.message] ?? '',
    transactionReference: form[RESULT_FIELDS.transactionId] ?? '',
    cardType: form[RESULT_FIELDS.cardType],
    cardNumber: form[RESULT_FIELDS.cardNumber],
    cardExpiry: form[RESULT_FIELDS.cardExpiry],
    firstName: form[RESULT_FIELDS.forename],
    lastName: form[RESULT_FIELDS.surname],
  });
  services.logger.info(
    {
      channel,
      bookingId: booking.id,
      paymentId: settlement.payment.id,
      decision: settlement.payment.status,
      replayed: settlement.replayed,
    },
    'payment result settled',
  );
  return { kind: 'settled', settlement };
}
