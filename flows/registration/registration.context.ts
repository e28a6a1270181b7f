/** The registration's own context (flows/registration/). */
export interface RegistrationContext {
  /** A field is asked again after SUBMIT failed: once answered, go straight back to SUBMIT. */
  readonly reviewing: boolean;
}

export const REGISTRATION_START: RegistrationContext = { reviewing: false };
