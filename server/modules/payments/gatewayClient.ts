import { gatewayOf, type PaymentGatewayType } from '../../../domain/payment';
import { SIGNATURE_FIELD, type FormFields } from '../../../domain/signedFields';
import type { Services } from '../../context';
import { apiError } from '../../graphql/apiError';
import { chargeSavedCard } from '../../sandbox/charge';
import { signedTransaction } from '../../sandbox/result';
import { queryTransaction } from '../../sandbox/transactionQuery';
import type { BookingRow } from './access';
import { gatewayEndpoint } from '../../gateway/gateways';
import { loadMerchantKey } from '../../gateway/merchantKey';

/**
 * The merchant's server-to-server calls to a gateway (docs/PAYMENTS.md § What a real gateway must provide): charge a
 * saved card, and look a transaction up by our reference. Both answer with the gateway's signed result, which the
 * merchant takes like any other (receivePaymentResult). Only the sandbox is connected: a gateway with a real
 * endpoint needs an adapter here.
 */

export type GatewayQueryAnswer =
  /** The gateway took or refused a payment for the reference: its signed result. */
  | { readonly kind: 'found'; readonly form: FormFields }
  /** The gateway has no transaction for the reference: nothing was charged. */
  | { readonly kind: 'none' }
  /** No way to ask (a real gateway without an adapter): the merchant must not assume anything. */
  | { readonly kind: 'unavailable' };

function servedBySandbox(services: Services, type: PaymentGatewayType): boolean {
  return gatewayEndpoint(services.tenant, gatewayOf(type)) === null;
}

/** What the gateway knows of a booking's payment. */
export async function queryGateway(services: Services, booking: BookingRow): Promise<GatewayQueryAnswer> {
  if (!servedBySandbox(services, booking.gatewayType as PaymentGatewayType)) return { kind: 'unavailable' };
  const form = await queryTransaction(services, booking.id);
  return form === null ? { kind: 'none' } : { kind: 'found', form };
}

/**
 * Charges a saved card's token for a booking, by the booking's reference: the gateway refuses to charge one
 * reference twice and answers the first charge again, so a retry after a lost answer takes no more money.
 */
export async function chargeCardToken(services: Services, booking: BookingRow, token: string): Promise<FormFields> {
  if (!servedBySandbox(services, booking.gatewayType as PaymentGatewayType))
    throw apiError('ARO-E1044', 'This payment gateway is not connected.');
  const transaction = await chargeSavedCard(
    services.db,
    {
      token,
      amountCents: booking.amountCents,
      currency: booking.currency,
      reference: booking.id,
      transactionUuid: booking.transactionUuid,
    },
    services.now(),
  );
  const signed = signedTransaction(await loadMerchantKey(services.db), transaction);
  return { ...signed.fields, [SIGNATURE_FIELD]: signed.signature };
}
