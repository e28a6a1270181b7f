import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, type Actor } from 'xstate';
import {
  orderCreateMachine,
  type CreateDocumentInput,
  type CreateOrderInput,
  type OrderCatalogueEntry,
  type PutFileInput,
  type PutFileOutput,
  type UploadedOrderDocument,
} from '../../machines/orderCreate.machine';
import { modelPaths } from './modelPaths';
import { deferredApi } from './paymentHarness';

/**
 * Model-based test of machines/orderCreate.machine.ts for an Online Pharmacy order (spec 001 §4, §5): a
 * prescription photo put and documented (each step may fail and be retried, a finished one removed), the
 * request with or without a chosen profile, and the server's answers to it. Paths from xstate/graph
 * replayed against the real machine with deferred actors; the catalogue, address and times are in
 * orderCreate.machine.test.ts.
 */

const SWITCHED_OFF = 'Ordering medication is switched off for this hospital.';
const FAILED = 'Unable to create order';

const EVENT_TYPES = [
  'START',
  'START_NO_PATIENT',
  'ATTACH',
  'PUT_OK',
  'PUT_FAILS',
  'DOC_OK',
  'DOC_FAILS',
  'RETRY',
  'REMOVE',
  'REQUEST',
  'CANCEL',
  'PICK_PATIENT',
  'ENSURE_OK',
  'ENSURE_FAILS',
  'CREATE_OK',
  'CREATE_FAILS',
] as const;
type ModelEvent = { type: (typeof EVENT_TYPES)[number] };

type FileStep = 'none' | 'uploading' | 'documenting' | 'uploaded' | 'failedPut' | 'failedDoc';

interface Expected {
  file: FileStep;
  patient: string | null;
  error: string | null;
  puts: number;
  documents: number;
  ensures: number;
  creates: number;
}

const model = setup({
  types: { context: {} as Expected, events: {} as ModelEvent },
  guards: {
    fileIs: ({ context }, step: FileStep) => context.file === step,
    uploaded: ({ context }) => context.file === 'uploaded',
    hasPatient: ({ context }) => context.patient !== null,
    removable: ({ context }) =>
      context.file === 'uploaded' || context.file === 'failedPut' || context.file === 'failedDoc',
  },
  actions: {
    put: assign({ file: 'uploading', puts: ({ context }) => context.puts + 1 }),
    document: assign({ file: 'documenting', documents: ({ context }) => context.documents + 1 }),
    ensure: assign({ ensures: ({ context }) => context.ensures + 1, error: null }),
  },
}).createMachine({
  id: 'orderCreateModel',
  context: { file: 'none', patient: null, error: null, puts: 0, documents: 0, ensures: 0, creates: 0 },
  initial: 'unstarted',
  states: {
    unstarted: {
      on: { START: { target: 'editing', actions: assign({ patient: 'p1' }) }, START_NO_PATIENT: 'editing' },
    },
    editing: {
      on: {
        ATTACH: { guard: { type: 'fileIs', params: 'none' }, actions: ['put', assign({ error: null })] },
        PUT_OK: { guard: { type: 'fileIs', params: 'uploading' }, actions: 'document' },
        PUT_FAILS: { guard: { type: 'fileIs', params: 'uploading' }, actions: assign({ file: 'failedPut' }) },
        DOC_OK: { guard: { type: 'fileIs', params: 'documenting' }, actions: assign({ file: 'uploaded' }) },
        DOC_FAILS: { guard: { type: 'fileIs', params: 'documenting' }, actions: assign({ file: 'failedDoc' }) },
        // A put blob is not put again: only its document reference is created again.
        RETRY: [
          { guard: { type: 'fileIs', params: 'failedPut' }, actions: 'put' },
          { guard: { type: 'fileIs', params: 'failedDoc' }, actions: 'document' },
        ],
        // The file on its way cannot be taken off.
        REMOVE: [{ guard: 'removable', actions: assign({ file: 'none' }) }, { actions: [] }],
        // Nothing uploaded (or still uploading): Request does nothing.
        REQUEST: [{ guard: 'uploaded', target: 'choosing', actions: assign({ error: null }) }, { actions: [] }],
      },
    },
    /** Transient: the profile modal only when none is chosen. */
    choosing: {
      always: [{ guard: 'hasPatient', target: 'ensuring', actions: 'ensure' }, { target: 'choosingPatient' }],
    },
    choosingPatient: {
      on: {
        CANCEL: 'editing',
        PICK_PATIENT: { target: 'ensuring', actions: [assign({ patient: 'p2' }), 'ensure'] },
      },
    },
    ensuring: {
      on: {
        ENSURE_OK: { target: 'creating', actions: assign({ creates: ({ context }) => context.creates + 1 }) },
        ENSURE_FAILS: { target: 'editing', actions: assign({ error: FAILED }) },
      },
    },
    creating: {
      on: {
        CREATE_OK: 'done',
        CREATE_FAILS: { target: 'editing', actions: assign({ error: SWITCHED_OFF }) },
      },
    },
    done: { type: 'final' },
  },
});

const {
  paths,
  stepsOf,
  describe: describePath,
} = modelPaths<ModelEvent>(model, EVENT_TYPES, ['puts', 'documents', 'ensures', 'creates']);

const NAMES = ['putFile', 'createDocument', 'loadCatalogue', 'ensureHospitalProfile', 'createOrder'] as const;
type Api = ReturnType<typeof deferredApi<(typeof NAMES)[number]>>;
type Rig = { actor: Actor<typeof orderCreateMachine>; api: Api };

const PHOTO = {
  key: 'photo-1',
  name: 'prescription.png',
  type: 'image/png',
  size: 10,
  file: new Blob(['x'], { type: 'image/png' }),
};
const PUT: PutFileOutput = { url: '/blob/get/photo-blob-1', contentType: 'image/jpeg' };

function start(patientId: string | null): Rig {
  const api = deferredApi(NAMES);
  const machine = orderCreateMachine.provide({
    actors: {
      putFile: api.actor<PutFileOutput, PutFileInput>('putFile'),
      createDocument: api.actor<UploadedOrderDocument, CreateDocumentInput>('createDocument'),
      loadCatalogue: api.actor<
        OrderCatalogueEntry[],
        { organizationId: string; category: 'Examination' | 'Procedure' }
      >('loadCatalogue'),
      ensureHospitalProfile: api.actor<unknown, { patientId: string; organizationId: string }>('ensureHospitalProfile'),
      createOrder: api.actor<{ readonly id: string }, CreateOrderInput>('createOrder'),
    },
  });
  const input = {
    category: 'Medication' as const,
    organizationId: 'org-colombo',
    patientId,
    orderId: 'order-1',
    today: new Date(2026, 10, 26).getTime(),
  };
  return { actor: createActor(machine, { input }).start(), api };
}

async function perform(rig: Rig | null, event: ModelEvent): Promise<Rig | null> {
  switch (event.type) {
    case 'START':
      return start('p1');
    case 'START_NO_PATIENT':
      return start(null);
    case 'ATTACH':
      rig?.actor.send({ type: 'ATTACH', kind: 'image', files: [PHOTO] });
      break;
    case 'PUT_OK':
      await rig?.api.answer('putFile', PUT);
      break;
    case 'PUT_FAILS':
      await rig?.api.fail('putFile', 'network down');
      break;
    case 'DOC_OK':
      await rig?.api.answer('createDocument', { documentReferenceId: PHOTO.key, ...PUT });
      break;
    case 'DOC_FAILS':
      await rig?.api.fail('createDocument', 'network down');
      break;
    case 'RETRY':
      rig?.actor.send({ type: 'RETRY_UPLOADS' });
      break;
    case 'REMOVE':
      rig?.actor.send({ type: 'REMOVE', key: PHOTO.key });
      break;
    case 'PICK_PATIENT':
      rig?.actor.send({ type: 'PICK_PATIENT', patientId: 'p2' });
      break;
    case 'ENSURE_OK':
      await rig?.api.answer('ensureHospitalProfile', undefined);
      break;
    case 'ENSURE_FAILS':
      await rig?.api.fail('ensureHospitalProfile', 'network down');
      break;
    case 'CREATE_OK':
      await rig?.api.answer('createOrder', { id: 'order-1' });
      break;
    case 'CREATE_FAILS':
      await rig?.api.fail('createOrder', `[GraphQL] ARO-E1073:${SWITCHED_OFF}`);
      break;
    case 'REQUEST':
    case 'CANCEL':
      rig?.actor.send({ type: event.type });
      break;
  }
  await vi.advanceTimersByTimeAsync(0);
  return rig;
}

const STEPS: Record<FileStep, string[]> = {
  none: [],
  uploading: ['uploading'],
  documenting: ['documenting'],
  uploaded: ['uploaded'],
  failedPut: ['failed'],
  failedDoc: ['failed'],
};

function assertSame(rig: Rig | null, expected: { value: unknown; context: Expected }): void {
  if (expected.value === 'unstarted') {
    expect(rig).toBeNull();
    return;
  }
  if (rig === null) throw new Error('the machine did not start');
  const actual = rig.actor.getSnapshot();
  const context = expected.context;
  switch (expected.value) {
    case 'editing':
      expect(actual.matches({ filling: { form: 'editing', catalogue: 'ready' } })).toBe(true);
      break;
    case 'choosingPatient':
      expect(actual.matches({ filling: { form: 'choosingPatient' } })).toBe(true);
      break;
    case 'ensuring':
      expect(actual.matches({ requesting: 'ensuring' })).toBe(true);
      break;
    case 'creating':
      expect(actual.matches({ requesting: 'creating' })).toBe(true);
      break;
    case 'done':
      expect(actual.status).toBe('done');
      expect(actual.output).toEqual({ orderId: 'order-1' });
      break;
    default:
      throw new Error(`unexpected model state ${String(expected.value)}`);
  }
  expect(actual.context.attachments.map((entry) => entry.step)).toEqual(STEPS[context.file]);
  expect(actual.context.patientId).toBe(context.patient);
  expect(actual.context.error).toBe(context.error);
  expect(rig.api.inputs('putFile')).toHaveLength(context.puts);
  expect(rig.api.inputs('createDocument')).toEqual(
    Array.from({ length: context.documents }, () => ({
      id: PHOTO.key,
      url: PUT.url,
      contentType: PUT.contentType,
      description: PHOTO.name,
    })),
  );
  expect(rig.api.inputs('ensureHospitalProfile')).toHaveLength(context.ensures);
  // Every create carries the same order id (a retry finds the order made) and the patient chosen.
  expect(rig.api.inputs('createOrder')).toEqual(
    Array.from(
      { length: context.creates },
      () =>
        expect.objectContaining({
          id: 'order-1',
          patientId: context.patient,
          category: 'Medication',
          documentReferenceIds: [PHOTO.key],
        }) as unknown,
    ),
  );
  expect(rig.api.inputs('loadCatalogue')).toHaveLength(0);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('order create machine, model-based', () => {
  it('the generated paths reach every state of the model', () => {
    const states = new Set(paths.map((path): unknown => path.state.value));
    for (const state of ['editing', 'choosingPatient', 'ensuring', 'creating', 'done']) expect(states).toContain(state);
  });

  describe.each(paths.map((path) => [describePath(path), path] as const))('shortest path %s', (_, path) => {
    it('does what the model says at every step', async () => {
      const modelActor = createActor(model).start();
      let rig: Rig | null = null;
      for (const event of stepsOf(path)) {
        modelActor.send(event);
        rig = await perform(rig, event);
        assertSame(rig, modelActor.getSnapshot());
      }
    });
  });
});
