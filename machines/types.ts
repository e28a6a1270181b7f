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
