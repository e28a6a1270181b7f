import { blobs, documentReferences, serviceRequests, type OrderDetailLine } from '../db/schema';
import { DEMO_HOLDER_ACCOUNT_ID, DEMO_HOLDER_PATIENT_ID } from './people';

type OrderRow = typeof serviceRequests.$inferInsert;

/** A 1×1 PNG: the demo prescription image (the viewer shows it; its content does not matter). */
const PRESCRIPTION_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface DemoOrders {
  readonly blobs: (typeof blobs.$inferInsert)[];
  readonly documents: (typeof documentReferences.$inferInsert)[];
  readonly orders: OrderRow[];
}

const HOUR = 3_600_000;

/** The examination orders the demo lab reports (demoReports.ts) report on. */
export const DEMO_LAB_ORDERS = { completed: 'sr-demo-lab-completed', processing: 'sr-demo-lab-processing' } as const;

/**
 * The demo holder's orders at the default order hospital, one of each state the order screens show: a new
 * medication order with its prescription image, a priced examination order waiting for payment, a completed
 * procedure, a canceled examination, and two paid examinations with lab reports: one completed (its FBC and ESR
 * reported), one processing (one test verified a moment ago, one entered). Identifiers SR-9xxxx stay clear of the
 * sequence's SR-00001 onwards.
 */
export function planDemoOrders(organizationId: string, now: number): DemoOrders {
  const base = (
    id: string,
    number: number,
    hoursAgo: number,
  ): Pick<
    OrderRow,
    | 'id'
    | 'accountId'
    | 'patientId'
    | 'organizationId'
    | 'identifier'
    | 'intent'
    | 'initiatedFrom'
    | 'notes'
    | 'createdTime'
    | 'updatedTime'
    | 'paymentStatus'
    | 'orderCommunicationStatus'
  > => ({
    id,
    accountId: DEMO_HOLDER_ACCOUNT_ID,
    patientId: DEMO_HOLDER_PATIENT_ID,
    organizationId,
    identifier: `SR-9${String(number).padStart(4, '0')}`,
    intent: 'order',
    initiatedFrom: 'chat',
    notes: [],
    createdTime: new Date(now - hoursAgo * HOUR),
    updatedTime: new Date(now - hoursAgo * HOUR),
    paymentStatus: 'pending',
    orderCommunicationStatus: 'initial',
  });
  const staffNote = (text: string, hoursAgo: number) => ({
    authorReference: 'User/staff-colombo',
    authorDisplay: 'Hospital Staff',
    time: new Date(now - hoursAgo * HOUR).toISOString(),
    text,
  });
  const tests: OrderDetailLine[] = [
    { code: '10000001', display: 'FBC', priceCents: 120000 },
    { code: '10000005', display: 'ESR', priceCents: 45000 },
  ];
  const blobId = 'blob-demo-prescription';
  const orders: OrderRow[] = [
    {
      ...base('sr-demo-medication', 1, 1),
      category: 'Medication',
      codeCode: 'medication',
      status: 'draft',
      orderStatus: 'new',
      initiatedFor: 'homecare',
      addressLineOne: '12 Flower Road',
      addressCity: 'Colombo',
      orderDetail: [],
      documentReferenceIds: ['doc-demo-prescription'],
    },
    {
      ...base('sr-demo-examination', 2, 26),
      category: 'Examination',
      codeCode: 'examination',
      status: 'active',
      orderStatus: 'confirming',
      initiatedFor: 'appointment',
      orderCommunicationStatus: 'performerReplied',
      chargingAmountCents: 165000,
      notes: [staffNote('Your tests come to Rs 1650.00. Please pay to confirm.', 25)],
      orderDetail: tests,
      documentReferenceIds: [],
    },
    {
      ...base('sr-demo-procedure', 3, 24 * 6),
      category: 'Procedure',
      codeCode: 'procedure',
      status: 'completed',
      orderStatus: 'completed',
      initiatedFor: 'appointment',
      paymentStatus: 'paid',
      paymentMethod: 'cash',
      orderCommunicationStatus: 'performerReplied',
      chargingAmountCents: 180000,
      orderDetail: [{ code: 'PR-ECG', display: 'ECG', priceCents: 180000 }],
      documentReferenceIds: [],
      closedTime: new Date(now - 24 * 5 * HOUR),
    },
    {
      ...base('sr-demo-canceled', 4, 24 * 10),
      category: 'Examination',
      codeCode: 'examination',
      status: 'revoked',
      orderStatus: 'canceled',
      orderCanceledReason: 'outOfStock',
      initiatedFor: 'homecare',
      addressCity: 'Colombo',
      orderDetail: tests,
      documentReferenceIds: [],
      closedTime: new Date(now - 24 * 9 * HOUR),
    },
    {
      ...base(DEMO_LAB_ORDERS.completed, 5, 24 * 7),
      category: 'Examination',
      codeCode: 'examination',
      status: 'completed',
      orderStatus: 'completed',
      initiatedFor: 'appointment',
      paymentStatus: 'paid',
      paymentMethod: 'cash',
      orderCommunicationStatus: 'performerReplied',
      chargingAmountCents: 165000,
      orderDetail: tests,
      documentReferenceIds: [],
      closedTime: new Date(now - 24 * 5 * HOUR),
    },
    {
      ...base(DEMO_LAB_ORDERS.processing, 6, 20),
      category: 'Examination',
      codeCode: 'examination',
      status: 'active',
      orderStatus: 'processing',
      initiatedFor: 'appointment',
      paymentStatus: 'paid',
      paymentMethod: 'cash',
      orderCommunicationStatus: 'performerReplied',
      chargingAmountCents: 120000,
      orderDetail: [
        { code: '10000010', display: 'Fasting Blood Sugar', priceCents: 40000 },
        { code: '10000006', display: 'SGPT', priceCents: 80000 },
      ],
      documentReferenceIds: [],
    },
  ];
  return {
    blobs: [
      {
        id: blobId,
        contentType: 'image/png',
        sizeBytes: PRESCRIPTION_PNG.length,
        bytes: PRESCRIPTION_PNG,
        ownerAccountId: DEMO_HOLDER_ACCOUNT_ID,
        organizationId,
        createdAt: new Date(now - HOUR),
      },
    ],
    documents: [
      {
        id: 'doc-demo-prescription',
        appointmentId: null,
        serviceRequestId: 'sr-demo-medication',
        accountId: DEMO_HOLDER_ACCOUNT_ID,
        patientId: DEMO_HOLDER_PATIENT_ID,
        author: 'Patient/pat-demo-holder-me',
        blobId,
        contentType: 'image/png',
        description: 'Prescription',
        createdTime: new Date(now - HOUR),
      },
    ],
    orders,
  };
}
