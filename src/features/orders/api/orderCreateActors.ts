import type { Client } from '@urql/core';
import { fromPromise } from 'xstate';
import { PDF_CONTENT_TYPE, refusalOf, type DocumentKind } from '../../../../domain/documents';
import { DEFAULT_ERROR_MESSAGE } from '../../../../domain/errors';
import type {
  CreateDocumentInput,
  orderCreateMachine,
  PutFileInput,
  PutFileOutput,
} from '../../../../machines/orderCreate.machine';
import { dataOf, mutate } from '../../../lib/graphql/operations';
import { compressImage, uploadImage } from '../../../lib/imageUpload';
import { readFragment } from '../../../lib/graphql/graphql';
import {
  CreateOrderDocumentMutation,
  CreateServiceRequestMutation,
  DiagnosticReportCodesQuery,
  OrderCodeFields,
  ProcedureCodesQuery,
} from '../graphql/orderCreate';
import type { CreateOrderInput, OrderCatalogueEntry, OrderCreateApi, UploadedOrderDocument } from './orderCreateApi';

const NETWORK_ONLY = { requestPolicy: 'network-only' } as const;

export interface OrderCreateOptions {
  /** The stored login's token, read at each upload (the blob service takes it as a bearer). */
  readonly accessToken: () => string | null;
  /** The hospital the blobs are stored for (the order's organisation). */
  readonly hospitalId: () => string;
}

/** The two steps of an upload, apart, so the create screen can show each (spec 001 §4 image upload steps). */
export interface OrderUploadSteps {
  /** Images compressed to ≤ 1 MB and 1920 px; PDFs as they are (the document input takes PDF only). */
  readonly putFile: (file: Blob, kind: DocumentKind) => Promise<PutFileOutput>;
  /** createDocumentReference without an appointment: createServiceRequest binds it to the order. */
  readonly createDocument: (input: CreateDocumentInput) => Promise<UploadedOrderDocument>;
}

/** A PDF is one when its type says so; anything else is treated as an image (compression refuses a non-image). */
const kindOf = (file: Blob): DocumentKind => (file.type === PDF_CONTENT_TYPE ? 'document' : 'image');

export function orderUploadSteps(client: Client, options: OrderCreateOptions): OrderUploadSteps {
  return {
    putFile: async (file, kind) => {
      const refusal = refusalOf(kind, file);
      if (refusal !== null) throw new Error(refusal);
      const token = options.accessToken();
      if (token === null) throw new Error(DEFAULT_ERROR_MESSAGE);
      const ready = kind === 'image' ? await compressImage(file) : file;
      const { imageUrl } = await uploadImage(ready, token, options.hospitalId());
      return { url: imageUrl, contentType: ready.type };
    },
    createDocument: async ({ id, url, contentType, description }) => {
      const created = (
        await mutate(client, CreateOrderDocumentMutation, { input: { id, url, contentType, description } })
      ).createDocumentReference;
      return { documentReferenceId: created.id, url: created.url, contentType: created.contentType };
    },
  };
}

async function loadOrderCatalogue(
  client: Client,
  organizationId: string,
  category: 'Examination' | 'Procedure',
): Promise<OrderCatalogueEntry[]> {
  const entries =
    category === 'Examination'
      ? dataOf(await client.query(DiagnosticReportCodesQuery, { organizationId }, NETWORK_ONLY).toPromise())
          .queryDiagnosticReportCode
      : dataOf(await client.query(ProcedureCodesQuery, { organizationId }, NETWORK_ONLY).toPromise())
          .queryProcedureCode;
  return entries.map((masked) => {
    const entry = readFragment(OrderCodeFields, masked);
    return { code: entry.code, name: entry.name, priceCents: Math.round(entry.price.value * 100) };
  });
}

/**
 * Every patient of an account is a patient of every hospital of the network here: createPatient's hospitalId
 * only records where the profile was registered, and appointments and orders at any hospital take any of the
 * account's patients. So there is no server profile per hospital to create (spec 001 §4 "if the patient has no
 * server profile for the hospital"): the step stays in the sequence, for a network that keeps them apart.
 */
function ensureHospitalProfile(): Promise<void> {
  return Promise.resolve();
}

async function createOrder(client: Client, input: CreateOrderInput): Promise<{ readonly id: string }> {
  const created = await mutate(client, CreateServiceRequestMutation, {
    input: {
      id: input.id,
      patientId: input.patientId,
      orderCategory: input.category,
      organization: input.organizationId,
      serviceRequestInitiatedFor: input.initiatedFor,
      serviceRequestInitiatedFrom: input.initiatedFrom,
      documentReferenceIds: [...input.documentReferenceIds],
      addressLineOne: input.addressLineOne,
      addressLineTwo: input.addressLineTwo,
      addressLineThree: input.addressLineThree,
      addressCity: input.addressCity,
      diagnosticReport: input.testCodes === undefined ? undefined : [...input.testCodes],
      procedureRequest: input.procedureCodes === undefined ? undefined : [...input.procedureCodes],
      sampleCollectionRequestedTime: input.sampleCollectionRequestedTime,
      homeVisitRequestedTime: input.homeVisitRequestedTime,
      additionalNote: input.additionalNote,
    },
  });
  return { id: created.createServiceRequest.id };
}

/** The OrderCreateApi over urql, for the chat's order conversations and the create screen. */
export function orderCreateApi(client: Client, options: OrderCreateOptions): OrderCreateApi {
  const steps = orderUploadSteps(client, options);
  return {
    uploadOrderDocument: async (file, description) => {
      const put = await steps.putFile(file, kindOf(file));
      return steps.createDocument({ id: crypto.randomUUID(), url: put.url, contentType: put.contentType, description });
    },
    loadOrderCatalogue: (organizationId, category) => loadOrderCatalogue(client, organizationId, category),
    ensureHospitalProfile: () => ensureHospitalProfile(),
    createOrder: (input) => createOrder(client, input),
  };
}

export type OrderCreateActors = Parameters<typeof orderCreateMachine.provide>[0]['actors'];

/** The create machine's actors over the upload steps and the api. */
export function orderCreateActors(steps: OrderUploadSteps, api: OrderCreateApi): OrderCreateActors {
  return {
    putFile: fromPromise<PutFileOutput, PutFileInput>(({ input }) => steps.putFile(input.file, input.kind)),
    createDocument: fromPromise<UploadedOrderDocument, CreateDocumentInput>(({ input }) => steps.createDocument(input)),
    loadCatalogue: fromPromise<
      OrderCatalogueEntry[],
      { organizationId: string; category: 'Examination' | 'Procedure' }
    >(({ input }) => api.loadOrderCatalogue(input.organizationId, input.category)),
    ensureHospitalProfile: fromPromise<unknown, { patientId: string; organizationId: string }>(({ input }) =>
      api.ensureHospitalProfile(input.patientId, input.organizationId),
    ),
    createOrder: fromPromise<{ readonly id: string }, CreateOrderInput>(({ input }) => api.createOrder(input)),
  };
}
