import { describe, it, expect } from 'vitest';
import {
  authText,
  OTP_LENGTH,
  OTP_MAX,
  OTP_CHECK_PACING,
  OTP_MAX_REQUESTS_PER_ADDRESS_PER_HOUR,
  OTP_MAX_SENDS_PER_CALLER_PER_DAY,
  OTP_MAX_SENDS_PER_CALLER_PER_HOUR,
  OTP_MAX_SENDS_PER_NUMBER_PER_DAY,
  OTP_MAX_SENDS_PER_NUMBER_PER_HOUR,
  OTP_MAX_WRONG_TRIES,
  OTP_MIN,
  OTP_TTL_MS,
  RESEND_COUNTDOWN_SECONDS,
  codeSentTo,
  formatCountdown,
  otpError,
} from '../../../domain/otp';

describe('OTP constants', () => {
  it('match the spec and the brief', () => {
    expect(OTP_LENGTH).toBe(4);
    expect(RESEND_COUNTDOWN_SECONDS).toBe(60);
    expect(OTP_TTL_MS).toBe(300_000);
    expect(OTP_MAX_WRONG_TRIES).toBe(5);
    expect(OTP_MAX_SENDS_PER_CALLER_PER_HOUR).toBe(5);
    expect(OTP_MAX_SENDS_PER_CALLER_PER_DAY).toBe(10);
    expect(OTP_MAX_REQUESTS_PER_ADDRESS_PER_HOUR).toBe(20);
  });

  it("keep the number's backstop out of one stranger's (or two strangers') reach", () => {
    expect(OTP_MAX_SENDS_PER_NUMBER_PER_HOUR).toBeGreaterThan(2 * OTP_MAX_SENDS_PER_CALLER_PER_HOUR);
    expect(OTP_MAX_SENDS_PER_NUMBER_PER_DAY).toBeGreaterThan(2 * OTP_MAX_SENDS_PER_CALLER_PER_DAY);
  });

  it("pace a number's guesses so that the owner waits at most 30 seconds, and a code's 5 tries fit in its life", () => {
    expect(OTP_CHECK_PACING.capMs).toBe(30_000);
    expect((OTP_MAX_WRONG_TRIES - 1) * OTP_CHECK_PACING.capMs).toBeLessThan(OTP_TTL_MS);
  });

  it('generated codes have 4 digits without a leading zero', () => {
    expect(OTP_MIN).toBe(1000);
    expect(OTP_MAX).toBe(9999);
    expect(String(OTP_MIN)).toHaveLength(OTP_LENGTH);
    expect(String(OTP_MAX)).toHaveLength(OTP_LENGTH);
  });
});

describe('otpError', () => {
  it('asks for the code when empty', () => {
    expect(otpError('')).toBe('Type verification code we sent you SMS');
    expect(otpError('  ')).toBe('Type verification code we sent you SMS');
  });

  it('requires exactly 4 digits', () => {
    expect(otpError('123')).toBe('verification code should have 4 digits!');
    expect(otpError('12345')).toBe('verification code should have 4 digits!');
    expect(otpError('12a4')).toBe('verification code should have 4 digits!');
    expect(otpError('1 34')).toBe('verification code should have 4 digits!');
    expect(otpError('1234')).toBeNull();
    expect(otpError('9999')).toBeNull();
  });
});

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(10)).toBe('0:10');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(125)).toBe('2:05');
  });

  it('never shows a negative or fractional time', () => {
    expect(formatCountdown(-3)).toBe('0:00');
    expect(formatCountdown(59.9)).toBe('0:59');
    expect(formatCountdown(Number.NaN)).toBe('0:00');
  });
});

describe('authText', () => {
  it('holds the exact chat texts', () => {
    expect(authText().codeSentEvent).toBe('OTP sent successfully');
    expect(authText().verifiedEvent).toBe('OTP verified successfully');
    expect(authText().sendFailedEvent).toBe('OTP sending failure');
    expect(authText().verifyFailedEvent).toBe('OTP verification failure');
    expect(authText().resent).toBe('OTP Resent');
    expect(authText().smsDelay).toBe('There may be SMS delays. Please wait and check again your SMS.');
    expect(authText().wrongCode).toBe('that is not the code I sent you');
    expect(authText().expired).toBe('That code has expired. Tap Resend OTP for a new one.');
    expect(authText().locked).toBe('Too many wrong codes. Tap Resend OTP for a new one.');
  });

  it('names the last four digits the code went to', () => {
    expect(authText().codeSentTo('4567')).toBe('I sent a 4-digit code to your number ending in 4567');
    expect(codeSentTo('5678')).toBe('I sent a 4-digit code to your number ending in 5678');
  });
});
