import type { OrderCategory, OrderInitiatedFor } from '../../../../domain/orderStatus';

/**
 * What creating an order needs from the server, shared by the flat create screen and the chat's order
 * conversations (implemented over urql in orderCreateActors.ts).
 */

/** A prescription image or document uploaded to the blob service and referenced (not yet attached to an order). */
export interface UploadedOrderDocument {
  readonly documentReferenceId: string;
  /** /blob/get/<id>, read with the bearer token. */
  readonly url: string;
  readonly contentType: string;
}

/** A test or procedure of the hospital's catalogue. */
export interface OrderCatalogueEntry {
  readonly code: string;
  readonly name: string;
  readonly priceCents: number;
}

interface OrderAddressInput {
  readonly addressLineOne?: string;
  readonly addressLineTwo?: string;
  readonly addressLineThree?: string;
  readonly addressCity?: string;
}

export interface CreateOrderInput extends OrderAddressInput {
  /** A UUID chosen once per order, so a retry returns the order already made. */
  readonly id: string;
  readonly patientId: string;
  readonly category: OrderCategory;
  readonly organizationId: string;
  readonly initiatedFor: OrderInitiatedFor;
  readonly initiatedFrom: 'chat' | 'flat';
  readonly documentReferenceIds: readonly string[];
  readonly testCodes?: readonly string[];
  readonly procedureCodes?: readonly string[];
  /** ISO */
  readonly sampleCollectionRequestedTime?: string;
  /** ISO */
  readonly homeVisitRequestedTime?: string;
  readonly additionalNote?: string;
}

export interface OrderCreateApi {
  /** Uploads the file (images compressed to ≤ 1 MB and 1920 px) and creates its document reference. */
  uploadOrderDocument(file: Blob, description: string): Promise<UploadedOrderDocument>;
  loadOrderCatalogue(organizationId: string, category: 'Examination' | 'Procedure'): Promise<OrderCatalogueEntry[]>;
  /** Creates the patient's server profile for that hospital if missing (spec 001 §4 order creation sequence). */
  ensureHospitalProfile(patientId: string, organizationId: string): Promise<void>;
  createOrder(input: CreateOrderInput): Promise<{ readonly id: string }>;
}
