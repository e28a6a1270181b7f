import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { patientAuthor } from '../../../domain/documents';
import type { Db } from '../../db/connect';
import type { DbOrTx } from '../../db/dbOrTx';
import { documentReferences } from './tables';
import { apiError } from '../../graphql/apiError';
import { documentView, type DocumentReferenceView } from './documentStore';

/** The author of a document uploaded before its order exists; createServiceRequest replaces it with the patient. */
export const unattachedAuthor = (accountId: string): string => `Account/${accountId}`;

/**
 * Attaches the account's unattached documents to an order and binds them to its patient. One conditional
 * update: a document of another account, of an appointment or of another order is not taken, and then the
 * whole create is refused (ARO-E1040), so a document never belongs to two orders. Run inside the create's
 * transaction; attaching again to the same order (a retried create) is a no-op.
 */
export async function attachDocuments(
  db: DbOrTx,
  attach: {
    readonly accountId: string;
    readonly serviceRequestId: string;
    readonly patientId: string;
    readonly ids: readonly string[];
  },
): Promise<void> {
  const ids = [...new Set(attach.ids)];
  if (ids.length === 0) return;
  const rows = await db
    .update(documentReferences)
    .set({
      serviceRequestId: attach.serviceRequestId,
      patientId: attach.patientId,
      author: patientAuthor(attach.patientId),
    })
    .where(
      and(
        inArray(documentReferences.id, ids),
        eq(documentReferences.accountId, attach.accountId),
        isNull(documentReferences.appointmentId),
        or(
          isNull(documentReferences.serviceRequestId),
          eq(documentReferences.serviceRequestId, attach.serviceRequestId),
        ),
      ),
    )
    .returning({ id: documentReferences.id });
  if (rows.length !== ids.length) throw apiError('ARO-E1040', 'That document is not one of yours.');
}

/** An order's documents, oldest first. */
export async function orderDocuments(db: Db, serviceRequestId: string): Promise<DocumentReferenceView[]> {
  const rows = await db
    .select()
    .from(documentReferences)
    .where(eq(documentReferences.serviceRequestId, serviceRequestId))
    .orderBy(asc(documentReferences.createdTime), asc(documentReferences.id));
  return rows.map(documentView);
}
