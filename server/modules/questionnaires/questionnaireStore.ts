import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { questionnaireAnswersProblem } from '../../../domain/questionnaire';
import { cleanNote } from '../../../domain/textSafety';
import type { Services } from '../../context';
import { sessions } from '../../db/schema';
import { questionnaireResponses, questionnaires, type QuestionnaireAnswer, type QuestionnaireQuestion } from './tables';
import { apiError } from '../../graphql/apiError';
import { ownAppointment, type AppointmentRow } from '../appointments';
import { iso } from '../sessions';

/** server/schema.graphql `Questionnaire`. */
export interface QuestionnaireView {
  readonly id: string;
  readonly meta: { readonly display: string };
  readonly questions: readonly QuestionnaireQuestion[];
}

/** server/schema.graphql `QuestionnaireResponse`. */
export interface QuestionnaireResponseView {
  readonly id: string;
  readonly questionnaireId: string;
  /** Appointment/{id} */
  readonly basedOn: string;
  /** Patient/{id} */
  readonly subject: string;
  readonly createdTime: string;
  readonly items: readonly QuestionnaireAnswer[];
}

/** server/schema.graphql `AppointmentQuestionnaire`: the hospital's questionnaire and the answers given, if any. */
export interface AppointmentQuestionnaireView {
  readonly questionnaire: QuestionnaireView;
  readonly response: QuestionnaireResponseView | null;
}

function requireEnabled(services: Services): void {
  if (!services.tenant.features.questionnaireResponse.enabled)
    throw apiError('ARO-E1046', 'Questionnaires are not offered.');
}

export function responseView(row: typeof questionnaireResponses.$inferSelect): QuestionnaireResponseView {
  return {
    id: row.id,
    questionnaireId: row.questionnaireId,
    basedOn: `Appointment/${row.appointmentId}`,
    subject: `Patient/${row.patientId}`,
    createdTime: iso(row.createdTime) ?? '',
    items: row.items,
  };
}

/** The questionnaire of the hospital an appointment is at (the first, when it has several), or null. */
async function questionnaireOf(services: Services, appointment: AppointmentRow): Promise<QuestionnaireView | null> {
  const [row] = await services.db
    .select({ questionnaire: questionnaires })
    .from(sessions)
    .innerJoin(questionnaires, eq(questionnaires.organizationId, sessions.organizationId))
    .where(eq(sessions.id, appointment.sessionId))
    .orderBy(questionnaires.id)
    .limit(1);
  if (row === undefined) return null;
  return {
    id: row.questionnaire.id,
    meta: { display: row.questionnaire.display },
    questions: row.questionnaire.questions,
  };
}

async function responseOf(services: Services, appointmentId: string): Promise<QuestionnaireResponseView | null> {
  const [row] = await services.db
    .select()
    .from(questionnaireResponses)
    .where(eq(questionnaireResponses.appointmentId, appointmentId));
  return row === undefined ? null : responseView(row);
}

/** The questionnaire offered on one of the account's appointments, with its answers once given; null when the hospital has none. */
export async function appointmentQuestionnaire(
  services: Services,
  accountId: string,
  appointmentId: string,
): Promise<AppointmentQuestionnaireView | null> {
  requireEnabled(services);
  const appointment = await ownAppointment(services.db, accountId, appointmentId, false);
  const questionnaire = await questionnaireOf(services, appointment);
  if (questionnaire === null) return null;
  return { questionnaire, response: await responseOf(services, appointment.id) };
}

/** server/schema.graphql `QuestionnaireResponseInput`. */
export interface QuestionnaireResponseInput {
  readonly questionnaireId: string;
  readonly appointmentId: string;
  readonly items: readonly QuestionnaireAnswer[];
}

/**
 * createQuestionnaireResponse: answers for a booked appointment of the account (ARO-E1040 otherwise), based
 * on it, with its patient as subject and the account as author. One response per appointment: the unique
 * key refuses a second (ARO-E1046), concurrent ones included.
 */
export async function createQuestionnaireResponse(
  services: Services,
  accountId: string,
  input: QuestionnaireResponseInput,
): Promise<QuestionnaireResponseView> {
  requireEnabled(services);
  const appointment = await ownAppointment(services.db, accountId, input.appointmentId, false);
  if (appointment.status !== 'booked') throw apiError('ARO-E1046', 'Questionnaires are answered before the visit.');
  const questionnaire = await questionnaireOf(services, appointment);
  if (questionnaire === null || questionnaire.id !== input.questionnaireId)
    throw apiError('ARO-E1046', 'This questionnaire is not offered for this appointment.');
  // Answers as the doctor reads them: no control characters or direction overrides (domain/textSafety.ts).
  const items = input.items.map((item) => ({ text: item.text, answer: cleanNote(item.answer) }));
  const problem = questionnaireAnswersProblem(questionnaire.questions, items);
  if (problem !== null) throw apiError('ARO-E1046', problem);
  const answered = items
    .filter((item) => item.answer.trim() !== '')
    .map((item) => ({ text: item.text, answer: item.answer.trim() }));
  const [row] = await services.db
    .insert(questionnaireResponses)
    .values({
      id: randomUUID(),
      questionnaireId: questionnaire.id,
      appointmentId: appointment.id,
      patientId: appointment.patientId,
      authorAccountId: accountId,
      items: answered,
      createdTime: new Date(services.now()),
    })
    .onConflictDoNothing()
    .returning();
  if (row === undefined) throw apiError('ARO-E1046', 'This questionnaire was already answered.');
  return responseView(row);
}
