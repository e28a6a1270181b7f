import { and, assign, setup } from 'xstate';
import { refusalOf, type DocumentKind } from '../domain/documents';
import {
  canUpdateAddress,
  DEFAULT_REQUESTED_TIME,
  defaultInitiatedFor,
  EMPTY_ORDER_ADDRESS,
  needsRequestedTime,
  ORDER_CREATE_FAILED,
  requestBlock,
  type RequestFacts,
  requestedTimeOf,
  usesCatalogue,
  type OrderAddress,
  type OrderAddressField,
  type UploadStep,
} from '../domain/orderCreate';
import type { OrderCategory, OrderInitiatedFor } from '../domain/orderStatus';
import { parseError } from '../domain/errors';
import { notProvided } from './notProvided';

/**
 * Creating an order on the flat screen /order/create/{category} (spec 001 §2, §4 order creation sequence, §5).
 *
 * Input: { category, organizationId, patientId (the profile being viewed, or null), orderId (a UUID made once
 * by the caller, so a retried create returns the order already made), today (local midnight: the first of
 * the 7 collection days) }.
 *
 * While `filling` (parallel):
 * - uploads: each attached file in turn is put to the blob service (putFile: 'Uploading image'), then its
 *   document reference is created (createDocument: 'Creating digital document'); 'Upload success' or
 *   'Upload failed' after. RETRY_UPLOADS queues the failed ones again.
 * - catalogue: lab tests and home visits load the hospital's tests or procedures (RETRY_CATALOGUE on failure).
 * - form: editing (SET_INITIATED_FOR, TOGGLE_CODE, FILTER, PICK_DAY, PICK_TIME, EDIT_ADDRESS opens `address`:
 *   ADDRESS_FIELD edits a draft, SAVE_ADDRESS only once changed and not empty, CANCEL); REQUEST when
 *   requestBlock allows it: without a chosen profile the profile modal (`choosingPatient`: PICK_PATIENT or
 *   CANCEL) comes first.
 * Then `requesting`: ensureHospitalProfile, then createOrder; done (final) outputs { orderId } (the screen goes
 * to /order/view?orderId=). A failure comes back to filling with everything kept and `error` set.
 */

// The shapes of src/features/orders/api/orderCreateApi.ts, repeated here: machines reach the app only through actors.
export interface OrderCatalogueEntry {
  readonly code: string;
  readonly name: string;
  readonly priceCents: number;
}
export interface UploadedOrderDocument {
  readonly documentReferenceId: string;
  readonly url: string;
  readonly contentType: string;
}
export interface CreateOrderInput {
  readonly id: string;
  readonly patientId: string;
  readonly category: OrderCategory;
  readonly organizationId: string;
  readonly initiatedFor: OrderInitiatedFor;
  readonly initiatedFrom: 'chat' | 'flat';
  readonly documentReferenceIds: readonly string[];
  readonly addressLineOne?: string;
  readonly addressLineTwo?: string;
  readonly addressLineThree?: string;
  readonly addressCity?: string;
  readonly testCodes?: readonly string[];
  readonly procedureCodes?: readonly string[];
  readonly sampleCollectionRequestedTime?: string;
  readonly homeVisitRequestedTime?: string;
  readonly additionalNote?: string;
}

export interface OrderAttachment {
  readonly key: string;
  readonly name: string;
  readonly kind: DocumentKind;
  readonly file: Blob;
  readonly step: UploadStep;
  /** The blob url and type once put (a retry after a failed document step does not put again). */
  readonly put: { readonly url: string; readonly contentType: string } | null;
  readonly documentReferenceId: string | null;
}

export interface AttachedFile {
  readonly key: string;
  readonly name: string;
  readonly type: string;
  readonly size: number;
  readonly file: Blob;
}

export interface PutFileInput {
  readonly file: Blob;
  readonly kind: DocumentKind;
}
export interface PutFileOutput {
  readonly url: string;
  readonly contentType: string;
}
export interface CreateDocumentInput {
  readonly id: string;
  readonly url: string;
  readonly contentType: string;
  readonly description: string;
}

export interface OrderCreateInput {
  readonly category: OrderCategory;
  readonly organizationId: string;
  readonly patientId: string | null;
  readonly orderId: string;
  readonly today: number;
  /** The first day and time offered (defaultRequestedSlot); today at 09:00 when not given. */
  readonly firstSlot?: { readonly dayStart: number; readonly time: string };
}

export interface OrderCreateContext {
  readonly category: OrderCategory;
  readonly organizationId: string;
  readonly patientId: string | null;
  readonly orderId: string;
  readonly attachments: readonly OrderAttachment[];
  /** Why the last chosen files (some of them) were refused by their input. */
  readonly refusal: string | null;
  /** The attachment being put or documented. */
  readonly currentKey: string | null;
  readonly initiatedFor: OrderInitiatedFor;
  readonly address: OrderAddress;
  readonly addressDraft: OrderAddress;
  readonly catalogue: readonly OrderCatalogueEntry[] | null;
  readonly chosenCodes: readonly string[];
  readonly filter: string;
  /** Local midnight of the picked collection or visit day. */
  readonly dayStart: number;
  /** 'HH:mm' */
  readonly time: string;
  readonly error: string | null;
}

export type OrderCreateEvent =
  | { readonly type: 'ATTACH'; readonly kind: DocumentKind; readonly files: readonly AttachedFile[] }
  | { readonly type: 'REMOVE'; readonly key: string }
  | { readonly type: 'RETRY_UPLOADS' }
  | { readonly type: 'RETRY_CATALOGUE' }
  | { readonly type: 'SET_INITIATED_FOR'; readonly initiatedFor: OrderInitiatedFor }
  | { readonly type: 'TOGGLE_CODE'; readonly code: string }
  | { readonly type: 'FILTER'; readonly query: string }
  | { readonly type: 'PICK_DAY'; readonly dayStart: number }
  | { readonly type: 'PICK_TIME'; readonly time: string }
  | { readonly type: 'EDIT_ADDRESS' }
  | { readonly type: 'ADDRESS_FIELD'; readonly field: OrderAddressField; readonly value: string }
  | { readonly type: 'SAVE_ADDRESS' }
  | { readonly type: 'CANCEL' }
  | { readonly type: 'REQUEST' }
  | { readonly type: 'PICK_PATIENT'; readonly patientId: string };

const BUSY_STEPS: readonly UploadStep[] = ['queued', 'uploading', 'documenting'];
const isUploading = (context: Pick<OrderCreateContext, 'attachments'>): boolean =>
  context.attachments.some((entry) => BUSY_STEPS.includes(entry.step));
const uploadedDocumentIds = (context: Pick<OrderCreateContext, 'attachments'>): string[] =>
  context.attachments.flatMap((entry) =>
    entry.step === 'uploaded' && entry.documentReferenceId !== null ? [entry.documentReferenceId] : [],
  );

/** The facts requestBlock decides on (the screen shows the same reason). */
export function requestFacts(context: OrderCreateContext): RequestFacts {
  return {
    category: context.category,
    uploading: isUploading(context),
    uploaded: uploadedDocumentIds(context).length,
    chosenCodes: context.chosenCodes.length,
    initiatedFor: context.initiatedFor,
    address: context.address,
  };
}

/** The order as createServiceRequest takes it. */
function orderInputOf(context: OrderCreateContext, patientId: string): CreateOrderInput {
  const at = needsRequestedTime(context.category)
    ? (requestedTimeOf(context.dayStart, context.time) ?? undefined)
    : undefined;
  const homecare = context.initiatedFor === 'homecare';
  return {
    id: context.orderId,
    patientId,
    category: context.category,
    organizationId: context.organizationId,
    initiatedFor: context.initiatedFor,
    initiatedFrom: 'flat',
    documentReferenceIds: uploadedDocumentIds(context),
    // The address only matters at home; an order at the hospital carries none.
    ...(homecare ? context.address : {}),
    ...(context.category === 'Examination'
      ? { testCodes: context.chosenCodes, sampleCollectionRequestedTime: at }
      : {}),
    ...(context.category === 'Procedure' ? { procedureCodes: context.chosenCodes, homeVisitRequestedTime: at } : {}),
  };
}

const withStep = (
  attachments: readonly OrderAttachment[],
  key: string,
  change: Partial<OrderAttachment>,
): OrderAttachment[] => attachments.map((entry) => (entry.key === key ? { ...entry, ...change } : entry));

/** The next attachment to upload: the first queued. */
const nextQueued = (context: Pick<OrderCreateContext, 'attachments'>): OrderAttachment | undefined =>
  context.attachments.find((entry) => entry.step === 'queued');

/** The attachment on its way (by key: a retry may queue an earlier one meanwhile). */
const currentAttachment = (
  context: Pick<OrderCreateContext, 'attachments' | 'currentKey'>,
): OrderAttachment | undefined => context.attachments.find((entry) => entry.key === context.currentKey);

function attached(
  context: OrderCreateContext,
  kind: DocumentKind,
  files: readonly AttachedFile[],
): Partial<OrderCreateContext> {
  const known = new Set(context.attachments.map((entry) => entry.key));
  const refusals = files.map((file) => refusalOf(kind, file));
  const taken = files.filter((file, i) => refusals[i] === null && !known.has(file.key));
  return {
    attachments: [
      ...context.attachments,
      ...taken.map((file): OrderAttachment => ({
        key: file.key,
        name: file.name,
        kind,
        file: file.file,
        step: 'queued',
        put: null,
        documentReferenceId: null,
      })),
    ],
    refusal: refusals.find((refusal) => refusal !== null) ?? null,
    error: null,
  };
}

export const orderCreateMachine = setup({
  types: {
    context: {} as OrderCreateContext,
    events: {} as OrderCreateEvent,
    input: {} as OrderCreateInput,
    output: {} as { readonly orderId: string },
  },
  actors: {
    putFile: notProvided<PutFileOutput, PutFileInput>('putFile'),
    createDocument: notProvided<UploadedOrderDocument, CreateDocumentInput>('createDocument'),
    loadCatalogue: notProvided<
      OrderCatalogueEntry[],
      { organizationId: string; category: 'Examination' | 'Procedure' }
    >('loadCatalogue'),
    ensureHospitalProfile: notProvided<unknown, { patientId: string; organizationId: string }>('ensureHospitalProfile'),
    createOrder: notProvided<{ readonly id: string }, CreateOrderInput>('createOrder'),
  },
  actions: {
    attach: assign(({ context }, params: { kind: DocumentKind; files: readonly AttachedFile[] }) =>
      attached(context, params.kind, params.files),
    ),
    remove: assign(({ context }, params: { key: string }) => ({
      attachments: context.attachments.filter((entry) => entry.key !== params.key),
      refusal: null,
    })),
    retryUploads: assign(({ context }) => ({
      attachments: context.attachments.map((entry): OrderAttachment =>
        entry.step === 'failed' ? { ...entry, step: 'queued' } : entry,
      ),
    })),
    markCurrent: assign(({ context }, params: { step: UploadStep }) => {
      const next = nextQueued(context);
      return next === undefined
        ? {}
        : { currentKey: next.key, attachments: withStep(context.attachments, next.key, { step: params.step }) };
    }),
    storePut: assign(({ context }, params: { output: PutFileOutput }) => {
      const current = currentAttachment(context);
      return current === undefined
        ? {}
        : { attachments: withStep(context.attachments, current.key, { step: 'documenting', put: params.output }) };
    }),
    storeDocument: assign(({ context }, params: { output: UploadedOrderDocument }) => {
      const current = currentAttachment(context);
      return current === undefined
        ? {}
        : {
            attachments: withStep(context.attachments, current.key, {
              step: 'uploaded',
              documentReferenceId: params.output.documentReferenceId,
            }),
          };
    }),
    failCurrent: assign(({ context }) => {
      const current = currentAttachment(context);
      return current === undefined
        ? {}
        : { attachments: withStep(context.attachments, current.key, { step: 'failed' }) };
    }),
    storeCatalogue: assign((_, params: { catalogue: readonly OrderCatalogueEntry[] }) => ({
      catalogue: params.catalogue,
    })),
    setInitiatedFor: assign((_, params: { initiatedFor: OrderInitiatedFor }) => ({
      initiatedFor: params.initiatedFor,
      error: null,
    })),
    toggleCode: assign(({ context }, params: { code: string }) => ({
      chosenCodes: context.chosenCodes.includes(params.code)
        ? context.chosenCodes.filter((code) => code !== params.code)
        : [...context.chosenCodes, params.code],
      error: null,
    })),
    setFilter: assign((_, params: { query: string }) => ({ filter: params.query })),
    pickDay: assign((_, params: { dayStart: number }) => ({ dayStart: params.dayStart, error: null })),
    pickTime: assign((_, params: { time: string }) => ({ time: params.time, error: null })),
    openDraft: assign(({ context }) => ({ addressDraft: context.address })),
    editDraft: assign(({ context }, params: { field: OrderAddressField; value: string }) => ({
      addressDraft: { ...context.addressDraft, [params.field]: params.value },
    })),
    saveDraft: assign(({ context }) => ({ address: context.addressDraft, error: null })),
    pickPatient: assign((_, params: { patientId: string }) => ({ patientId: params.patientId })),
    clearError: assign({ error: null }),
    /** The server's message when it gave one, else the category's failure event (spec 001 §8). */
    storeFailure: assign(({ context }, params: { error: unknown }) => {
      const parsed = parseError(params.error instanceof Error ? params.error.message : null);
      return { error: parsed.code === null ? ORDER_CREATE_FAILED[context.category] : parsed.message };
    }),
  },
  guards: {
    somethingQueued: ({ context }) => nextQueued(context) !== undefined,
    /** The file on its way cannot be taken off (its answer would land on nothing); queued and finished ones can. */
    notCurrent: ({ context }, params: { key: string }) => {
      const step = context.attachments.find((entry) => entry.key === params.key)?.step;
      return step !== 'uploading' && step !== 'documenting';
    },
    /** A retry of a file whose blob was put before: only its document reference is created again. */
    queuedAndPut: ({ context }) => (nextQueued(context)?.put ?? null) !== null,
    catalogueNeeded: ({ context }) => usesCatalogue(context.category) && context.catalogue === null,
    canRequest: ({ context }) => requestBlock(requestFacts(context)) === null,
    hasPatient: ({ context }) => context.patientId !== null,
    draftSavable: ({ context }) => canUpdateAddress(context.address, context.addressDraft),
  },
}).createMachine({
  id: 'orderCreate',
  context: ({ input }) => ({
    category: input.category,
    organizationId: input.organizationId,
    patientId: input.patientId,
    orderId: input.orderId,
    attachments: [],
    refusal: null,
    currentKey: null,
    initiatedFor: defaultInitiatedFor(input.category),
    address: EMPTY_ORDER_ADDRESS,
    addressDraft: EMPTY_ORDER_ADDRESS,
    catalogue: null,
    chosenCodes: [],
    filter: '',
    dayStart: input.firstSlot?.dayStart ?? input.today,
    time: input.firstSlot?.time ?? DEFAULT_REQUESTED_TIME,
    error: null,
  }),
  initial: 'filling',
  states: {
    filling: {
      type: 'parallel',
      on: {
        ATTACH: { actions: { type: 'attach', params: ({ event }) => ({ kind: event.kind, files: event.files }) } },
        REMOVE: {
          guard: { type: 'notCurrent', params: ({ event }) => ({ key: event.key }) },
          actions: { type: 'remove', params: ({ event }) => ({ key: event.key }) },
        },
        RETRY_UPLOADS: { actions: 'retryUploads' },
      },
      states: {
        uploads: {
          initial: 'idle',
          states: {
            idle: {
              always: [
                {
                  guard: 'queuedAndPut',
                  target: 'documenting',
                  actions: { type: 'markCurrent', params: { step: 'documenting' } },
                },
                {
                  guard: 'somethingQueued',
                  target: 'putting',
                  actions: { type: 'markCurrent', params: { step: 'uploading' } },
                },
              ],
            },
            putting: {
              invoke: {
                src: 'putFile',
                input: ({ context }) => {
                  const current = currentAttachment(context);
                  // somethingQueued let us in, so there is one; the fallback only satisfies the types.
                  return { file: current?.file ?? new Blob(), kind: current?.kind ?? 'image' };
                },
                onDone: {
                  target: 'documenting',
                  actions: { type: 'storePut', params: ({ event }) => ({ output: event.output }) },
                },
                onError: { target: 'idle', actions: 'failCurrent' },
              },
            },
            documenting: {
              invoke: {
                src: 'createDocument',
                input: ({ context }) => {
                  const current = currentAttachment(context);
                  return {
                    id: current?.key ?? '',
                    url: current?.put?.url ?? '',
                    contentType: current?.put?.contentType ?? '',
                    description: current?.name ?? '',
                  };
                },
                onDone: {
                  target: 'idle',
                  actions: { type: 'storeDocument', params: ({ event }) => ({ output: event.output }) },
                },
                onError: { target: 'idle', actions: 'failCurrent' },
              },
            },
          },
        },
        catalogue: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'catalogueNeeded', target: 'loading' }, { target: 'ready' }] },
            loading: {
              invoke: {
                src: 'loadCatalogue',
                input: ({ context }) => ({
                  organizationId: context.organizationId,
                  category: context.category === 'Procedure' ? 'Procedure' : 'Examination',
                }),
                onDone: {
                  target: 'ready',
                  actions: { type: 'storeCatalogue', params: ({ event }) => ({ catalogue: event.output }) },
                },
                onError: 'failed',
              },
            },
            failed: { on: { RETRY_CATALOGUE: 'loading' } },
            ready: {},
          },
        },
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                SET_INITIATED_FOR: {
                  actions: { type: 'setInitiatedFor', params: ({ event }) => ({ initiatedFor: event.initiatedFor }) },
                },
                TOGGLE_CODE: { actions: { type: 'toggleCode', params: ({ event }) => ({ code: event.code }) } },
                FILTER: { actions: { type: 'setFilter', params: ({ event }) => ({ query: event.query }) } },
                PICK_DAY: { actions: { type: 'pickDay', params: ({ event }) => ({ dayStart: event.dayStart }) } },
                PICK_TIME: { actions: { type: 'pickTime', params: ({ event }) => ({ time: event.time }) } },
                EDIT_ADDRESS: { target: 'address', actions: 'openDraft' },
                // Order creation needs a chosen profile (spec 001 §5): the profile modal first when none is.
                REQUEST: [
                  {
                    guard: and(['canRequest', 'hasPatient']),
                    target: '#orderCreate.requesting',
                    actions: 'clearError',
                  },
                  { guard: 'canRequest', target: 'choosingPatient', actions: 'clearError' },
                ],
              },
            },
            address: {
              on: {
                ADDRESS_FIELD: {
                  actions: { type: 'editDraft', params: ({ event }) => ({ field: event.field, value: event.value }) },
                },
                SAVE_ADDRESS: { guard: 'draftSavable', target: 'editing', actions: 'saveDraft' },
                CANCEL: 'editing',
              },
            },
            choosingPatient: {
              on: {
                PICK_PATIENT: {
                  target: '#orderCreate.requesting',
                  actions: { type: 'pickPatient', params: ({ event }) => ({ patientId: event.patientId }) },
                },
                CANCEL: 'editing',
              },
            },
          },
        },
      },
    },
    requesting: {
      initial: 'ensuring',
      states: {
        ensuring: {
          invoke: {
            src: 'ensureHospitalProfile',
            input: ({ context }) => ({ patientId: context.patientId ?? '', organizationId: context.organizationId }),
            onDone: 'creating',
            onError: {
              target: '#orderCreate.filling',
              actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        creating: {
          invoke: {
            src: 'createOrder',
            input: ({ context }) => orderInputOf(context, context.patientId ?? ''),
            onDone: '#orderCreate.done',
            onError: {
              target: '#orderCreate.filling',
              actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ orderId: context.orderId }),
});
