import { index, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { appointments } from '../appointments/tables';
import { accounts } from '../auth/tables';
import { organizations } from '../organizations/tables';
import { patients } from '../profiles/tables';

// ——— Questionnaires and observations (issue 15) ———

/** One question of a hospital's questionnaire (spec 000 §3 Questionnaire). */
export interface QuestionnaireQuestion {
  readonly questionNumber: number;
  readonly question: string;
  readonly type: 'text' | 'checkBox';
  readonly options: readonly { readonly value: string; readonly display: string }[];
}

/** A hospital's pre-visit questionnaire: meta.display is its title. */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    display: text('display').notNull(),
    questions: jsonb('questions').$type<QuestionnaireQuestion[]>().notNull(),
  },
  (table) => [index('questionnaires_organization_idx').on(table.organizationId)],
);

/** One answer of a questionnaire response: the question's text and the answer given. */
export interface QuestionnaireAnswer {
  readonly text: string;
  readonly answer: string;
}

/** A patient's answers for one appointment: one per appointment (docs/decisions/0016-after-booking.md), the unique key settles races. */
export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    id: text('id').primaryKey(),
    questionnaireId: text('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    authorAccountId: text('author_account_id')
      .notNull()
      .references(() => accounts.id),
    items: jsonb('items').$type<QuestionnaireAnswer[]>().notNull(),
    createdTime: at('created_time').notNull(),
  },
  (table) => [unique('questionnaire_responses_appointment_unique').on(table.appointmentId)],
);

/** What the patient tells the doctor before the visit (code 3 Patient Information): presenting complaints. */
export const observations = pgTable(
  'observations',
  {
    id: text('id').primaryKey(),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    performerAccountId: text('performer_account_id')
      .notNull()
      .references(() => accounts.id),
    code: text('code').notNull(),
    value: text('value').notNull(),
    /** DocumentReference/{id} the observation was drawn from, if any. */
    derivedFrom: text('derived_from'),
    createdTime: at('created_time').notNull(),
  },
  (table) => [index('observations_appointment_idx').on(table.appointmentId)],
);
