import { and, eq, isNull } from 'drizzle-orm';
import { feedbackBlockReason, feedbackInputProblem } from '../../../domain/feedback';
import { cleanNote } from '../../../domain/textSafety';
import type { Services } from '../../context';
import { appointments, organizations, practitioners, sessions } from '../../db/schema';
import { accountOfPatient, publishAppointmentChange } from '../appointments';
import { practitionerName } from '../sessions';

/** What the feedback page and the in-app modal need to know of one appointment. */
export interface FeedbackSubject {
  readonly appointmentId: string;
  readonly patientId: string;
  readonly sessionId: string;
  readonly status: string;
  /** Epoch ms of the session start. */
  readonly start: number;
  readonly organizationId: string;
  readonly organizationName: string;
  readonly doctorName: string;
  readonly feedbackRating: number | null;
  readonly feedbackComment: string | null;
}

export async function feedbackSubject(services: Services, appointmentId: string): Promise<FeedbackSubject | null> {
  const [row] = await services.db
    .select({
      appointmentId: appointments.id,
      patientId: appointments.patientId,
      sessionId: appointments.sessionId,
      status: appointments.status,
      start: sessions.startTime,
      organizationId: organizations.id,
      organizationName: organizations.orgName,
      prefix: practitioners.prefix,
      name: practitioners.name,
      feedbackRating: appointments.feedbackRating,
      feedbackComment: appointments.feedbackComment,
    })
    .from(appointments)
    .innerJoin(sessions, eq(sessions.id, appointments.sessionId))
    .innerJoin(organizations, eq(organizations.id, sessions.organizationId))
    .innerJoin(practitioners, eq(practitioners.id, sessions.practitionerId))
    .where(eq(appointments.id, appointmentId));
  if (row === undefined) return null;
  const { prefix, name, start, ...rest } = row;
  return { ...rest, start: start.getTime(), doctorName: practitionerName(prefix, name) };
}

export type RateOutcome =
  | { readonly kind: 'rated' }
  | { readonly kind: 'refused'; readonly reason: string; readonly already: boolean }
  | { readonly kind: 'invalid'; readonly reason: string };

/**
 * Stores the rating (and optional comment) once. The update is conditional on no rating yet, so of two
 * concurrent submits exactly one changes the row; the other is told feedback was already given.
 */
export async function rateAppointment(
  services: Services,
  subject: FeedbackSubject,
  rating: unknown,
  sent: unknown,
): Promise<RateOutcome> {
  const problem = feedbackInputProblem(rating, sent);
  if (problem !== null) return { kind: 'invalid', reason: problem };
  // Stored as the staff read it: without control characters or direction overrides (domain/textSafety.ts).
  const comment = typeof sent === 'string' ? cleanNote(sent) : sent;
  const blocked = feedbackBlockReason(subject, services.now());
  if (blocked !== null) return { kind: 'refused', reason: blocked, already: subject.feedbackRating !== null };
  const text = typeof comment === 'string' && comment.trim() !== '' ? comment.trim() : null;
  const updated = await services.db
    .update(appointments)
    .set({ feedbackRating: rating as number, feedbackComment: text, feedbackTime: new Date(services.now()) })
    .where(
      and(
        eq(appointments.id, subject.appointmentId),
        eq(appointments.status, 'fulfilled'),
        isNull(appointments.feedbackRating),
      ),
    )
    .returning({ id: appointments.id });
  if (updated.length === 0)
    return { kind: 'refused', reason: 'Feedback was already given for this appointment.', already: true };
  publishAppointmentChange(services, {
    sessionId: subject.sessionId,
    accountId: await accountOfPatient(services.db, subject.patientId),
  });
  return { kind: 'rated' };
}
