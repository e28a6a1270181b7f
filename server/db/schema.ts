import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';

// Times are written by the server from its (injectable) clock, never by database defaults,
// so tests can move time forward.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const SESSION_STATUSES = ['scheduled', 'started', 'completed', 'practitioner_canceled', 'provider_aborted'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const PARTICIPATION_MODES = ['in_person', 'remote_presence_video_call'] as const;
export type ParticipationMode = (typeof PARTICIPATION_MODES)[number];

export const APPOINTMENT_STATUSES = ['booked', 'arrived', 'cancelled', 'fulfilled', 'noshow', 'entered_in_error'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A role of a practitioner (spec 000 §3); the 'doctor' role is left out of the role text. */
export interface PractitionerRole {
  readonly code: string;
  readonly display: string;
}

const inList = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  orgName: text('org_name').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});

export const specialties = pgTable('specialties', {
  id: text('id').primaryKey(),
  code: text('code').notNull().unique(),
  display: text('display').notNull(),
});

export const practitioners = pgTable(
  'practitioners',
  {
    id: text('id').primaryKey(),
    prefix: text('prefix').notNull(),
    name: text('name').notNull(),
    gender: text('gender').$type<'female' | 'male'>().notNull(),
    active: boolean('active').notNull(),
    roles: jsonb('roles').$type<PractitionerRole[]>().notNull(),
    specialtyId: text('specialty_id')
      .notNull()
      .references(() => specialties.id),
  },
  (table) => [index('practitioners_specialty_idx').on(table.specialtyId)],
);

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
  },
  (table) => [
    check('sessions_status_check', inList('status', SESSION_STATUSES)),
    check('sessions_participation_mode_check', inList('participation_mode', PARTICIPATION_MODES)),
    index('sessions_start_idx').on(table.startTime),
    index('sessions_practitioner_start_idx').on(table.practitionerId, table.startTime),
    index('sessions_organization_start_idx').on(table.organizationId, table.startTime),
  ],
);

export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  mobileNo: text('mobile_no').notNull().unique(),
  status: text('status').notNull(),
  created: at('created').notNull(),
});

/** At most one patient of an account is the holder (relationship Me); the database settles races. */
export const ONE_ME_PER_ACCOUNT = 'patients_one_me_per_account';

export const patients = pgTable(
  'patients',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    prefix: text('prefix').notNull(),
    given: text('given').array().notNull(),
    family: text('family').notNull(),
    gender: text('gender').$type<'female' | 'male' | 'other'>().notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    /** Null: unclassified (the relationship modal asks later). */
    relationship: text('relationship'),
    hospitalId: text('hospital_id')
      .notNull()
      .references(() => organizations.id),
    /** Other patients of the same account this one is related to. */
    links: text('links').array().notNull().default(sql`'{}'::text[]`),
    created: at('created').notNull(),
  },
  (table) => [
    index('patients_account_idx').on(table.accountId, table.created),
    uniqueIndex(ONE_ME_PER_ACCOUNT).on(table.accountId).where(sql`${table.relationship} = 'Me'`),
  ],
);

export const appointments = pgTable(
  'appointments',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    status: text('status').$type<AppointmentStatus>().notNull(),
    /** Queue number in the session: existing appointments plus one; the unique key settles races. */
    tokenNo: integer('token_no').notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    serviceType: text('service_type').notNull().default('2'),
    originChannel: text('origin_channel').notNull().default('heartbeat'),
    createdTime: at('created_time').notNull(),
    arrivedTime: at('arrived_time'),
  },
  (table) => [
    unique('appointments_session_token_unique').on(table.sessionId, table.tokenNo),
    check('appointments_status_check', inList('status', APPOINTMENT_STATUSES)),
    check('appointments_payment_status_check', inList('payment_status', PAYMENT_STATUSES)),
    index('appointments_patient_idx').on(table.patientId),
  ],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: text('id').primaryKey(),
    mobileNo: text('mobile_no').notNull(),
    /** HMAC-SHA256(server secret, id + ':' + code), hex. The code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    consumedAt: at('consumed_at'),
  },
  (table) => [index('otp_challenges_mobile_created_idx').on(table.mobileNo, table.createdAt)],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    /** SHA-256 of the token, hex. The token itself is only ever in the client's hands. */
    tokenHash: text('token_hash').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    scope: text('scope').$type<'patient'>().notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('access_tokens_account_idx').on(table.accountId)],
);

export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mobileNo: text('mobile_no').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('sms_outbox_created_idx').on(table.createdAt)],
);

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
