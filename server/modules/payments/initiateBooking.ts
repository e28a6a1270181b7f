import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { billingName } from '../../../domain/billingName';
import { isAppPath } from '../../../domain/bookingRoutes';
import { gatewayOf, isQuickPay, type PaymentGatewayType } from '../../../domain/payment';
import { signableBillingName } from '../../../domain/signableText';
import { unsignedFieldNames, UNSIGNED_FIELD_NAMES, type FormFields } from '../../../domain/signedFields';
import type { Services } from '../../context';
import { crashPoint } from '../../crashPoints';
import { patients } from '../../db/schema';
import { bookings } from './tables';
import { apiError } from '../../graphql/apiError';
import { CARD_PROVIDER_PAY_PATH, checkoutPath, isCheckoutGateway } from '../../sandbox/paths';
import { ownInvoice, type BookingRow } from './access';
import { amountText, amountView, type AmountView } from '../../billing/amounts';
import { assertConnected, enabledGatewayType, gatewayEndpoint, merchantIdentifiers } from '../../gateway/gateways';
import { loadMerchantKey } from '../../gateway/merchantKey';
import { PAYMENT_CALLBACK_PATH } from './paths';
import { recoverSiblings } from './recovery';
import { checkoutSignature, isoSeconds, signFields } from '../../gateway/signature';
import { bookingsOf, payableSubject } from './subject';

/** Longest return path accepted (the app's are about 120 characters). */
const MAX_RETURN_URL_LENGTH = 2048;

export interface InitiateBookingInput {
  readonly invoiceId: string;
  readonly paymentGatewayType: string;
  readonly successUrl: string;
  readonly failureUrl: string;
}

export interface KeyValue {
  readonly key: string;
  readonly value: string;
}

export interface BookingView {
  readonly id: string;
  readonly status: string;
  readonly paymentGatewayType: string;
  readonly action: string;
  readonly signature: { readonly parameter: readonly KeyValue[]; readonly value: string };
  readonly amount: AmountView;
  readonly successUrl: string;
  readonly failureUrl: string;
}

function returnPath(url: string): string {
  if (url.length > MAX_RETURN_URL_LENGTH || !isAppPath(url))
    throw apiError('ARO-E1044', 'The return address must be a path of this app.');
  return url;
}

/** The card provider's request fields (Secure Acceptance style), before signing (names already signable); card details are left to the payer. */
function requestFields(
  services: Services,
  booking: BookingRow,
  names: { firstName: string; lastName: string },
): FormFields {
  const { accessKey, profileId } = merchantIdentifiers(
    services.tenant,
    gatewayOf(booking.gatewayType as PaymentGatewayType),
  );
  return {
    access_key: accessKey,
    profile_id: profileId,
    reference_number: booking.id,
    transaction_uuid: booking.transactionUuid,
    signed_date_time: isoSeconds(booking.createdAt.getTime()),
    locale: 'en',
    transaction_type: 'sale',
    payment_method: 'card',
    amount: amountText(booking.amountCents),
    currency: booking.currency,
    bill_to_forename: names.firstName,
    bill_to_surname: names.lastName,
    override_custom_receipt_page: PAYMENT_CALLBACK_PATH,
    [UNSIGNED_FIELD_NAMES]: unsignedFieldNames(),
  };
}

/** Where the browser goes: the card provider's page, a hosted checkout link, or nowhere (quick pay: completeBooking). */
function actionOf(services: Services, booking: BookingRow, type: PaymentGatewayType, key: Buffer): string {
  if (isQuickPay(type)) return '';
  const gateway = gatewayOf(type);
  const endpoint = gatewayEndpoint(services.tenant, gateway);
  if (gateway === 'cardProvider') return endpoint ?? CARD_PROVIDER_PAY_PATH;
  // assertConnected let only sandbox checkouts through.
  if (endpoint !== null || !isCheckoutGateway(gateway)) throw new Error(`No checkout for ${gateway}`);
  return checkoutPath(gateway, booking.id, checkoutSignature(key, gateway, booking.id));
}

/**
 * Starts paying one of the account's invoices: stores a booking (with a fresh transaction_uuid) and
 * returns the signed form the browser posts to the gateway; the appointment's (or order's) other unclaimed 'initiated'
 * bookings are expired. ARO-E1040 for another account's invoice, ARO-E1043 when the appointment is no
 * longer held (ARO-E1073/E1046 when the order can no longer be paid), ARO-E1044 for a gateway the tenant does not offer, a return address outside the app,
 * nothing to pay, or a quick pay of the appointment already under way.
 */
export async function initiateBooking(
  services: Services,
  accountId: string,
  input: InitiateBookingInput,
): Promise<BookingView> {
  const { db } = services;
  const now = services.now();
  const type = enabledGatewayType(services.tenant, input.paymentGatewayType);
  assertConnected(services.tenant, type);
  const successUrl = returnPath(input.successUrl);
  const failureUrl = returnPath(input.failureUrl);
  const invoice = await ownInvoice(db, accountId, input.invoiceId);
  const [patient] = await db.select().from(patients).where(eq(patients.id, invoice.patientId));
  if (patient === undefined) throw apiError('ARO-E1040');

  // Earlier attempts first: one the gateway took money for (its notification lost to a crash) is settled, and a
  // quick pay claim a dead request left is recovered, rather than expired below (recovery.ts).
  await recoverSiblings(services, invoice);

  // One live booking per appointment or order: under its lock (which completeBooking and settleBooking
  // also take), a booking claimed by quick pay and not yet settled blocks a new one; any other booking still
  // 'initiated' is expired, so neither its gateway page nor quick pay can take money for it any more.
  const booking = await db.transaction(async (tx) => {
    await payableSubject(tx, services.tenant, invoice, now, true);
    if (invoice.totalCents <= 0) throw apiError('ARO-E1044', 'There is nothing to pay.');
    const live = and(bookingsOf(invoice), eq(bookings.status, 'initiated'));
    const [claimed] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(live, isNotNull(bookings.paymentMethodId)))
      .limit(1);
    if (claimed !== undefined) throw apiError('ARO-E1044', 'This payment is already being processed.');
    await tx
      .update(bookings)
      .set({ status: 'expired' })
      .where(and(live, isNull(bookings.paymentMethodId)));
    const [row] = await tx
      .insert(bookings)
      .values({
        id: randomUUID(),
        accountId,
        invoiceId: invoice.id,
        appointmentId: invoice.appointmentId,
        serviceRequestId: invoice.serviceRequestId,
        gatewayType: type,
        status: 'initiated',
        amountCents: invoice.totalCents,
        currency: invoice.currency,
        successUrl,
        failureUrl,
        transactionUuid: randomUUID(),
        createdAt: new Date(now),
      })
      .returning();
    if (row === undefined) throw apiError('ARO-E1044');
    return row;
  });
  crashPoint('initiateBooking.afterCommit');

  const key = await loadMerchantKey(db);
  const signed = signFields(
    key,
    requestFields(
      services,
      booking,
      signableBillingName(billingName({ given: patient.given, family: patient.family })),
    ),
  );
  return {
    id: booking.id,
    status: booking.status,
    paymentGatewayType: booking.gatewayType,
    action: actionOf(services, booking, type, key),
    signature: {
      parameter: Object.entries(signed.fields).map(([k, value]) => ({ key: k, value })),
      value: signed.signature,
    },
    amount: amountView(booking.amountCents, booking.currency),
    successUrl,
    failureUrl,
  };
}
