/**
 * The /doctor route's optional parameters (spec 000 §2: selectedPractitioner, appointmentRescheduledFor,
 * organization). `speciality` (a specialty code, from the dashboard's Search Now) and `bookAgain` (open
 * the booking even when the patient already holds an appointment in the session) are ours.
 */
export interface DoctorSearchParams {
  readonly practitionerId: string | null;
  readonly specialtyCode: string | null;
  readonly organizationId: string | null;
  readonly rescheduling: string | null;
  readonly bookAgain: boolean;
}

export const DOCTOR_PARAMS = {
  practitioner: 'selectedPractitioner',
  specialty: 'speciality',
  organization: 'organization',
  rescheduling: 'appointmentRescheduledFor',
  bookAgain: 'bookAgain',
} as const;

function value(query: URLSearchParams, name: string): string | null {
  const text = query.get(name)?.trim() ?? '';
  return text === '' ? null : text;
}

export function readDoctorSearchParams(query: URLSearchParams): DoctorSearchParams {
  return {
    practitionerId: value(query, DOCTOR_PARAMS.practitioner),
    specialtyCode: value(query, DOCTOR_PARAMS.specialty),
    organizationId: value(query, DOCTOR_PARAMS.organization),
    rescheduling: value(query, DOCTOR_PARAMS.rescheduling),
    bookAgain: query.get(DOCTOR_PARAMS.bookAgain) === 'true',
  };
}

/** /doctor with a doctor or specialty (and optionally a hospital) chosen: what Search Now opens. */
export function doctorSearchRoute(choice: {
  practitionerId?: string | null;
  specialtyCode?: string | null;
  organizationId?: string | null;
}): string {
  const query = new URLSearchParams();
  if (choice.practitionerId) query.set(DOCTOR_PARAMS.practitioner, choice.practitionerId);
  else if (choice.specialtyCode) query.set(DOCTOR_PARAMS.specialty, choice.specialtyCode);
  if (choice.organizationId) query.set(DOCTOR_PARAMS.organization, choice.organizationId);
  const text = query.toString();
  return text === '' ? '/doctor' : `/doctor?${text}`;
}
