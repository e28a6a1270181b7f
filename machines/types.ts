import type { Gender } from '../domain/profileForm';

/** A patient of an account, as server/schema.graphql `Patient` returns it (createdTime is not read). */
export interface Patient {
  id: string;
  prefix: string;
  given: string[];
  family: string;
  gender: Gender;
  /** YYYY-MM-DD */
  birthDate: string;
  /** Me, Father, 'Sister Nimali', ...; null: unclassified. */
  relationship: string | null;
  hospitalId: string;
  mobileNo: string;
  /** Home address (patchPatient /address); null or absent when none was given. */
  address?: PatientAddress | null;
  /** Ids of other patients of the account this one is related to. */
  link?: string[];
}

/** server/schema.graphql `Address`: up to three lines and a city. */
interface PatientAddress {
  use: string;
  line: string[];
  city: string | null;
}

/** The signed-in account: its normalised mobile number and every patient it holds. */
export interface Profile {
  id: string;
  mobileNo: string;
  patients: Patient[];
}

/** server/schema.graphql `CreatePatientInput`. */
export interface CreatePatientInput {
  prefix: string;
  given: string[];
  family: string;
  gender: Gender;
  /** YYYY-MM-DD */
  birthDate: string;
  relationship?: string | null;
  /** Ids of other patients of the account this one is related to. */
  link?: string[];
}

/** What a successful sign-in yields (the auth machine's output). */
export interface Session {
  accessToken: string;
  profile: Profile;
}

/** server/schema.graphql `PaymentMethod` as the booking flow needs it (the default card for quick pay). */
export interface SavedCard {
  id: string;
  /** First 6 digits then asterisks. */
  cardNumber: string;
  cardType: string;
  defaultMethod: boolean;
}

/** A practitioner as the search lists show it (server/schema.graphql `Practitioner`). */
export interface PractitionerSummary {
  id: string;
  name: string;
  roles: { code: string; display: string }[];
  specialty: { code: string; display: string };
  /** The hospitals the practitioner holds sessions at; absent when not known (then no hospital filter leaves them out). */
  organizationIds?: readonly string[];
}

/** What the recent doctors are asked for: Video Channel suggests only doctors with video sessions (issue 29 item 9). */
export interface RecentDoctorsInput {
  readonly video: boolean;
}

export interface SpecialtySummary {
  code: string;
  display: string;
}

export interface OrganizationSummary {
  id: string;
  orgName: string;
  city: string;
  phone: string;
  lat: number;
  lng: number;
}

/** Everything a session card shows (server/schema.graphql `Session`, flattened; times are epoch ms). */
export interface SessionCardData {
  id: string;
  status: 'scheduled' | 'started' | 'completed' | 'practitioner_canceled' | 'provider_aborted';
  startTime: number;
  endTime: number;
  appointmentMaxAllowed: number;
  activeAppointments: number;
  video: boolean;
  practitionerId: string;
  doctorName: string;
  /** roleText of the practitioner's roles (the generic Doctor left out). */
  doctorRole: string;
  specialty: string;
  organizationId: string;
  organizationName: string;
  locationName: string;
  /**
   * What the patient pays for the consultation (doctor and hospital fees under the hospital's standard
   * scheme: the invoice's total), in the tenant's currency.
   */
  fee: number;
}

/** What a session search asks for (server/schema.graphql `SessionFilter`; startTimeFrom as epoch ms). */
export interface SessionSearch {
  practitionerId?: string;
  organizationId?: string;
  specialtyCode?: string;
  video?: boolean;
  startTimeFrom: number;
}

/** An appointment as the booking flow knows it. */
export interface AppointmentSummary {
  id: string;
  sessionId: string;
  patientId: string;
  tokenNo: number;
  status: string;
  paymentStatus: 'pending' | 'paid';
  bookingType: 'temporary' | 'confirmed';
  /** Epoch ms; null once confirmed. */
  holdExpiresAt: number | null;
}

export interface InvoiceLineSummary {
  description: string;
  amount: number;
}

export interface InvoiceSummary {
  id: string;
  items: InvoiceLineSummary[];
  total: number;
  currency: string;
}

/** Leaving the app for a gateway: the card provider's signed form post, or a plain redirect. */
export type PaymentRedirect =
  | { readonly kind: 'post'; readonly action: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly kind: 'get'; readonly url: string };

/** initiateBooking's answer, flattened: the signed fields include `signature`. */
export interface InitiatedBooking {
  id: string;
  action: string;
  fields: Record<string, string>;
}

export interface QuickPayResult {
  status: string;
  /** The gateway's decision (ACCEPT, DECLINE, ERROR); absent in traces recorded before it was sent. */
  decision?: string | null;
  message: string | null;
  paymentId: string | null;
}

/** Public lists the search steps match against. */
export interface SearchCatalogue {
  practitioners: PractitionerSummary[];
  specialties: SpecialtySummary[];
  organizations: OrganizationSummary[];
}

/** One of the account's appointments as a card shows it (My Appointments, the chat's upcoming answer). */
export interface AppointmentCardData {
  readonly id: string;
  readonly sessionId: string;
  readonly patientId: string;
  readonly status: string;
  readonly paymentStatus: 'pending' | 'paid';
  readonly tokenNo: number;
  /** Epoch ms of the session's start. */
  readonly start: number;
  /** The patient's relationship to the holder; null: unclassified. */
  readonly relationship: string | null;
  readonly session: SessionCardData;
  /** What decides the after-booking actions (domain/appointmentActions.ts). */
  readonly practitionerPaymentStatus: string | null;
  readonly refundStatus: string | null;
  readonly rescheduledBy: string | null;
  readonly cancelReason: string | null;
  readonly feedbackRating: number | null;
}
