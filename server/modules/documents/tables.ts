import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { appointments } from '../appointments/tables';
import { accounts } from '../auth/tables';
import { blobs } from '../blobs/tables';
import { patients } from '../profiles/tables';

/**
 * A document or image for the doctor (spec 000 §7 DocumentReference), attached to one appointment. A
 * patient's is created first with no patient (createDocumentReference), then bound to the appointment's
 * patient (patchDocumentReference); staff's are bound at once. Its blob is kept as long as it is
 * (the orphan sweeper skips blobs a document names), and one blob backs one document at most.
 */
export const documentReferences = pgTable(
  'document_references',
  {
    id: text('id').primaryKey(),
    /** Null for an order's document (a prescription uploaded before the order exists). */
    appointmentId: text('appointment_id').references(() => appointments.id),
    /** The order it belongs to, set when createServiceRequest attaches an unattached document. */
    serviceRequestId: text('service_request_id'),
    /** The uploader's account, so only they can attach an unattached document to their order. */
    accountId: text('account_id').references(() => accounts.id),
    /** Null until patchDocumentReference binds it; the patient lists only bound ones. */
    patientId: text('patient_id').references(() => patients.id),
    /** 'Patient/<patientId>' or 'User/<staffId>' (domain/documents.ts). */
    author: text('author').notNull(),
    blobId: text('blob_id')
      .notNull()
      .unique()
      .references(() => blobs.id),
    contentType: text('content_type').notNull(),
    description: text('description').notNull(),
    createdTime: at('created_time').notNull(),
  },
  (table) => [
    index('document_references_appointment_idx').on(table.appointmentId, table.createdTime),
    index('document_references_service_request_idx').on(table.serviceRequestId, table.createdTime),
  ],
);
