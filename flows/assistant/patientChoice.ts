import { patientChoiceText } from '../../domain/patient';
import type { Patient } from '../../machines/types';
import type { ReplyButton } from '../chatProtocol';
import type { AssistantContext, AssistantEvent } from './context';

/**
 * Who it is for: the account's patients as reply buttons and the one tapped, asked alike by a booking and an
 * order (so it sits under the base, not in either conversation).
 */

/** The command a patient's button carries; recorded traces name it, so it keeps the booking's name. */
export const PATIENT_COMMAND = 'booking.patient';

export function patientsOf(context: Pick<AssistantContext, 'session'>): readonly Patient[] {
  return context.session?.profile.patients ?? [];
}

export function patientButtons(patients: readonly Patient[]): ReplyButton[] {
  return patients.map((patient) => ({
    label: patientChoiceText(patient),
    command: { type: PATIENT_COMMAND, patientId: patient.id },
  }));
}

/** The patient id a tapped patient button carries, or null for any other event. */
export function tappedPatientId(event: AssistantEvent): string | null {
  if (event.type !== 'chat.tap' || event.command.type !== PATIENT_COMMAND) return null;
  const { patientId } = event.command;
  return typeof patientId === 'string' ? patientId : null;
}
