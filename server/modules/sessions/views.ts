import type { PractitionerRole } from '../../db/schema';
import type { ParticipationMode, SessionStatus } from './tables';
import type { OrganizationView } from '../organizations';

/** server/schema.graphql `Specialty`. */
export interface SpecialtyView {
  readonly id: string;
  readonly code: string;
  readonly display: string;
}

/** server/schema.graphql `Practitioner`, with its specialty already loaded (no per-row query). */
export interface PractitionerView {
  readonly id: string;
  readonly name: string;
  readonly gender: string;
  readonly active: boolean;
  readonly roles: PractitionerRole[];
  readonly specialty: SpecialtyView;
  /** The hospitals the practitioner holds sessions at, when the read loaded them (the field resolver reads them otherwise). */
  readonly organizationIds?: readonly string[];
}

/** server/schema.graphql `Session`, fully loaded by one statement (practitioner, specialty, organisation, fill). */
export interface SessionView {
  readonly id: string;
  readonly status: SessionStatus;
  readonly startTime: string;
  readonly endTime: string;
  readonly sessionStartedTime: string | null;
  readonly sessionCompletedTime: string | null;
  readonly appointmentMaxAllowed: number;
  readonly activeAppointments: number;
  readonly serviceType: string;
  readonly participationMode: ParticipationMode;
  readonly specialty: SpecialtyView;
  readonly practitioner: PractitionerView;
  readonly organization: OrganizationView;
  readonly locationName: string;
  readonly locationImageUrl: string | null;
  /** In the tenant's currency (the database keeps cents). */
  readonly doctorFee: number;
  /** What the patient pays under the standard scheme (doctor and hospital fees), in the tenant's currency. */
  readonly fee: number;
}

/** 'Dr. Nimal Perera': the prefix and the name, as the schema promises. */
export function practitionerName(prefix: string, name: string): string {
  return prefix === '' ? name : `${prefix} ${name}`;
}

export const iso = (time: Date | null): string | null => (time === null ? null : time.toISOString());
