import { and, eq, lt, notExists, or, sql } from 'drizzle-orm';
import { blobUrl } from '../../../domain/chatPayload';
import type { Services } from '../../context';
import { chatMessages, documentReferences, organizations } from '../../db/schema';
import { blobs } from './tables';
import { onceOnly } from '../../jobs/onceOnly';
import type { PeriodicJob } from '../../periodic';

/** An image uploaded but never sent in a chat is kept this long (the patient may still be writing its description). */
export const ORPHAN_BLOB_TTL_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes the blobs older than ORPHAN_BLOB_TTL_MS that no chat message shows, no document attaches and no hospital
 * prints on its lab reports:
 * uploads whose message was never sent (a closed tab, a failed send given up) or whose document was never
 * created. Runs in one instance at a time (server/jobs/onceOnly.ts): 0 when another instance is sweeping.
 * Returns how many went.
 */
export async function deleteOrphanBlobs(services: Services): Promise<number> {
  const before = new Date(services.now() - ORPHAN_BLOB_TTL_MS);
  const run = await onceOnly(services.db, 'orphanBlobSweep', async (tx) => {
    const shown = tx
      .select({ one: sql`1` })
      .from(chatMessages)
      .where(eq(chatMessages.imageUrl, sql`${blobUrl('')} || ${blobs.id}`));
    const attached = tx
      .select({ one: sql`1` })
      .from(documentReferences)
      .where(eq(documentReferences.blobId, blobs.id));
    // A hospital's report header, footer and signature images (issue 17) are printed on every lab report.
    const printed = tx
      .select({ one: sql`1` })
      .from(organizations)
      .where(
        or(
          eq(organizations.reportHeaderBlobId, blobs.id),
          eq(organizations.reportFooterBlobId, blobs.id),
          eq(organizations.reportSignatureBlobId, blobs.id),
        ),
      );
    const deleted = await tx
      .delete(blobs)
      .where(and(lt(blobs.createdAt, before), notExists(shown), notExists(attached), notExists(printed)))
      .returning({ id: blobs.id });
    return deleted.length;
  });
  return run.ran ? run.value : 0;
}

/** Orphan images are cleared every hour (docs/decisions/0007-agent-chat.md). */
export const orphanBlobSweepJob: PeriodicJob = {
  name: 'orphan blob sweep',
  intervalMs: SWEEP_INTERVAL_MS,
  run: (services) => deleteOrphanBlobs(services),
};
