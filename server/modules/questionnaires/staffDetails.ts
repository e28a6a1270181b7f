import { asc, eq } from 'drizzle-orm';
import type { Services } from '../../context';
import { appointments, sessions } from '../../db/schema';
import { observations, questionnaireResponses, questionnaires } from './tables';
import { apiError } from '../../graphql/apiError';
import { observationView, type ObservationView } from './observations';
import { responseView, type QuestionnaireResponseView } from './questionnaireStore';

/** server/schema.graphql `StaffAppointmentDetails`. */
export interface StaffAppointmentDetailsView {
  readonly appointmentId: string;
  readonly questionnaireTitle: string | null;
  readonly response: QuestionnaireResponseView | null;
  readonly observations: readonly ObservationView[];
  readonly feedbackRating: number | null;
  readonly feedbackComment: string | null;
}

/** What the patient sent before the visit and said after it; only an appointment of the staff member's hospital (ARO-E1014). */
export async function staffAppointmentDetails(
  services: Services,
  organizationId: string,
  appointmentId: string,
): Promise<StaffAppointmentDetailsView> {
  const { db } = services;
  const [found] = await db
    .select({ appointment: appointments, organizationId: sessions.organizationId })
    .from(appointments)
    .innerJoin(sessions, eq(sessions.id, appointments.sessionId))
    .where(eq(appointments.id, appointmentId));
  if (found === undefined || found.organizationId !== organizationId) throw apiError('ARO-E1014');
  const [response] = await db
    .select({ response: questionnaireResponses, title: questionnaires.display })
    .from(questionnaireResponses)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireResponses.questionnaireId))
    .where(eq(questionnaireResponses.appointmentId, appointmentId));
  const notes = await db
    .select()
    .from(observations)
    .where(eq(observations.appointmentId, appointmentId))
    .orderBy(asc(observations.createdTime), asc(observations.id));
  return {
    appointmentId,
    questionnaireTitle: response?.title ?? null,
    response: response === undefined ? null : responseView(response.response),
    observations: notes.map(observationView),
    feedbackRating: found.appointment.feedbackRating,
    feedbackComment: found.appointment.feedbackComment,
  };
}
