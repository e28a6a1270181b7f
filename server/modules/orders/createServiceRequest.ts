import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PAST_REQUESTED_TIME_TEXT, requestableTime } from '../../../domain/orderCreate';
import { cleanLine, cleanNote } from '../../../domain/textSafety';
import {
  ORDER_CODE_CODE,
  ORDER_INITIATED_FOR,
  type OrderCategory,
  type OrderInitiatedFor,
} from '../../../domain/orderStatus';
import type { Services } from '../../context';
import { serviceRequests, type OrderDetailLine } from './tables';
import { apiError } from '../../graphql/apiError';
import { apiRefusal } from '../../graphql/apiRefusal';
import type { DbOrTx } from '../../db/dbOrTx';
import { attachDocuments } from '../documents';
import { orderLines } from './catalogue';
import { categoryEnabled } from './categoryFeature';
import { assertOwnPatient } from './orderAccess';
import { serviceRequestView, type OrderRow, type ServiceRequestView } from './orderView';
import { publishOrderChange } from './publishOrder';

/** server/schema.graphql `CreateServiceRequestInput`. */
export interface CreateServiceRequestInput {
  readonly id?: string | null;
  readonly patientId: string;
  readonly orderCategory: OrderCategory;
  readonly documentReferenceIds?: readonly string[] | null;
  readonly organization: string;
  readonly serviceRequestInitiatedFor: string;
  readonly serviceRequestInitiatedFrom?: string | null;
  readonly requestedLat?: number | null;
  readonly requestedLng?: number | null;
  readonly addressLineOne?: string | null;
  readonly addressLineTwo?: string | null;
  readonly addressLineThree?: string | null;
  readonly addressCity?: string | null;
  readonly diagnosticReport?: readonly string[] | null;
  readonly procedureRequest?: readonly string[] | null;
  readonly sampleCollectionRequestedTime?: string | null;
  readonly homeVisitRequestedTime?: string | null;
  readonly additionalNote?: string | null;
}

const ORDER_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** Where an order may be started from (spec 001 §3); the patient's app sends chat or flat. */
const INITIATED_FROM = ['chat', 'flat', 'nurseApp', 'heartbeat'] as const;
const TEXT_MAX = 500;

/** A free-text field as stored (domain/textSafety.ts: an address line loses line breaks, a note keeps them; neither keeps controls or direction overrides). */
const text = (value: string | null | undefined, clean: (text: string) => string = cleanLine): string | null => {
  const trimmed = clean(value ?? '').trim();
  if (trimmed.length > TEXT_MAX) throw apiError('ARO-E1074', `Please keep each field under ${TEXT_MAX} characters.`);
  return trimmed === '' ? null : trimmed;
};

/** A requested collection or visit time: a date, not past and within the week the app offers. */
const time = (value: string | null | undefined, now: number): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw apiError('ARO-E1074', 'That requested time is not a date.');
  if (!requestableTime(date.getTime(), now)) throw apiRefusal('ARO-E1074', PAST_REQUESTED_TIME_TEXT);
  return date;
};

export interface OrderAddress {
  readonly addressLineOne: string | null;
  readonly addressLineTwo: string | null;
  readonly addressLineThree: string | null;
  readonly addressCity: string | null;
}

export function hasAddress(address: OrderAddress): boolean {
  return [address.addressLineOne, address.addressLineTwo, address.addressLineThree, address.addressCity].some(
    (line) => line !== null && line.trim() !== '',
  );
}

function initiatedFor(value: string): OrderInitiatedFor {
  if (!ORDER_INITIATED_FOR.includes(value as OrderInitiatedFor))
    throw apiError('ARO-E1074', 'Choose homecare or appointment.');
  return value as OrderInitiatedFor;
}

/**
 * The chosen tests or procedures with the hospital's prices; an examination or procedure order needs one the
 * hospital offers, a medication order or an admission needs a document (the prescription or the doctor's letter).
 */
async function detailOf(
  tx: DbOrTx,
  input: CreateServiceRequestInput,
  documentIds: readonly string[],
): Promise<OrderDetailLine[]> {
  switch (input.orderCategory) {
    case 'Examination': {
      const lines = await orderLines(tx, input.organization, 'test', input.diagnosticReport ?? []);
      if (lines.length === 0) throw apiError('ARO-E1074', 'Choose at least one test.');
      return lines;
    }
    case 'Procedure': {
      const lines = await orderLines(tx, input.organization, 'procedure', input.procedureRequest ?? []);
      if (lines.length === 0) throw apiError('ARO-E1074', 'Choose at least one procedure.');
      return lines;
    }
    case 'Medication':
    case 'Finance':
      if (documentIds.length === 0) throw apiError('ARO-E1074', 'Attach at least one image.');
      return [];
  }
}

/**
 * Creates an order of one of the account's patients (spec 001 §3, §7 createServiceRequest): draft, its category
 * status new, communication initial. The same id again returns the stored order (a retried create) without a
 * second insert; the account's unattached documents named are attached in the same transaction.
 */
export async function createServiceRequest(
  services: Services,
  accountId: string,
  input: CreateServiceRequestInput,
): Promise<ServiceRequestView> {
  const { db, tenant } = services;
  const currency = tenant.payment.currency;
  const id = input.id ?? randomUUID();
  if (!ORDER_ID.test(id)) throw apiError('ARO-E1074', 'An order id is 8 to 64 letters, digits, - or _.');
  const [stored] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
  if (stored !== undefined) {
    if (stored.accountId !== accountId) throw apiError('ARO-E1040', 'That order is not one of yours.');
    return serviceRequestView(stored, currency);
  }
  await assertOwnPatient(db, accountId, input.patientId);
  if (!tenant.organizationIds.includes(input.organization))
    throw apiError('ARO-E1073', 'That hospital does not take orders here.');
  if (!categoryEnabled(tenant, input.orderCategory))
    throw apiError('ARO-E1073', 'This kind of order is not available.');
  const address: OrderAddress = {
    addressLineOne: text(input.addressLineOne),
    addressLineTwo: text(input.addressLineTwo),
    addressLineThree: text(input.addressLineThree),
    addressCity: text(input.addressCity),
  };
  const initiated = initiatedFor(input.serviceRequestInitiatedFor);
  if (initiated === 'homecare' && !hasAddress(address)) throw apiError('ARO-E1074', 'Please enter the address.');
  const from = input.serviceRequestInitiatedFrom ?? 'chat';
  if (!(INITIATED_FROM as readonly string[]).includes(from)) throw apiError('ARO-E1074', 'Unknown order origin.');
  const documentIds = [...new Set(input.documentReferenceIds ?? [])];
  const now = new Date(services.now());

  const created = await db.transaction(async (tx): Promise<OrderRow | undefined> => {
    const orderDetail = await detailOf(tx, input, documentIds);
    const [row] = await tx
      .insert(serviceRequests)
      .values({
        id,
        accountId,
        patientId: input.patientId,
        organizationId: input.organization,
        category: input.orderCategory,
        codeCode: ORDER_CODE_CODE[input.orderCategory],
        identifier: sql`'SR-' || lpad(nextval('service_request_numbers')::text, 5, '0')`,
        status: 'draft',
        orderStatus: 'new',
        orderCommunicationStatus: 'initial',
        initiatedFor: initiated,
        initiatedFrom: from,
        paymentStatus: 'pending',
        sampleCollectionRequestedTime: time(input.sampleCollectionRequestedTime, services.now()),
        homeVisitRequestedTime: time(input.homeVisitRequestedTime, services.now()),
        ...address,
        requestedLat: input.requestedLat ?? null,
        requestedLng: input.requestedLng ?? null,
        additionalNote: text(input.additionalNote, cleanNote),
        notes: [],
        orderDetail,
        documentReferenceIds: documentIds,
        createdTime: now,
        updatedTime: now,
      })
      .onConflictDoNothing()
      .returning();
    // Lost a race with the same id: the other create stored it (and took the documents).
    if (row === undefined) return undefined;
    await attachDocuments(tx, { accountId, serviceRequestId: id, patientId: input.patientId, ids: documentIds });
    return row;
  });
  if (created === undefined) {
    const [raced] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    if (raced?.accountId !== accountId) throw apiError('ARO-E1040', 'That order is not one of yours.');
    return serviceRequestView(raced, currency);
  }
  publishOrderChange(services.pubsub, created);
  return serviceRequestView(created, currency);
}
