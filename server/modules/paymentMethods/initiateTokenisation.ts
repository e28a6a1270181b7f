import { randomUUID } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import { isAppPath } from '../../../domain/bookingRoutes';
import { nameOnCardBillingName, nameOnCardError } from '../../../domain/nameOnCard';
import { CARD_FIELDS, unsignedFieldNames, UNSIGNED_FIELD_NAMES, type FormFields } from '../../../domain/signedFields';
import type { Services } from '../../context';
import { cardTokenisations } from './tables';
import { apiError } from '../../graphql/apiError';
import { CARD_PROVIDER_TOKEN_PATH } from '../../sandbox/paths';
import { gatewayEndpoint, merchantIdentifiers } from '../../gateway/gateways';
import type { KeyValue } from '../payments';
import { loadMerchantKey } from '../../gateway/merchantKey';
import { isoSeconds, signFields } from '../../gateway/signature';
import { lockAccountCards } from './ownCard';
import { CARD_CALLBACK_PATH } from './paths';
import { CREATE_PAYMENT_TOKEN } from './tokenResult';

/** Card requests an account may start in an hour: enough for typing mistakes, too few to flood rows or test stolen cards. */
const MAX_TOKENISATIONS_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;
/** Longest return path accepted (the app's are short). */
const MAX_RETURN_URL_LENGTH = 2048;

export interface CardTokenisationInput {
  readonly successUrl: string;
  readonly failureUrl: string;
  /** Billed as bill_to_forename / bill_to_surname (nameOnCardBillingName). */
  readonly nameOnCard: string;
}

export interface CardTokenisationView {
  readonly id: string;
  readonly action: string;
  readonly signature: { readonly parameter: readonly KeyValue[]; readonly value: string };
  readonly unsignedFieldNames: readonly string[];
}

function returnPath(url: string): string {
  if (url.length > MAX_RETURN_URL_LENGTH || !isAppPath(url))
    throw apiError('ARO-E1044', 'The return address must be a path of this app.');
  return url;
}

/**
 * Starts saving a card for the account: stores a card_tokenisations row ('initiated', a fresh transaction
 * uuid) and returns the signed form (Secure Acceptance create_payment_token, amount 0.00) the browser posts,
 * with the card details added unsigned, to `action`: the card provider's real endpoint when the tenant has
 * one, else the sandbox's tokenisation page. The card is billed to the name on it (nameOnCardBillingName:
 * no ',' or '=' in a signed value). ARO-E1044 for a return address outside the app or a tenant without the
 * card provider; ARO-E1040 for an empty or over-long name on card; ARO-E1033 after
 * MAX_TOKENISATIONS_PER_HOUR requests in the last hour.
 */
export async function initiateCardTokenisation(
  services: Services,
  accountId: string,
  input: CardTokenisationInput,
): Promise<CardTokenisationView> {
  const { db, tenant } = services;
  if (!tenant.payment.gateways.cardProvider.enabled) throw apiError('ARO-E1044', 'Saving cards is not offered.');
  const successUrl = returnPath(input.successUrl);
  const failureUrl = returnPath(input.failureUrl);
  const nameProblem = nameOnCardError(input.nameOnCard);
  if (nameProblem !== null) throw apiError('ARO-E1040', nameProblem);
  const names = nameOnCardBillingName(input.nameOnCard);
  const now = services.now();

  // Counted and inserted under the account's lock, so parallel calls cannot pass the limit together.
  const row = await db.transaction(async (tx) => {
    await lockAccountCards(tx, accountId);
    const [recent] = await tx
      .select({ count: count() })
      .from(cardTokenisations)
      .where(and(eq(cardTokenisations.accountId, accountId), gt(cardTokenisations.created, new Date(now - HOUR_MS))));
    if ((recent?.count ?? 0) >= MAX_TOKENISATIONS_PER_HOUR) throw apiError('ARO-E1033');
    const [inserted] = await tx
      .insert(cardTokenisations)
      .values({
        id: randomUUID(),
        accountId,
        transactionUuid: randomUUID(),
        status: 'initiated',
        successUrl,
        failureUrl,
        created: new Date(now),
      })
      .returning();
    if (inserted === undefined) throw apiError('ARO-E1044');
    return inserted;
  });

  const { accessKey, profileId } = merchantIdentifiers(tenant, 'cardProvider');
  const fields: FormFields = {
    access_key: accessKey,
    profile_id: profileId,
    reference_number: row.id,
    transaction_uuid: row.transactionUuid,
    signed_date_time: isoSeconds(row.created.getTime()),
    locale: 'en',
    transaction_type: CREATE_PAYMENT_TOKEN,
    amount: '0.00',
    currency: tenant.payment.currency,
    payment_method: 'card',
    bill_to_forename: names.firstName,
    bill_to_surname: names.lastName,
    override_custom_receipt_page: CARD_CALLBACK_PATH,
    [UNSIGNED_FIELD_NAMES]: unsignedFieldNames(),
  };
  const signed = signFields(await loadMerchantKey(db), fields);
  return {
    id: row.id,
    action: gatewayEndpoint(tenant, 'cardProvider') ?? CARD_PROVIDER_TOKEN_PATH,
    signature: {
      parameter: Object.entries(signed.fields).map(([key, value]) => ({ key, value })),
      value: signed.signature,
    },
    unsignedFieldNames: [...CARD_FIELDS],
  };
}
