import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { gatewayOf, isPaymentGatewayType } from '../../../domain/payment';
import type { Services } from '../../context';
import { bookings } from '../../db/schema';
import { amountText } from './amounts';
import { isGatewayDecision, REQUIRED_SIGNED_RESULT_FIELDS, RESULT_FIELDS } from './gatewayResult';
import { plainText, readGatewayPost } from './gatewayPost';
import { loadMerchantKey } from './merchantKey';
import { PAYMENT_CALLBACK_PATH } from './paths';
import { settleBooking } from './settle';
import { verifySignedForm } from './signature';

export { PAYMENT_CALLBACK_PATH };

/** The stored return path with paymentId added to its query. */
export function withPaymentId(path: string, paymentId: string): string {
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}paymentId=${encodeURIComponent(paymentId)}`;
}

/**
 * The gateway's result, carried by the browser: a urlencoded form (at most 64 KB) signed with the merchant
 * key (403 otherwise), naming the booking's transaction_uuid, amount, currency and gateway (400 otherwise).
 * The booking is settled (settleBooking: at most one payment per booking), then the
 * browser is sent with a 303 to the booking's successUrl when the appointment got paid, otherwise to its
 * failureUrl, with &paymentId=<id>. A replayed result pays nothing more and redirects the same way.
 */
export async function handlePaymentCallback(services: Services, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = await readGatewayPost(req, res);
  if (form === null) return;
  if (!verifySignedForm(await loadMerchantKey(services.db), form, REQUIRED_SIGNED_RESULT_FIELDS)) {
    services.logger.warn({ path: PAYMENT_CALLBACK_PATH }, 'payment callback with a bad signature');
    return plainText(res, 403, 'Signature verification failed');
  }
  const decision = form[RESULT_FIELDS.decision];
  if (!isGatewayDecision(decision)) return plainText(res, 400, 'Unknown decision');

  const bookingId = form[RESULT_FIELDS.reference] ?? '';
  const [booking] = await services.db.select().from(bookings).where(eq(bookings.id, bookingId));
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
    return plainText(res, 400, 'The payment does not match its booking');
  }

  const settled = await settleBooking(services, booking.id, {
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
    { bookingId: booking.id, paymentId: settled.payment.id, decision: settled.payment.status, replayed: settled.replayed },
    'payment callback settled',
  );
  const target = settled.succeeded ? settled.booking.successUrl : settled.booking.failureUrl;
  res.writeHead(303, { location: withPaymentId(target, settled.payment.id), 'cache-control': 'no-store' });
  res.end();
}
