import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import {
  ORDER_CATEGORIES,
  ORDER_STATUSES,
  type OrderCategory,
  type OrderCommunicationStatus,
  type OrderInitiatedFor,
  type OrderStatus,
  type ServiceRequestStatus,
} from '../../../domain/orderStatus';
import { at, inList } from '../../db/columns';
import { PAYMENT_STATUSES, type PaymentStatus } from '../appointments/tables';
import { accounts } from '../auth/tables';
import { organizations } from '../organizations/tables';
import { patients } from '../profiles/tables';

// ——— Orders (issue 16): service requests ———

/** One line of an order: a test (8-digit code) or procedure chosen, with the hospital's price at ordering. */
export interface OrderDetailLine {
  readonly code: string;
  readonly display: string;
  readonly priceCents: number | null;
}

/** One message of an order's thread (spec 001 §3 note): 'Patient/{id}' or 'User/{staffId}'. */
export interface OrderNote {
  readonly authorReference: string;
  readonly authorDisplay: string;
  readonly time: string;
  readonly text: string;
}

/**
 * An order (spec 001 §3 service request) of one patient at one hospital. Only the status field of its category
 * is set (domain/orderStatus.ts ORDER_STATUS_FIELD); every move is a conditional update on it, so two staff
 * actions at once apply one. The client may choose the id, so a retried create returns the stored order.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: text('id').primaryKey(),
    /** The account that asked for it (the patient's holder); ownership is checked through the patient. */
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    category: text('category').$type<OrderCategory>().notNull(),
    codeCode: text('code_code').notNull(),
    /** The number patients and staff quote (SR- and a sequence per database). */
    identifier: text('identifier').notNull().unique(),
    status: text('status').$type<ServiceRequestStatus>().notNull(),
    intent: text('intent').notNull().default('order'),
    /** The category's status (medicationOrderStatus, ...): one column, named in the API by category. */
    orderStatus: text('order_status').$type<OrderStatus>().notNull(),
    orderCanceledReason: text('order_canceled_reason'),
    orderCommunicationStatus: text('order_communication_status').$type<OrderCommunicationStatus>().notNull(),
    initiatedFor: text('initiated_for').$type<OrderInitiatedFor>().notNull(),
    /** chat, flat, nurseApp or heartbeat. */
    initiatedFrom: text('initiated_from').notNull(),
    replacedBy: text('replaced_by'),
    paymentMethod: text('payment_method'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    /** What staff priced the order at (serviceRequestChargingAmount); null until they reply with a price. */
    chargingAmountCents: integer('charging_amount_cents'),
    sampleCollectionRequestedTime: at('sample_collection_requested_time'),
    /** When staff started collecting the sample, and who (spec 001 §3 sampleCollectionTime, sampleCollectionUserName). */
    sampleCollectionTime: at('sample_collection_time'),
    sampleCollectionUserName: text('sample_collection_user_name'),
    homeVisitRequestedTime: at('home_visit_requested_time'),
    addressLineOne: text('address_line_one'),
    addressLineTwo: text('address_line_two'),
    addressLineThree: text('address_line_three'),
    addressCity: text('address_city'),
    requestedLat: doublePrecision('requested_lat'),
    requestedLng: doublePrecision('requested_lng'),
    additionalNote: text('additional_note'),
    notes: jsonb('notes').$type<OrderNote[]>().notNull(),
    orderDetail: jsonb('order_detail').$type<OrderDetailLine[]>().notNull(),
    documentReferenceIds: jsonb('document_reference_ids').$type<string[]>().notNull(),
    feedbackRating: integer('feedback_rating'),
    feedbackComment: text('feedback_comment'),
    feedbackTime: at('feedback_time'),
    heartbeatLinkSeen: boolean('heartbeat_link_seen').notNull().default(false),
    heartbeatLastSeen: at('heartbeat_last_seen'),
    /** When it was completed or canceled: the 30 days to rate it count from here. */
    closedTime: at('closed_time'),
    createdTime: at('created_time').notNull(),
    updatedTime: at('updated_time').notNull(),
  },
  (table) => [
    index('service_requests_patient_idx').on(table.patientId, table.createdTime),
    index('service_requests_organization_idx').on(table.organizationId, table.updatedTime),
    check('service_requests_category_check', inList('category', ORDER_CATEGORIES)),
    check('service_requests_order_status_check', inList('order_status', ORDER_STATUSES)),
    check('service_requests_payment_status_check', inList('payment_status', PAYMENT_STATUSES)),
    check(
      'service_requests_feedback_rating_check',
      sql`${table.feedbackRating} is null or ${table.feedbackRating} between 1 and 10`,
    ),
  ],
);

export const ORDER_CODE_KINDS = ['test', 'procedure'] as const;

export type OrderCodeKind = (typeof ORDER_CODE_KINDS)[number];

/**
 * A hospital's catalogue entry: a lab test (8-digit code, queryDiagnosticReportCode) or a procedure
 * (queryProcedureCode), with its price there. Disabled entries are kept (old orders name them) but not offered.
 */
export const orderCodes = pgTable(
  'order_codes',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    kind: text('kind').$type<OrderCodeKind>().notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Tests only: text, listSingle or listMulti. */
    resultOption: text('result_option'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [
    unique('order_codes_one_per_hospital').on(table.organizationId, table.kind, table.code),
    check('order_codes_kind_check', inList('kind', ORDER_CODE_KINDS)),
  ],
);

/** The number in an order's identifier (SR-00001): one sequence per database, so two creates never share one. */
export const serviceRequestNumbers = pgSequence('service_request_numbers', { startWith: 1 });
