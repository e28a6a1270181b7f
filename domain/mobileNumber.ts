import { t } from '../i18n/translate';
import { digitsOnly } from './digits';

/** Country code every stored number starts with (spec 000 §9). */
export const MOBILE_PREFIX = '94';

/**
 * First failing rule of spec 000 §5, checked in the spec's order on the number as typed.
 * Surrounding whitespace is ignored; any other non-digit fails the rule the number falls under. Worded in the
 * active language (the server only asks whether it is null).
 */
export function mobileNumberError(input: string): string | null {
  const value = input.trim();
  if (value === '') return t('signIn.mobileEmpty');
  if (value.startsWith('0') && !/^07\d*$/.test(value) && value.length > 9) return t('signIn.mobileInvalid');
  if (value.startsWith(MOBILE_PREFIX)) return /^\d{11}$/.test(value) ? null : t('signIn.mobilePrefixed');
  if (value.startsWith('0')) return /^\d{10}$/.test(value) ? null : t('signIn.mobileLeadingZero');
  return /^\d{9}$/.test(value) ? null : t('signIn.mobileLocal');
}

/** 94 plus the number without its leading zero (11 digits). The input is assumed to pass mobileNumberError. */
export function normaliseMobileNumber(input: string): string {
  const digits = digitsOnly(input);
  if (digits.startsWith(MOBILE_PREFIX)) return digits;
  return MOBILE_PREFIX + (digits.startsWith('0') ? digits.slice(1) : digits);
}

/** The last 4 digits, shown when a code is sent ("ending in 4567"). */
export function lastFourDigits(mobile: string): string {
  return digitsOnly(mobile).slice(-4);
}

/** '+94 77 123 4567' for a stored 94… number, as people read and dial it; anything else as it is. */
export function displayMobile(mobileNo: string): string {
  const match = /^94(\d{2})(\d{3})(\d{4})$/.exec(mobileNo.trim());
  return match === null ? mobileNo : `+94 ${match[1] ?? ''} ${match[2] ?? ''} ${match[3] ?? ''}`;
}
