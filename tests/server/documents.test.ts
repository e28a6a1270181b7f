import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobIdOf, blobUrl } from '../../domain/chatPayload';
import { PDF_MAX_BYTES } from '../../domain/documents';
import { IMAGE_MAX_BYTES } from '../../domain/imageUpload';
import { blobInfo } from '../../server/modules/blobs/blobStore';
import { deleteOrphanBlobs, ORPHAN_BLOB_TTL_MS } from '../../server/modules/blobs/orphanSweeper';
import {
  bookSession,
  errorOf,
  listenTo,
  newPatient,
  sessionById,
  signInStaff,
  startTestServer,
  type TestServer,
} from './harness';
import { PNG } from './images';

/** A small real-looking PDF: the blob service only looks at its '%PDF-' start. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

const FIELDS = 'id appointmentId patientId author url contentType description createdTime';
const CREATE = `mutation ($input: CreateDocumentReferenceInput!) { createDocumentReference(input: $input) { ${FIELDS} } }`;
const PATCH = `mutation ($id: ID!, $patientId: ID!) { patchDocumentReference(id: $id, patientId: $patientId) { ${FIELDS} } }`;
const LIST = `query ($appointmentId: ID!) { queryDocumentReference(appointmentId: $appointmentId) { ${FIELDS} } }`;
const STAFF_LIST = `query ($appointmentId: ID!) { staffDocuments(appointmentId: $appointmentId) { ${FIELDS} } }`;
const STAFF_UPLOAD = `mutation ($input: CreateDocumentReferenceInput!) { staffUploadDocument(input: $input) { ${FIELDS} } }`;

interface DocumentData {
  id: string;
  appointmentId: string;
  patientId: string | null;
  author: string;
  url: string;
  contentType: string;
  description: string;
}

let t: TestServer;
let owner: { token: string; patientId: string };
let other: { token: string; patientId: string };
let appointmentId: string;
let hospitalStaff: string;
let otherStaff: string;

beforeAll(async () => {
  t = await startTestServer();
  [owner, other] = await Promise.all([newPatient(t, '0778900001'), newPatient(t, '0778900002')]);
  const booked = await bookSession(t, owner.token, 'sess-0006', owner.patientId);
  appointmentId = booked.data?.createAppointment.id ?? '';
  expect(errorOf(booked)).toBe('');
  const organization = (await sessionById(t, 'sess-0006'))?.organization.id ?? '';
  const city = organization.replace(/^org-/, '');
  [hospitalStaff, otherStaff] = await Promise.all([
    signInStaff(t, `staff.${city}`),
    signInStaff(t, city === 'colombo' ? 'staff.kandy' : 'staff.colombo'),
  ]);
});
afterAll(async () => {
  await t.close();
});

async function put(body: Uint8Array, type: string, token: string): Promise<Response> {
  return fetch(`${t.url}/blob/put`, {
    method: 'POST',
    headers: { 'content-type': type, authorization: `Bearer ${token}` },
    body: new Uint8Array(body),
  });
}

async function uploadedUrl(body: Uint8Array, type: string, token = owner.token): Promise<string> {
  const response = await put(body, type, token);
  expect(response.status).toBe(201);
  return blobUrl(response.headers.get('x-blobdata-id') ?? '');
}

const read = (url: string, token: string): Promise<Response> =>
  fetch(`${t.url}${url}`, { headers: { authorization: `Bearer ${token}` } });

async function create(input: Record<string, unknown>, token = owner.token) {
  return t.gql<{ createDocumentReference: DocumentData }>(
    CREATE,
    { input: { appointmentId, description: 'X-ray', ...input } },
    token,
  );
}

async function attached(body: Uint8Array, type: string, description: string): Promise<DocumentData> {
  const url = await uploadedUrl(body, type);
  const created = (await create({ url, contentType: type, description })).data?.createDocumentReference;
  if (created === undefined) throw new Error('create failed');
  const patched = await t.gql<{ patchDocumentReference: DocumentData }>(
    PATCH,
    { id: created.id, patientId: owner.patientId },
    owner.token,
  );
  expect(errorOf(patched)).toBe('');
  return patched.data?.patchDocumentReference ?? created;
}

describe('documents for the doctor', () => {
  it('creates then patches: listed only once bound, authored by the patient', async () => {
    const url = await uploadedUrl(PNG, 'image/png');
    const created = await create({ id: 'doc-first-001', url, contentType: 'image/png' });
    expect(created.data?.createDocumentReference).toMatchObject({
      id: 'doc-first-001',
      patientId: null,
      author: `Patient/${owner.patientId}`,
      url,
      contentType: 'image/png',
    });
    expect(
      (await t.gql<{ queryDocumentReference: DocumentData[] }>(LIST, { appointmentId }, owner.token)).data
        ?.queryDocumentReference,
    ).toEqual([]);
    // A double submit of the create answers the stored one.
    expect(
      (await create({ id: 'doc-first-001', url, contentType: 'image/png' })).data?.createDocumentReference.id,
    ).toBe('doc-first-001');
    const patched = await t.gql<{ patchDocumentReference: DocumentData }>(
      PATCH,
      { id: 'doc-first-001', patientId: owner.patientId },
      owner.token,
    );
    expect(patched.data?.patchDocumentReference.patientId).toBe(owner.patientId);
    const listed = await t.gql<{ queryDocumentReference: DocumentData[] }>(LIST, { appointmentId }, owner.token);
    expect(listed.data?.queryDocumentReference.map((document) => document.id)).toEqual(['doc-first-001']);
  });

  it('takes a PDF up to 5 MB; refuses a bigger one, a PDF disguised as an image and an image over 1 MB', async () => {
    const pdf = await attached(PDF, 'application/pdf', 'Report');
    expect(pdf).toMatchObject({ contentType: 'application/pdf', description: 'Report' });
    const read1 = await read(pdf.url, owner.token);
    expect(read1.status).toBe(200);
    expect(read1.headers.get('content-type')).toBe('application/pdf');
    expect((await put(PDF, 'image/png', owner.token)).status).toBe(415);
    expect((await put(PNG, 'application/pdf', owner.token)).status).toBe(415);
    expect((await put(Buffer.concat([PDF, Buffer.alloc(PDF_MAX_BYTES)]), 'application/pdf', owner.token)).status).toBe(
      413,
    );
    expect((await put(Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES)]), 'image/png', owner.token)).status).toBe(413);
    // A declared type that is not the blob's own is refused at create.
    const url = await uploadedUrl(PDF, 'application/pdf');
    expect(errorOf(await create({ url, contentType: 'image/png' }))).toBe(
      'ARO-E1046:That cannot be done in this state. The file is application/pdf, not image/png.',
    );
    expect(errorOf(await create({ url, contentType: 'text/html' }))).toBe(
      'ARO-E1046:That cannot be done in this state. Only images and PDF documents can be attached.',
    );
  });

  it('another account cannot attach to, patch, list or read the documents', async () => {
    const document = await attached(PNG, 'image/png', 'Scan');
    const theirs = await uploadedUrl(PNG, 'image/png', other.token);
    expect(errorOf(await create({ url: theirs, contentType: 'image/png' }, other.token))).toBe(
      'ARO-E1040:We need a valid patient profile. That appointment is not one of yours.',
    );
    // Nor attach someone else's upload to one's own appointment.
    expect(errorOf(await create({ url: theirs, contentType: 'image/png' }))).toBe(
      'ARO-E1046:That cannot be done in this state. Upload the file first.',
    );
    expect(errorOf(await t.gql(PATCH, { id: document.id, patientId: other.patientId }, other.token))).toMatch(
      /^ARO-E1040:/,
    );
    expect(errorOf(await t.gql(PATCH, { id: document.id, patientId: other.patientId }, owner.token))).toBe(
      'ARO-E1040:We need a valid patient profile. That patient is not on this appointment.',
    );
    expect(errorOf(await t.gql(LIST, { appointmentId }, other.token))).toMatch(/^ARO-E1040:/);
    expect((await read(document.url, other.token)).status).toBe(404);
    expect((await read(document.url, owner.token)).status).toBe(200);
  });

  it('staff of the hospital list and read them and upload a prescription back; staff elsewhere cannot', async () => {
    const document = await attached(PNG, 'image/png', 'Photo');
    const listed = await t.gql<{ staffDocuments: DocumentData[] }>(STAFF_LIST, { appointmentId }, hospitalStaff);
    expect(listed.data?.staffDocuments.map((row) => row.id)).toContain(document.id);
    expect((await read(document.url, hospitalStaff)).status).toBe(200);
    expect(errorOf(await t.gql(STAFF_LIST, { appointmentId }, otherStaff))).toMatch(/^ARO-E1014:/);
    expect((await read(document.url, otherStaff)).status).toBe(404);
    expect(errorOf(await t.gql(STAFF_LIST, { appointmentId }, owner.token))).toBe('ARO-E1022:Authentication failed');

    const socket = t.socket(owner.token);
    const changes = listenTo(
      socket,
      'subscription ($filter: AppointmentFilter!) { appointmentsChanged(filter: $filter) { id } }',
      { filter: { id: appointmentId } },
    );
    await changes.next(1);
    const url = await uploadedUrl(PDF, 'application/pdf', hospitalStaff);
    expect(
      errorOf(
        await t.gql(
          STAFF_UPLOAD,
          { input: { appointmentId, description: 'Prescription', contentType: 'application/pdf', url } },
          otherStaff,
        ),
      ),
    ).toMatch(/^ARO-E1014:/);
    const sent = await t.gql<{ staffUploadDocument: DocumentData }>(
      STAFF_UPLOAD,
      { input: { appointmentId, description: 'Prescription', contentType: 'application/pdf', url } },
      hospitalStaff,
    );
    expect(sent.data?.staffUploadDocument).toMatchObject({ patientId: owner.patientId, description: 'Prescription' });
    expect(sent.data?.staffUploadDocument.author).toMatch(/^User\//);
    // The patient hears of it live and may read it; the other account may not.
    expect((await changes.next(2)).length).toBe(2);
    changes.stop();
    await socket.dispose();
    const mine = await t.gql<{ queryDocumentReference: DocumentData[] }>(LIST, { appointmentId }, owner.token);
    expect(
      mine.data?.queryDocumentReference.find((row) => row.id === sent.data?.staffUploadDocument.id)?.author,
    ).toMatch(/^User\//);
    expect((await read(url, owner.token)).status).toBe(200);
    expect((await read(url, other.token)).status).toBe(404);
    // A staff upload is not something a patient may attach as theirs.
    expect(errorOf(await create({ url, contentType: 'application/pdf' }))).toMatch(/^ARO-E1046:/);
  });

  it('the orphan sweeper keeps document blobs and drops unattached ones', async () => {
    const document = await attached(PNG, 'image/png', 'Kept');
    const loose = await uploadedUrl(PNG, 'image/png');
    t.advance(ORPHAN_BLOB_TTL_MS + 60_000);
    await deleteOrphanBlobs(t.server.services);
    const { db } = t.server.services;
    expect(await blobInfo(db, blobIdOf(document.url) ?? '')).toBeDefined();
    expect(await blobInfo(db, blobIdOf(loose) ?? '')).toBeUndefined();
  });
});
