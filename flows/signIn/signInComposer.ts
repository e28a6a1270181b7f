import { RESEND_OTP_BUTTON, type ComposerMode } from '../chatProtocol';

/**
 * The composer while signing in: the mobile number, then the code with its Resend OTP countdown. Its labels stay
 * the spec's English words: flows/chatProtocol.ts types them as those literals ('Send now', 'Verify now',
 * 'Resend OTP'); once it takes any string, they are signIn.sendNow, signIn.verifyNow and signIn.resendOtp.
 */

export function mobileMode(): ComposerMode {
  return { kind: 'mobile', submitLabel: 'Send now' };
}

export function otpMode(secondsLeft: number): ComposerMode {
  return { kind: 'otp', submitLabel: 'Verify now', resend: { label: RESEND_OTP_BUTTON.label, secondsLeft } };
}
