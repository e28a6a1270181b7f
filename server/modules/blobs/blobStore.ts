import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DocumentContentType } from '../../../domain/documents';
import type { Db } from '../../db/connect';
import { blobs } from './tables';
import type { BlobCaller } from './caller';

/** What access rules need of a blob (the bytes are read only once access is granted). */
export interface BlobInfo {
  readonly id: string;
  readonly contentType: string;
  readonly ownerAccountId: string | null;
  readonly ownerStaffId: string | null;
  readonly organizationId: string | null;
}

/** 16 random bytes in base64url (22 characters): not guessable, and within blobIdOf's pattern. */
function newBlobId(): string {
  return randomBytes(16).toString('base64url');
}

/** Stores an upload owned by its caller; returns the new id. */
export async function storeBlob(
  db: Db,
  upload: {
    readonly caller: BlobCaller;
    readonly contentType: DocumentContentType;
    readonly bytes: Buffer;
    readonly organizationId: string | null;
    readonly now: number;
  },
): Promise<string> {
  const id = newBlobId();
  const { caller } = upload;
  await db.insert(blobs).values({
    id,
    contentType: upload.contentType,
    sizeBytes: upload.bytes.length,
    bytes: upload.bytes,
    ownerAccountId: caller.kind === 'patient' ? caller.accountId : null,
    ownerStaffId: caller.kind === 'staff' ? caller.staff.id : null,
    organizationId: upload.organizationId,
    createdAt: new Date(upload.now),
  });
  return id;
}

export async function blobInfo(db: Db, id: string): Promise<BlobInfo | undefined> {
  const [row] = await db
    .select({
      id: blobs.id,
      contentType: blobs.contentType,
      ownerAccountId: blobs.ownerAccountId,
      ownerStaffId: blobs.ownerStaffId,
      organizationId: blobs.organizationId,
    })
    .from(blobs)
    .where(eq(blobs.id, id));
  return row;
}

export async function blobBytes(db: Db, id: string): Promise<Buffer | undefined> {
  const [row] = await db.select({ bytes: blobs.bytes }).from(blobs).where(eq(blobs.id, id));
  return row?.bytes;
}
