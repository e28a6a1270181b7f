import { hasRelationship } from '../../domain/profileEditing';
import type { Patient, Profile } from '../../machines/types';

/**
 * The account's patient a paid appointment is for, when neither the appointment nor the account gives it a
 * relationship yet (spec 000 §4: the relationship modal opens for it); null otherwise.
 */
export function unclassifiedAppointmentPatient(
  appointment: {
    readonly paymentStatus: string;
    readonly patientId: string;
    readonly patient: { readonly relationship: string | null };
  },
  patients: readonly Patient[],
): Patient | null {
  if (appointment.paymentStatus !== 'paid' || hasRelationship(appointment.patient)) return null;
  return patients.find((patient) => patient.id === appointment.patientId && !hasRelationship(patient)) ?? null;
}

/**
 * The account's patient an order is for, when it has no relationship yet (spec 001 §5: the relationship modal
 * opens 5 s after the order is made); null otherwise.
 */
export function unclassifiedOrderPatient(
  order: { readonly patientId: string },
  patients: readonly Patient[],
): Patient | null {
  return patients.find((patient) => patient.id === order.patientId && !hasRelationship(patient)) ?? null;
}

/** The profile with one patient replaced by its updated copy (the stored profile after a patchPatient); a patient it does not hold leaves it as it is. */
export function withPatient(profile: Profile, updated: Patient): Profile {
  return { ...profile, patients: profile.patients.map((patient) => (patient.id === updated.id ? updated : patient)) };
}
