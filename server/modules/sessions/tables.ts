import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, inList } from '../../db/columns';
import { organizations, specialties, practitioners } from '../organizations/tables';

export const SESSION_STATUSES = [
  'scheduled',
  'started',
  'completed',
  'practitioner_canceled',
  'provider_aborted',
] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const PARTICIPATION_MODES = ['in_person', 'remote_presence_video_call'] as const;

export type ParticipationMode = (typeof PARTICIPATION_MODES)[number];

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    status: text('status').$type<SessionStatus>().notNull(),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    startedTime: at('started_time'),
    completedTime: at('completed_time'),
    /** -1 means unlimited (spec 000 §3). */
    appointmentMaxAllowed: integer('appointment_max_allowed').notNull(),
    /** Consultation is service type code 2 (spec 000 §9). */
    serviceType: text('service_type').notNull().default('2'),
    participationMode: text('participation_mode').$type<ParticipationMode>().notNull(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    practitionerId: text('practitioner_id')
      .notNull()
      .references(() => practitioners.id),
    specialtyId: text('specialty_id')
      .notNull()
      .references(() => specialties.id),
    locationName: text('location_name').notNull(),
    locationImageUrl: text('location_image_url'),
    /** The doctor's fee for one consultation in this session, in cents (0: a free clinic). */
    doctorFeeCents: integer('doctor_fee_cents').notNull().default(0),
  },
  (table) => [
    check('sessions_status_check', inList('status', SESSION_STATUSES)),
    check('sessions_participation_mode_check', inList('participation_mode', PARTICIPATION_MODES)),
    index('sessions_start_idx').on(table.startTime),
    index('sessions_practitioner_start_idx').on(table.practitionerId, table.startTime),
    index('sessions_organization_start_idx').on(table.organizationId, table.startTime),
    // Searches by specialty (querySession specialtyCode) walk this in start order.
    index('sessions_specialty_start_idx').on(table.specialtyId, table.startTime),
  ],
);
