import { RESEND_OTP_BUTTON, type ComposerMode } from '../chatProtocol';

/** The composer while signing in: the mobile number, then the code with its Resend OTP countdown. */

export const SIGN_IN_TEXT = {
  askMobile: 'To continue, please type your mobile number.',
} as const;

export const MOBILE_MODE: ComposerMode = { kind: 'mobile', submitLabel: 'Send now' };

export function otpMode(secondsLeft: number): ComposerMode {
  return { kind: 'otp', submitLabel: 'Verify now', resend: { label: RESEND_OTP_BUTTON.label, secondsLeft } };
}
