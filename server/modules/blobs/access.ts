import { and, eq, or, type SQL } from 'drizzle-orm';
import { blobUrl } from '../../../domain/chatPayload';
import type { Db } from '../../db/connect';
import {
  appointments,
  chatMessages,
  chats,
  diagnosticReports,
  documentReferences,
  organizations,
  patients,
  sessions,
} from '../../db/schema';
import type { BlobInfo } from './blobStore';
import type { BlobCaller } from './caller';

/** Whether some chat matching `whose` has a message showing the image. */
async function sentInChat(db: Db, blobId: string, whose: SQL | undefined): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(and(eq(chatMessages.imageUrl, blobUrl(blobId)), whose))
    .limit(1);
  return row !== undefined;
}

/** Whether a document matching `whose` (on the appointments joined with their patient and session) is the blob. */
async function attachedTo(db: Db, blobId: string, whose: SQL): Promise<boolean> {
  const [row] = await db
    .select({ id: documentReferences.id })
    .from(documentReferences)
    .innerJoin(appointments, eq(appointments.id, documentReferences.appointmentId))
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(sessions, eq(sessions.id, appointments.sessionId))
    .where(and(eq(documentReferences.blobId, blobId), whose))
    .limit(1);
  return row !== undefined;
}

/** Whether the blob is a signed report image of a hospital where one of the account's patients has a report (the PDF prints it). */
async function reportImageOfOwnHospital(db: Db, blobId: string, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: diagnosticReports.id })
    .from(diagnosticReports)
    .innerJoin(organizations, eq(organizations.id, diagnosticReports.organizationId))
    .innerJoin(patients, eq(patients.id, diagnosticReports.patientId))
    .where(
      and(
        eq(patients.accountId, accountId),
        eq(diagnosticReports.sensitive, false),
        or(
          eq(organizations.reportHeaderBlobId, blobId),
          eq(organizations.reportFooterBlobId, blobId),
          eq(organizations.reportSignatureBlobId, blobId),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Who may read a blob: whoever uploaded it; staff of the hospital it was uploaded for; and both sides of
 * any chat a message of which shows it (the patient's account, the staff of the chat's hospital); and both
 * sides of the appointment a document attaches it to (the patient's account, the staff of its hospital); and
 * a hospital's signed report images, to an account with a report of that hospital.
 */
export async function mayReadBlob(db: Db, blob: BlobInfo, caller: BlobCaller): Promise<boolean> {
  if (caller.kind === 'patient') {
    if (blob.ownerAccountId === caller.accountId) return true;
    return (
      (await sentInChat(db, blob.id, eq(chats.accountId, caller.accountId))) ||
      (await attachedTo(db, blob.id, eq(patients.accountId, caller.accountId))) ||
      reportImageOfOwnHospital(db, blob.id, caller.accountId)
    );
  }
  const { staff } = caller;
  if (blob.ownerStaffId === staff.id || blob.organizationId === staff.organizationId) return true;
  return (
    (await sentInChat(db, blob.id, eq(chats.organizationId, staff.organizationId))) ||
    attachedTo(db, blob.id, eq(sessions.organizationId, staff.organizationId))
  );
}
