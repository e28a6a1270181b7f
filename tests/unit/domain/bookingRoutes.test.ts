import { describe, expect, it } from 'vitest';
import { isAppPath, paymentReturnUrls } from '../../../domain/bookingRoutes';
import { paymentStateOf } from '../../../domain/bookingRules';

describe('isAppPath: the one rule for a path the app is told to go to (payment returns, back parameters)', () => {
  it('accepts paths of this app with their query', () => {
    for (const path of [
      '/',
      '/profiles',
      '/view/appointment?sessionId=s1&appointmentId=a1',
      '/chat-home?tab=1',
      '/profiles/registration?back=%2Fprofiles',
    ]) {
      expect(isAppPath(path)).toBe(true);
    }
  });

  it('refuses anything a browser could read as another site, or that is not a plain path', () => {
    for (const path of [
      '//evil.com',
      '/\\evil.com',
      '/\t/evil.com',
      '/\n/evil.com',
      'https://evil.com',
      'javascript:alert(1)',
      'profiles',
      '',
      '/profiles\\..\\evil',
      '/profiles#top',
      '/a b',
      '/"quoted"',
    ]) {
      expect(isAppPath(path)).toBe(false);
    }
  });
});

describe('paymentReturnUrls', () => {
  it('brings a flat booking back to its appointment, with the outcome', () => {
    expect(paymentReturnUrls('s1', 'a1')).toEqual({
      successUrl: '/view/appointment?sessionId=s1&appointmentId=a1&paymentStatus=success',
      failureUrl: '/view/appointment?sessionId=s1&appointmentId=a1&paymentStatus=Failure',
    });
  });

  it('brings a booking made in the chat back to the chat, which checks the appointment itself', () => {
    const urls = paymentReturnUrls('s1', 'a1', 'chat');
    expect(urls).toEqual({
      successUrl: '/chat-home?paymentStatus=success',
      failureUrl: '/chat-home?paymentStatus=Failure',
    });
    expect(isAppPath(urls.successUrl) && isAppPath(urls.failureUrl)).toBe(true);
  });
});

describe('paymentStateOf', () => {
  it('reads an appointment after a payment attempt: paid, still held, or lapsed', () => {
    expect(paymentStateOf({ status: 'booked', paymentStatus: 'paid' })).toBe('paid');
    expect(paymentStateOf({ status: 'booked', paymentStatus: 'pending' })).toBe('held');
    expect(paymentStateOf({ status: 'cancelled', paymentStatus: 'pending' })).toBe('lapsed');
  });
});
