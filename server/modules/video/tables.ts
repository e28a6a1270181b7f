import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, inList } from '../../db/columns';
import { appointments } from '../appointments/tables';

/**
 * An appointment's video call (spec 001 §3 Communication (video)): medium VIDEOCONF; the one with the highest id is
 * used. Created when the first party joins; roomId names the Twilio room or the peer-to-peer call.
 */
export const communications = pgTable(
  'communications',
  {
    /** A sequence, so "the highest id" is the newest. */
    id: serial('id').primaryKey(),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id),
    medium: text('medium').notNull(),
    roomId: text('room_id').notNull(),
    createdTime: at('created_time').notNull(),
  },
  (table) => [index('communications_appointment_idx').on(table.appointmentId, table.id)],
);

/**
 * What was said on a communication: participant status changes (kind participant, payload a base64 VideoCallEvent)
 * and device reports (kind device, a base64 VideoDeviceReport), in order (domain/videoCall.ts).
 */
export const communicationEvents = pgTable(
  'communication_events',
  {
    id: serial('id').primaryKey(),
    communicationId: integer('communication_id')
      .notNull()
      .references(() => communications.id),
    kind: text('kind').$type<'participant' | 'device'>().notNull(),
    /** 'Practitioner/{id}' or 'Patient/{id}' (decoded from the payload, for the latest-status queries). */
    participantReference: text('participant_reference').notNull(),
    /** connected or disconnected for a participant event; null for a device report. */
    participantStatus: text('participant_status').$type<'connected' | 'disconnected'>(),
    payload: text('payload').notNull(),
    time: at('time').notNull(),
  },
  (table) => [
    index('communication_events_communication_idx').on(table.communicationId, table.id),
    check('communication_events_kind_check', inList('kind', ['participant', 'device'])),
  ],
);
