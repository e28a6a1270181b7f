import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { blobIdOf, blobUrl } from '../../../domain/chatPayload';
import { cleanDescription, isDocumentContentType } from '../../../domain/documents';
import type { Db } from '../../db/connect';
import { documentReferences } from './tables';
import { apiError } from '../../graphql/apiError';
import { blobInfo, type BlobInfo } from '../blobs';

type DocumentRow = typeof documentReferences.$inferSelect;

/** server/schema.graphql `DocumentReference`. */
export interface DocumentReferenceView {
  readonly id: string;
  readonly appointmentId: string | null;
  readonly serviceRequestId: string | null;
  readonly patientId: string | null;
  readonly author: string;
  readonly url: string;
  readonly contentType: string;
  readonly description: string;
  readonly createdTime: string;
}

/** server/schema.graphql `CreateDocumentReferenceInput`. */
export interface CreateDocumentReferenceInput {
  readonly id?: string | null;
  /** Absent for an order's document: it waits unattached until createServiceRequest takes it. */
  readonly appointmentId?: string | null;
  readonly description: string;
  readonly contentType: string;
  readonly url: string;
}

export function documentView(row: DocumentRow): DocumentReferenceView {
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    serviceRequestId: row.serviceRequestId,
    patientId: row.patientId,
    author: row.author,
    url: blobUrl(row.blobId),
    contentType: row.contentType,
    description: row.description,
    createdTime: row.createdTime.toISOString(),
  };
}

const DOCUMENT_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The blob an input names, when the uploader owns it and it is what the input says it is. */
export async function uploadedBlob(
  db: Db,
  input: CreateDocumentReferenceInput,
  owns: (blob: BlobInfo) => boolean,
): Promise<BlobInfo> {
  if (!isDocumentContentType(input.contentType))
    throw apiError('ARO-E1046', 'Only images and PDF documents can be attached.');
  const blobId = blobIdOf(input.url);
  const blob = blobId === null ? undefined : await blobInfo(db, blobId);
  if (blob === undefined || !owns(blob)) throw apiError('ARO-E1046', 'Upload the file first.');
  if (blob.contentType !== input.contentType)
    throw apiError('ARO-E1046', `The file is ${blob.contentType}, not ${input.contentType}.`);
  return blob;
}

/**
 * Stores a document, or returns the one stored before under the same id for the same appointment and
 * blob (a retried create). The id and the blob are unique, so a double submit stores one row.
 */
export async function insertDocument(
  db: Db,
  document: {
    readonly id?: string | null;
    readonly appointmentId: string | null;
    /** The uploader's account: set for an unattached document, so only that account can attach it. */
    readonly accountId?: string | null;
    readonly patientId: string | null;
    readonly author: string;
    readonly blob: BlobInfo;
    readonly description: string;
    readonly now: number;
  },
): Promise<DocumentReferenceView> {
  const id = document.id ?? randomUUID();
  if (!DOCUMENT_ID.test(id)) throw apiError('ARO-E1046', 'A document id is 8 to 64 letters, digits, - or _.');
  const [inserted] = await db
    .insert(documentReferences)
    .values({
      id,
      appointmentId: document.appointmentId,
      accountId: document.accountId ?? null,
      patientId: document.patientId,
      author: document.author,
      blobId: document.blob.id,
      contentType: document.blob.contentType,
      description: cleanDescription(document.description, 'Document'),
      createdTime: new Date(document.now),
    })
    .onConflictDoNothing()
    .returning();
  if (inserted !== undefined) return documentView(inserted);
  const [existing] = await db.select().from(documentReferences).where(eq(documentReferences.id, id));
  if (existing?.appointmentId === document.appointmentId && existing.blobId === document.blob.id)
    return documentView(existing);
  throw apiError('ARO-E1046', 'This file or document id is already used.');
}

export async function documentRow(db: Db, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documentReferences).where(eq(documentReferences.id, id));
  return row;
}

/** Binds a created document to its patient (idempotent). */
export async function bindDocument(db: Db, id: string, patientId: string): Promise<DocumentReferenceView> {
  const [row] = await db.update(documentReferences).set({ patientId }).where(eq(documentReferences.id, id)).returning();
  if (row === undefined) throw new Error(`Document ${id} vanished`);
  return documentView(row);
}

/** An appointment's documents bound to its patient, oldest first (created but never patched ones are left out). */
export async function appointmentDocuments(db: Db, appointmentId: string): Promise<DocumentReferenceView[]> {
  const rows = await db
    .select()
    .from(documentReferences)
    .where(and(eq(documentReferences.appointmentId, appointmentId), isNotNull(documentReferences.patientId)))
    .orderBy(asc(documentReferences.createdTime), asc(documentReferences.id));
  return rows.map(documentView);
}
