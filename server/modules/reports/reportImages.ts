import { and, eq, isNotNull } from 'drizzle-orm';
import { blobUrl } from '../../../domain/chatPayload';
import { REPORT_IMAGE_KINDS, type ReportImageKind } from '../../../domain/labReport';
import type { Db } from '../../db/connect';
import { blobs, organizations, staffAccounts } from '../../db/schema';
import { apiError } from '../../graphql/apiError';
import type { StaffCaller } from '../staff';

/** server/schema.graphql `ReportImages`. */
export interface ReportImagesView {
  readonly headerImageUrl: string | null;
  readonly footerImageUrl: string | null;
  readonly signatureImageUrl: string | null;
}

const COLUMN = {
  header: 'reportHeaderBlobId',
  footer: 'reportFooterBlobId',
  signature: 'reportSignatureBlobId',
} as const satisfies Readonly<Record<ReportImageKind, keyof typeof organizations.$inferSelect>>;

const urlOf = (blobId: string | null): string | null => (blobId === null ? null : blobUrl(blobId));

export async function hospitalReportImages(db: Db, organizationId: string): Promise<ReportImagesView> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  if (row === undefined) throw apiError('ARO-E1014');
  return {
    headerImageUrl: urlOf(row.reportHeaderBlobId),
    footerImageUrl: urlOf(row.reportFooterBlobId),
    signatureImageUrl: urlOf(row.reportSignatureBlobId),
  };
}

/** Whether the blob is an image a staff member of the hospital uploaded (the signed images are the hospital's own). */
async function hospitalImage(db: Db, organizationId: string, blobId: string): Promise<boolean> {
  const [row] = await db
    .select({ contentType: blobs.contentType })
    .from(blobs)
    .innerJoin(staffAccounts, eq(staffAccounts.id, blobs.ownerStaffId))
    .where(and(eq(blobs.id, blobId), isNotNull(blobs.ownerStaffId), eq(staffAccounts.organizationId, organizationId)));
  return row !== undefined && row.contentType.startsWith('image/');
}

/** Sets (or with null clears) one of the hospital's signed images. */
export async function setReportImage(
  db: Db,
  staff: StaffCaller,
  kind: string,
  blobId: string | null | undefined,
): Promise<ReportImagesView> {
  if (!REPORT_IMAGE_KINDS.includes(kind as ReportImageKind))
    throw apiError('ARO-E1081', `The image is one of ${REPORT_IMAGE_KINDS.join(', ')}.`);
  const id = blobId ?? null;
  if (id !== null && !(await hospitalImage(db, staff.organizationId, id)))
    throw apiError('ARO-E1081', 'Upload the image as staff of this hospital first.');
  await db
    .update(organizations)
    .set({ [COLUMN[kind as ReportImageKind]]: id })
    .where(eq(organizations.id, staff.organizationId));
  return hospitalReportImages(db, staff.organizationId);
}
