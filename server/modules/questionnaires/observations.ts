import { asc, eq } from 'drizzle-orm';
import { OBSERVATION_CODE, OBSERVATION_CODE_DISPLAY, observationProblem } from '../../../domain/questionnaire';
import { cleanNote } from '../../../domain/textSafety';
import type { Services } from '../../context';
import { observations } from './tables';
import { apiError } from '../../graphql/apiError';
import { ownAppointment } from '../appointments';
import { iso } from '../sessions';

/** server/schema.graphql `Observation`. */
export interface ObservationView {
  readonly id: string;
  /** Patient/{id} */
  readonly subject: string;
  /** Appointment/{id} */
  readonly basedOn: string;
  readonly code: { readonly code: string; readonly display: string };
  readonly value: string;
  readonly derivedFrom: string | null;
  readonly createdTime: string;
}

export function observationView(row: typeof observations.$inferSelect): ObservationView {
  return {
    id: row.id,
    subject: `Patient/${row.patientId}`,
    basedOn: `Appointment/${row.appointmentId}`,
    code: { code: row.code, display: OBSERVATION_CODE_DISPLAY },
    value: row.value,
    derivedFrom: row.derivedFrom,
    createdTime: iso(row.createdTime) ?? '',
  };
}

function requireEnabled(services: Services): void {
  const { appointmentPresentingComplains, appointmentObservations } = services.tenant.features;
  if (!appointmentPresentingComplains.enabled && !appointmentObservations.enabled)
    throw apiError('ARO-E1046', 'Observations are not offered.');
}

/** server/schema.graphql `ObservationInput`. */
export interface ObservationInput {
  /** Chosen by the app: sending the same id again stores nothing more (double submit). */
  readonly id: string;
  readonly appointmentId: string;
  readonly value: string;
  readonly derivedFrom?: string | null;
}

const ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
/** A reference to a document (the ids documentStore.ts takes): anything else was stored as it came, of any length. */
const DERIVED_FROM = /^DocumentReference\/[A-Za-z0-9_-]{8,64}$/;

/**
 * createObservation: what the patient tells the doctor (code 3 Patient Information) on a booked appointment
 * of the account. Idempotent on input.id; an id already used for another appointment is refused.
 */
export async function createObservation(
  services: Services,
  accountId: string,
  input: ObservationInput,
): Promise<ObservationView> {
  requireEnabled(services);
  const appointment = await ownAppointment(services.db, accountId, input.appointmentId, false);
  if (appointment.status !== 'booked') throw apiError('ARO-E1046', 'Notes for the doctor are sent before the visit.');
  // What the doctor reads: no control characters or direction overrides (domain/textSafety.ts).
  const value = cleanNote(input.value);
  const problem = observationProblem(value);
  if (problem !== null) throw apiError('ARO-E1046', problem);
  if (!ID_PATTERN.test(input.id)) throw apiError('ARO-E1046', 'The note needs an id.');
  if (input.derivedFrom !== null && input.derivedFrom !== undefined && !DERIVED_FROM.test(input.derivedFrom))
    throw apiError('ARO-E1046', 'A note is drawn only from a document (DocumentReference/{id}).');
  await services.db
    .insert(observations)
    .values({
      id: input.id,
      appointmentId: appointment.id,
      patientId: appointment.patientId,
      performerAccountId: accountId,
      code: OBSERVATION_CODE,
      value: value.trim(),
      derivedFrom: input.derivedFrom ?? null,
      createdTime: new Date(services.now()),
    })
    .onConflictDoNothing();
  const [row] = await services.db.select().from(observations).where(eq(observations.id, input.id));
  if (row === undefined || row.appointmentId !== appointment.id || row.performerAccountId !== accountId)
    throw apiError('ARO-E1046', 'The note needs a new id.');
  return observationView(row);
}

/** The observations of one of the account's appointments, oldest first. */
export async function appointmentObservations(
  services: Services,
  accountId: string,
  appointmentId: string,
): Promise<ObservationView[]> {
  requireEnabled(services);
  const appointment = await ownAppointment(services.db, accountId, appointmentId, false);
  const rows = await services.db
    .select()
    .from(observations)
    .where(eq(observations.appointmentId, appointment.id))
    .orderBy(asc(observations.createdTime), asc(observations.id));
  return rows.map(observationView);
}
