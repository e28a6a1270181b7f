import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { EMPTY_ORDER_ADDRESS } from '../../domain/orderCreate';
import type { OrderCategory } from '../../domain/orderStatus';
import {
  orderCreateMachine,
  type CreateDocumentInput,
  type CreateOrderInput,
  type OrderCatalogueEntry,
  type PutFileInput,
  type PutFileOutput,
  type UploadedOrderDocument,
} from '../../machines/orderCreate.machine';

/**
 * The flat create-order machine (spec 001 §2, §4 order creation sequence, §5), driven with actors the test
 * answers by hand: every upload step and its failure, the catalogue and its retry, the address modal, the
 * profile modal, and the request with each of its answers.
 */

interface Pending<I, O> {
  readonly input: I;
  readonly resolve: (output: O) => void;
  readonly reject: (error: Error) => void;
}

function rig(category: OrderCategory, patientId: string | null = 'p1') {
  const puts: Pending<PutFileInput, PutFileOutput>[] = [];
  const documents: Pending<CreateDocumentInput, UploadedOrderDocument>[] = [];
  const catalogues: Pending<
    { organizationId: string; category: 'Examination' | 'Procedure' },
    OrderCatalogueEntry[]
  >[] = [];
  const ensures: Pending<{ patientId: string; organizationId: string }, unknown>[] = [];
  const creates: Pending<CreateOrderInput, { id: string }>[] = [];
  const pending =
    <I, O>(list: Pending<I, O>[]) =>
    ({ input }: { input: I }) =>
      new Promise<O>((resolve, reject) => list.push({ input, resolve, reject }));
  const actor = createActor(
    orderCreateMachine.provide({
      actors: {
        putFile: fromPromise(pending(puts)),
        createDocument: fromPromise(pending(documents)),
        loadCatalogue: fromPromise(pending(catalogues)),
        ensureHospitalProfile: fromPromise(pending(ensures)),
        createOrder: fromPromise(pending(creates)),
      },
    }),
    {
      input: {
        category,
        organizationId: 'org-colombo',
        patientId,
        orderId: 'order-1',
        today: new Date(2026, 10, 26).getTime(),
      },
    },
  ).start();
  const file = (key: string, type = 'image/png') => ({
    key,
    name: `${key}.png`,
    type,
    size: 10,
    file: new Blob(['x'], { type }),
  });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  const steps = () => actor.getSnapshot().context.attachments.map((entry) => entry.step);
  return { actor, puts, documents, catalogues, ensures, creates, file, flush, steps };
}

const CATALOGUE: OrderCatalogueEntry[] = [
  { code: '10000001', name: 'Full Blood Count', priceCents: 150000 },
  { code: '10000002', name: 'Gamma GT', priceCents: 90000 },
];

describe('orderCreate machine', () => {
  it('uploads each image in turn through its steps, then requests and outputs the order id', async () => {
    const t = rig('Medication');
    expect(t.actor.getSnapshot().matches({ filling: { catalogue: 'ready', form: 'editing', uploads: 'idle' } })).toBe(
      true,
    );
    t.actor.send({ type: 'ATTACH', kind: 'image', files: [t.file('a'), t.file('b')] });
    expect(t.steps()).toEqual(['uploading', 'queued']);
    // Request is refused while uploading.
    t.actor.send({ type: 'REQUEST' });
    expect(t.actor.getSnapshot().matches('filling')).toBe(true);
    t.puts[0]?.resolve({ url: '/blob/get/1', contentType: 'image/jpeg' });
    await t.flush();
    expect(t.steps()).toEqual(['documenting', 'queued']);
    expect(t.documents[0]?.input).toEqual({
      id: 'a',
      url: '/blob/get/1',
      contentType: 'image/jpeg',
      description: 'a.png',
    });
    t.documents[0]?.resolve({ documentReferenceId: 'a', url: '/blob/get/1', contentType: 'image/jpeg' });
    await t.flush();
    expect(t.steps()).toEqual(['uploaded', 'uploading']);
    t.puts[1]?.resolve({ url: '/blob/get/2', contentType: 'image/jpeg' });
    await t.flush();
    t.documents[1]?.resolve({ documentReferenceId: 'b', url: '/blob/get/2', contentType: 'image/jpeg' });
    await t.flush();
    expect(t.steps()).toEqual(['uploaded', 'uploaded']);
    t.actor.send({ type: 'REQUEST' });
    expect(t.actor.getSnapshot().matches({ requesting: 'ensuring' })).toBe(true);
    t.ensures[0]?.resolve(undefined);
    await t.flush();
    expect(t.creates[0]?.input).toEqual({
      id: 'order-1',
      patientId: 'p1',
      category: 'Medication',
      organizationId: 'org-colombo',
      initiatedFor: 'appointment',
      initiatedFrom: 'flat',
      documentReferenceIds: ['a', 'b'],
    });
    t.creates[0]?.resolve({ id: 'order-1' });
    await t.flush();
    expect(t.actor.getSnapshot().status).toBe('done');
    expect(t.actor.getSnapshot().output).toEqual({ orderId: 'order-1' });
  });

  it('marks a failed put or document step, retries only what failed (a put blob is not put again), and refuses a file of the wrong input', async () => {
    const t = rig('Medication');
    t.actor.send({ type: 'ATTACH', kind: 'document', files: [t.file('wrong', 'image/png')] });
    expect(t.actor.getSnapshot().context.refusal).toBe('Only PDF documents can be chosen here.');
    t.actor.send({ type: 'ATTACH', kind: 'image', files: [t.file('a'), t.file('b')] });
    expect(t.actor.getSnapshot().context.refusal).toBeNull();
    // The one on its way cannot be removed.
    t.actor.send({ type: 'REMOVE', key: 'a' });
    expect(t.steps()).toEqual(['uploading', 'queued']);
    t.puts[0]?.reject(new Error('network'));
    await t.flush();
    expect(t.steps()).toEqual(['failed', 'uploading']);
    t.puts[1]?.resolve({ url: '/blob/get/2', contentType: 'image/jpeg' });
    await t.flush();
    t.documents[0]?.reject(new Error('network'));
    await t.flush();
    expect(t.steps()).toEqual(['failed', 'failed']);
    t.actor.send({ type: 'RETRY_UPLOADS' });
    expect(t.steps()).toEqual(['uploading', 'queued']);
    t.puts[2]?.resolve({ url: '/blob/get/1', contentType: 'image/jpeg' });
    await t.flush();
    t.documents[1]?.resolve({ documentReferenceId: 'a', url: '/blob/get/1', contentType: 'image/jpeg' });
    await t.flush();
    // b was put before: straight to its document.
    expect(t.steps()).toEqual(['uploaded', 'documenting']);
    expect(t.puts).toHaveLength(3);
    t.documents[2]?.resolve({ documentReferenceId: 'b', url: '/blob/get/2', contentType: 'image/jpeg' });
    await t.flush();
    t.actor.send({ type: 'REMOVE', key: 'b' });
    expect(t.steps()).toEqual(['uploaded']);
  });

  it('loads the tests (retrying a failure), filters and chooses them, collects at home by default and needs an address', async () => {
    const t = rig('Examination');
    expect(t.actor.getSnapshot().matches({ filling: { catalogue: 'loading' } })).toBe(true);
    expect(t.catalogues[0]?.input).toEqual({ organizationId: 'org-colombo', category: 'Examination' });
    t.catalogues[0]?.reject(new Error('down'));
    await t.flush();
    expect(t.actor.getSnapshot().matches({ filling: { catalogue: 'failed' } })).toBe(true);
    t.actor.send({ type: 'RETRY_CATALOGUE' });
    t.catalogues[1]?.resolve(CATALOGUE);
    await t.flush();
    expect(t.actor.getSnapshot().context.catalogue).toEqual(CATALOGUE);
    t.actor.send({ type: 'FILTER', query: 'gam' });
    expect(t.actor.getSnapshot().context.filter).toBe('gam');
    t.actor.send({ type: 'TOGGLE_CODE', code: '10000002' });
    t.actor.send({ type: 'TOGGLE_CODE', code: '10000001' });
    t.actor.send({ type: 'TOGGLE_CODE', code: '10000001' });
    expect(t.actor.getSnapshot().context.chosenCodes).toEqual(['10000002']);
    expect(t.actor.getSnapshot().context.initiatedFor).toBe('homecare');
    // No address yet: Request does nothing.
    t.actor.send({ type: 'REQUEST' });
    expect(t.actor.getSnapshot().matches({ filling: { form: 'editing' } })).toBe(true);

    t.actor.send({ type: 'EDIT_ADDRESS' });
    expect(t.actor.getSnapshot().matches({ filling: { form: 'address' } })).toBe(true);
    t.actor.send({ type: 'SAVE_ADDRESS' });
    expect(t.actor.getSnapshot().matches({ filling: { form: 'address' } })).toBe(true);
    t.actor.send({ type: 'ADDRESS_FIELD', field: 'addressCity', value: 'Kandy' });
    t.actor.send({ type: 'CANCEL' });
    expect(t.actor.getSnapshot().context.address).toEqual(EMPTY_ORDER_ADDRESS);
    t.actor.send({ type: 'EDIT_ADDRESS' });
    expect(t.actor.getSnapshot().context.addressDraft).toEqual(EMPTY_ORDER_ADDRESS);
    t.actor.send({ type: 'ADDRESS_FIELD', field: 'addressCity', value: 'Colombo' });
    t.actor.send({ type: 'SAVE_ADDRESS' });
    expect(t.actor.getSnapshot().context.address.addressCity).toBe('Colombo');

    const tomorrow = new Date(2026, 10, 27).getTime();
    t.actor.send({ type: 'PICK_DAY', dayStart: tomorrow });
    t.actor.send({ type: 'PICK_TIME', time: '10:30' });
    t.actor.send({ type: 'REQUEST' });
    t.ensures[0]?.resolve(undefined);
    await t.flush();
    expect(t.creates[0]?.input).toMatchObject({
      category: 'Examination',
      initiatedFor: 'homecare',
      addressCity: 'Colombo',
      testCodes: ['10000002'],
      documentReferenceIds: [],
      sampleCollectionRequestedTime: new Date(2026, 10, 27, 10, 30).toISOString(),
    });
  });

  it('asks for the profile first when none is chosen; Cancel goes back, a pick requests for that patient', async () => {
    const t = rig('Procedure', null);
    t.catalogues[0]?.resolve(CATALOGUE);
    await t.flush();
    t.actor.send({ type: 'TOGGLE_CODE', code: '10000001' });
    t.actor.send({ type: 'SET_INITIATED_FOR', initiatedFor: 'appointment' });
    t.actor.send({ type: 'REQUEST' });
    expect(t.actor.getSnapshot().matches({ filling: { form: 'choosingPatient' } })).toBe(true);
    t.actor.send({ type: 'CANCEL' });
    expect(t.actor.getSnapshot().matches({ filling: { form: 'editing' } })).toBe(true);
    t.actor.send({ type: 'REQUEST' });
    t.actor.send({ type: 'PICK_PATIENT', patientId: 'p2' });
    expect(t.ensures[0]?.input).toEqual({ patientId: 'p2', organizationId: 'org-colombo' });
    t.ensures[0]?.resolve(undefined);
    await t.flush();
    expect(t.creates[0]?.input).toMatchObject({
      patientId: 'p2',
      procedureCodes: ['10000001'],
      initiatedFor: 'appointment',
    });
    expect(t.creates[0]?.input.addressCity).toBeUndefined();
  });

  it('keeps everything after a failure and shows the message: the server’s, or the category’s failure event', async () => {
    const t = rig('Medication');
    t.actor.send({ type: 'ATTACH', kind: 'image', files: [t.file('a')] });
    t.puts[0]?.resolve({ url: '/blob/get/1', contentType: 'image/jpeg' });
    await t.flush();
    t.documents[0]?.resolve({ documentReferenceId: 'a', url: '/blob/get/1', contentType: 'image/jpeg' });
    await t.flush();
    t.actor.send({ type: 'REQUEST' });
    t.ensures[0]?.reject(new Error('network'));
    await t.flush();
    expect(t.actor.getSnapshot().matches({ filling: { form: 'editing', catalogue: 'ready', uploads: 'idle' } })).toBe(
      true,
    );
    expect(t.actor.getSnapshot().context.error).toBe('Unable to create order');
    expect(t.steps()).toEqual(['uploaded']);
    t.actor.send({ type: 'REQUEST' });
    expect(t.actor.getSnapshot().context.error).toBeNull();
    t.ensures[1]?.resolve(undefined);
    await t.flush();
    t.creates[0]?.reject(new Error('ARO-E1073:Ordering medication is switched off for this hospital.'));
    await t.flush();
    expect(t.actor.getSnapshot().context.error).toBe('Ordering medication is switched off for this hospital.');
    // The same order id again, so a retry after a lost answer finds the order made.
    t.actor.send({ type: 'REQUEST' });
    t.ensures[2]?.resolve(undefined);
    await t.flush();
    expect(t.creates[1]?.input.id).toBe('order-1');
  });
});
