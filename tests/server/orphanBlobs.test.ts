import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobUrl } from '../../domain/chatPayload';
import { blobs, organizations, patients } from '../../server/db/schema';
import { storeBlob } from '../../server/modules/blobs/blobStore';
import type { BlobCaller } from '../../server/modules/blobs/caller';
import { deleteOrphanBlobs, ORPHAN_BLOB_TTL_MS } from '../../server/modules/blobs/orphanSweeper';
import { DEMO_HOLDER_ACCOUNT_ID } from '../../server/seed/people';
import { chatShowingImage } from './chatApi';
import { startTestServices, type TestServices } from './harness';
import { PNG } from './images';

const HOUR = 60 * 60 * 1000;

// Images uploaded but never sent in a chat (a closed tab, a send given up) are deleted after a day;
// anything a chat shows stays, however old.
describe('orphan images', () => {
  let s: TestServices;
  beforeAll(async () => {
    s = await startTestServices();
  });
  afterAll(async () => {
    await s.database.close();
  });

  it('deletes the images older than a day that no chat message shows, and nothing else', async () => {
    const { db } = s.services;
    const holder: BlobCaller = { kind: 'patient', accountId: DEMO_HOLDER_ACCOUNT_ID };
    const upload = (ageMs: number): Promise<string> =>
      storeBlob(db, {
        caller: holder,
        contentType: 'image/png',
        bytes: PNG,
        organizationId: 'org-colombo',
        now: s.services.now() - ageMs,
      });
    const [shownOld, orphanOld, orphanNew] = [
      await upload(ORPHAN_BLOB_TTL_MS + HOUR),
      await upload(ORPHAN_BLOB_TTL_MS + HOUR),
      await upload(HOUR),
    ];

    const [patient] = await db.select().from(patients).where(eq(patients.accountId, DEMO_HOLDER_ACCOUNT_ID));
    if (patient === undefined) throw new Error('no demo patient');
    await chatShowingImage(
      db,
      {
        accountId: DEMO_HOLDER_ACCOUNT_ID,
        patientId: patient.id,
        organizationId: 'org-colombo',
        now: new Date(s.services.now()),
      },
      { author: 'patient', authorRef: `Patient/${patient.id}`, authorName: 'Nimal', imageUrl: blobUrl(shownOld) },
    );

    expect(await deleteOrphanBlobs(s.services)).toBe(1);
    const left = await db
      .select({ id: blobs.id })
      .from(blobs)
      .where(inArray(blobs.id, [shownOld, orphanOld, orphanNew]));
    expect(left.map((row) => row.id).sort()).toEqual([shownOld, orphanNew].sort());
    // Nothing more goes on the next sweep.
    expect(await deleteOrphanBlobs(s.services)).toBe(0);
  });

  it('keeps the hospitals’ report header, footer and signature images, however old', async () => {
    const { db } = s.services;
    const hospitals = await db.select().from(organizations);
    const printed = hospitals
      .flatMap((hospital) => [hospital.reportHeaderBlobId, hospital.reportFooterBlobId, hospital.reportSignatureBlobId])
      .filter((id): id is string => id !== null);
    expect(printed.length).toBeGreaterThan(0);
    await db
      .update(blobs)
      .set({ createdAt: new Date(s.services.now() - 30 * ORPHAN_BLOB_TTL_MS) })
      .where(inArray(blobs.id, printed));
    expect(await deleteOrphanBlobs(s.services)).toBe(0);
    expect(await db.select({ id: blobs.id }).from(blobs).where(inArray(blobs.id, printed))).toHaveLength(
      printed.length,
    );
  });
});
