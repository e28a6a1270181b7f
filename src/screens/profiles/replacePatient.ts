import type { Patient, Profile } from '../../../machines/types';

/** The profile with one patient replaced by its updated copy (a patient it does not hold leaves it as it is). */
export function replacePatient(profile: Profile, updated: Patient): Profile {
  return { ...profile, patients: profile.patients.map((patient) => (patient.id === updated.id ? updated : patient)) };
}
