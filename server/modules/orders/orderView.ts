import { orderInvoiceIdentifier } from '../../../domain/orderCharges';
import { ORDER_STATUS_FIELD, type OrderCategory } from '../../../domain/orderStatus';
import type { OrderNote, serviceRequests } from './tables';
import { amountView, centsToValue, type AmountView } from '../../billing/amounts';

export type OrderRow = typeof serviceRequests.$inferSelect;

/** server/schema.graphql `OrderDetail`. */
export interface OrderDetailView {
  readonly code: string;
  readonly display: string;
  readonly price: AmountView | null;
}

/**
 * server/schema.graphql `ServiceRequest` without its linked objects (patient, organization, documents), which
 * the ServiceRequest field resolvers load only when asked. Only the category's own status field is set.
 */
export interface ServiceRequestView {
  readonly id: string;
  readonly category: OrderCategory;
  readonly codeCode: string;
  readonly identifier: string;
  /** The order's invoice number (domain/orderCharges.ts orderInvoiceIdentifier). */
  readonly invoiceOrEncounterIdentifier: string;
  readonly organizationId: string;
  readonly patientId: string;
  readonly accountId: string;
  readonly status: string;
  readonly intent: string;
  readonly authoredOn: string;
  readonly createdTime: string;
  readonly medicationOrderStatus: string | null;
  readonly examinationOrderStatus: string | null;
  readonly procedureOrderStatus: string | null;
  readonly encounterOrderStatus: string | null;
  readonly orderCanceledReason: string | null;
  readonly orderCommunicationStatus: string;
  readonly serviceRequestInitiatedFor: string;
  readonly serviceRequestInitiatedFrom: string;
  readonly serviceRequestReplacedBy: string | null;
  readonly serviceRequestPaymentMethod: string | null;
  readonly serviceRequestPaymentStatus: string;
  readonly serviceRequestChargingAmount: number | null;
  readonly sampleCollectionRequestedTime: string | null;
  readonly sampleCollectionTime: string | null;
  readonly sampleCollectionUserName: string | null;
  readonly homeVisitRequestedTime: string | null;
  readonly addressLineOne: string | null;
  readonly addressLineTwo: string | null;
  readonly addressLineThree: string | null;
  readonly addressCity: string | null;
  readonly requestedLat: number | null;
  readonly requestedLng: number | null;
  readonly additionalNote: string | null;
  readonly note: readonly OrderNote[];
  readonly orderDetail: readonly OrderDetailView[];
  readonly documentReferenceIds: readonly string[];
  readonly feedbackRating: number | null;
  readonly feedbackComment: string | null;
  readonly heartbeatLinkSeen: boolean;
  readonly heartbeatLastSeen: string | null;
  readonly updatedTime: string;
}

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

export function serviceRequestView(row: OrderRow, currency: string): ServiceRequestView {
  const statusField = ORDER_STATUS_FIELD[row.category];
  const statusOf = (field: string): string | null => (field === statusField ? row.orderStatus : null);
  return {
    id: row.id,
    category: row.category,
    codeCode: row.codeCode,
    identifier: row.identifier,
    invoiceOrEncounterIdentifier: orderInvoiceIdentifier(row.identifier),
    organizationId: row.organizationId,
    patientId: row.patientId,
    accountId: row.accountId,
    status: row.status,
    intent: row.intent,
    authoredOn: row.createdTime.toISOString(),
    createdTime: row.createdTime.toISOString(),
    medicationOrderStatus: statusOf('medicationOrderStatus'),
    examinationOrderStatus: statusOf('examinationOrderStatus'),
    procedureOrderStatus: statusOf('procedureOrderStatus'),
    encounterOrderStatus: statusOf('encounterOrderStatus'),
    orderCanceledReason: row.orderCanceledReason,
    orderCommunicationStatus: row.orderCommunicationStatus,
    serviceRequestInitiatedFor: row.initiatedFor,
    serviceRequestInitiatedFrom: row.initiatedFrom,
    serviceRequestReplacedBy: row.replacedBy,
    serviceRequestPaymentMethod: row.paymentMethod,
    serviceRequestPaymentStatus: row.paymentStatus,
    serviceRequestChargingAmount: row.chargingAmountCents === null ? null : centsToValue(row.chargingAmountCents),
    sampleCollectionRequestedTime: iso(row.sampleCollectionRequestedTime),
    sampleCollectionTime: iso(row.sampleCollectionTime),
    sampleCollectionUserName: row.sampleCollectionUserName,
    homeVisitRequestedTime: iso(row.homeVisitRequestedTime),
    addressLineOne: row.addressLineOne,
    addressLineTwo: row.addressLineTwo,
    addressLineThree: row.addressLineThree,
    addressCity: row.addressCity,
    requestedLat: row.requestedLat,
    requestedLng: row.requestedLng,
    additionalNote: row.additionalNote,
    note: row.notes,
    orderDetail: row.orderDetail.map((line) => ({
      code: line.code,
      display: line.display,
      price: line.priceCents === null ? null : amountView(line.priceCents, currency),
    })),
    documentReferenceIds: row.documentReferenceIds,
    feedbackRating: row.feedbackRating,
    feedbackComment: row.feedbackComment,
    heartbeatLinkSeen: row.heartbeatLinkSeen,
    heartbeatLastSeen: iso(row.heartbeatLastSeen),
    updatedTime: row.updatedTime.toISOString(),
  };
}
