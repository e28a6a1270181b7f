import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { displayName } from '../../../domain/patient';
import { summariseRatings, type FeedbackSummary } from '../../../domain/feedback';
import type { Services } from '../../context';
import { appointments, patients, practitioners, sessions } from '../../db/schema';
import { practitionerName } from '../sessions';

/** How many recent ratings the console lists. */
const RECENT = 20;

/** server/schema.graphql `StaffFeedback`. */
export interface StaffFeedbackView extends FeedbackSummary {
  readonly recent: readonly {
    readonly appointmentId: string;
    readonly rating: number;
    readonly comment: string | null;
    readonly time: string;
    readonly patientName: string;
    readonly doctorName: string;
  }[];
}

/** The ratings of the staff member's hospital only: the average, the count per band and the newest comments. */
export async function staffFeedback(services: Services, organizationId: string): Promise<StaffFeedbackView> {
  const rows = await services.db
    .select({
      appointmentId: appointments.id,
      rating: appointments.feedbackRating,
      comment: appointments.feedbackComment,
      time: appointments.feedbackTime,
      prefix: patients.prefix,
      given: patients.given,
      family: patients.family,
      doctorPrefix: practitioners.prefix,
      doctor: practitioners.name,
    })
    .from(appointments)
    .innerJoin(sessions, eq(sessions.id, appointments.sessionId))
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(practitioners, eq(practitioners.id, sessions.practitionerId))
    .where(and(eq(sessions.organizationId, organizationId), isNotNull(appointments.feedbackRating)))
    .orderBy(desc(appointments.feedbackTime), desc(appointments.id));
  const rated = rows.flatMap((row) => (row.rating === null ? [] : [{ ...row, rating: row.rating }]));
  return {
    ...summariseRatings(rated.map((row) => row.rating)),
    recent: rated.slice(0, RECENT).map((row) => ({
      appointmentId: row.appointmentId,
      rating: row.rating,
      comment: row.comment,
      time: row.time?.toISOString() ?? '',
      patientName: displayName({ prefix: row.prefix, given: row.given, family: row.family }),
      doctorName: practitionerName(row.doctorPrefix, row.doctor),
    })),
  };
}
