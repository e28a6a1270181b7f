import type { ComposerMode } from '../chatProtocol';
import { t } from '../../i18n/translate';

/**
 * The composer while signing in: the mobile number, then the code with its Resend OTP countdown, in the patient's
 * language (the spec's English words in i18n/po/en/signIn.po; the same as /login's).
 */

export function mobileMode(): ComposerMode {
  return { kind: 'mobile', submitLabel: t('signIn.sendNow') };
}

export function otpMode(secondsLeft: number): ComposerMode {
  return {
    kind: 'otp',
    submitLabel: t('signIn.verifyNow'),
    resend: { label: t('signIn.resendOtp'), secondsLeft },
  };
}
