import { patientAuthor, staffAuthor } from '../../../domain/documents';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { unattachedAuthor } from './unattached';
import type { RequestContext } from '../../context';
import { apiError } from '../../graphql/apiError';
import { publishAppointmentChange } from '../appointments';
import { staffCaller } from '../staff';
import { accountsAppointment, hospitalsAppointment, type AppointmentParty } from './appointmentParty';
import {
  appointmentDocuments,
  bindDocument,
  documentRow,
  insertDocument,
  uploadedBlob,
  type DocumentReferenceView,
} from './documentStore';

/** The patient's screens and the staff board hear of a new document as a change of its appointment. */
function announce(ctx: RequestContext, party: AppointmentParty): void {
  publishAppointmentChange(ctx.services, { sessionId: party.sessionId, accountId: party.accountId });
}

/**
 * Documents and images for the doctor (spec 000 §7). A patient uploads the file to the blob service,
 * then createDocumentReference attaches it to one of their appointments and patchDocumentReference binds
 * it to the appointment's patient (only then is it listed). Staff of the appointment's hospital list them
 * and attach one back (a prescription) in one step.
 */
export const documentResolvers: Resolvers = {
  Query: {
    queryDocumentReference: async (_: unknown, args, ctx: RequestContext): Promise<DocumentReferenceView[]> => {
      const party = await accountsAppointment(ctx.services.db, await ctx.callerAccountId(), args.appointmentId);
      return appointmentDocuments(ctx.services.db, party.appointmentId);
    },
    staffDocuments: async (_: unknown, args, ctx: RequestContext): Promise<DocumentReferenceView[]> => {
      const staff = await staffCaller(ctx, 'staffDocuments', { appointmentId: args.appointmentId });
      const party = await hospitalsAppointment(ctx.services.db, staff, args.appointmentId);
      return appointmentDocuments(ctx.services.db, party.appointmentId);
    },
  },
  Mutation: {
    createDocumentReference: async (_: unknown, args, ctx: RequestContext): Promise<DocumentReferenceView> => {
      const { db } = ctx.services;
      const accountId = await ctx.callerAccountId();
      const { appointmentId } = args.input;
      if (appointmentId === undefined || appointmentId === null) {
        // An order's prescription: uploaded before the order exists, so it belongs to the account until
        // createServiceRequest attaches it (and sets its patient and author then).
        const blob = await uploadedBlob(db, args.input, (owned) => owned.ownerAccountId === accountId);
        return insertDocument(db, {
          ...args.input,
          appointmentId: null,
          accountId,
          patientId: null,
          author: unattachedAuthor(accountId),
          blob,
          now: ctx.services.now(),
        });
      }
      const party = await accountsAppointment(db, accountId, appointmentId);
      const blob = await uploadedBlob(db, args.input, (owned) => owned.ownerAccountId === accountId);
      return insertDocument(db, {
        ...args.input,
        appointmentId,
        accountId,
        patientId: null,
        author: patientAuthor(party.patientId),
        blob,
        now: ctx.services.now(),
      });
    },
    patchDocumentReference: async (_: unknown, args, ctx: RequestContext): Promise<DocumentReferenceView> => {
      const { db } = ctx.services;
      const accountId = await ctx.callerAccountId();
      const row = await documentRow(db, args.id);
      if (row?.appointmentId === undefined || row.appointmentId === null)
        throw apiError('ARO-E1040', 'That document is not one of yours.');
      const party = await accountsAppointment(db, accountId, row.appointmentId);
      if (args.patientId !== party.patientId) throw apiError('ARO-E1040', 'That patient is not on this appointment.');
      const view = await bindDocument(db, row.id, party.patientId);
      announce(ctx, party);
      return view;
    },
    staffUploadDocument: async (_: unknown, args, ctx: RequestContext): Promise<DocumentReferenceView> => {
      const { db } = ctx.services;
      const { appointmentId } = args.input;
      // No appointment is no session of a doctor's own: the role check first, then the missing field.
      const staff = await staffCaller(ctx, 'staffUploadDocument', { appointmentId: appointmentId ?? '' });
      if (appointmentId === undefined || appointmentId === null)
        throw apiError('ARO-E1046', 'Choose the appointment to attach it to.');
      const party = await hospitalsAppointment(db, staff, appointmentId);
      const blob = await uploadedBlob(db, args.input, (owned) => owned.ownerStaffId === staff.id);
      const view = await insertDocument(db, {
        ...args.input,
        appointmentId: party.appointmentId,
        patientId: party.patientId,
        author: staffAuthor(staff.id),
        blob,
        now: ctx.services.now(),
      });
      announce(ctx, party);
      return view;
    },
  },
};
