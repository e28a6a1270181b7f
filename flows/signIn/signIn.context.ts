/** The sign-in's own context (flows/signIn/). */
export interface SignInContext {
  /** Resend countdown as the auth machine last reported it. */
  readonly secondsLeft: number;
}

export const SIGN_IN_START: SignInContext = { secondsLeft: 0 };
