import { patientChoiceText } from '../../domain/patient';
import type { Patient } from '../../machines/types';

/** 'Mrs. Nimali Silva (Mother)', the relationship in the active language; an unclassified patient has none to show. */
export function patientLabel(patient: Patient): string {
  return patientChoiceText(patient);
}

/** The holder first (relationship Me is preferred when choosing a profile, spec 000 §5), then as stored. */
export function patientsForChoice(patients: readonly Patient[]): Patient[] {
  const me = patients.find((patient) => patient.relationship === 'Me');
  return me === undefined ? [...patients] : [me, ...patients.filter((patient) => patient !== me)];
}

/** The patient of the relationship being viewed in this tab (the session store's view), if on the account. */
export function patientOfView(patients: readonly Patient[], relationshipView: string | null): Patient | null {
  if (relationshipView === null) return null;
  return patients.find((patient) => patient.relationship === relationshipView) ?? null;
}
