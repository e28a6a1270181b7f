import { describe, expect, it } from 'vitest';
import { isAppPath } from '../../../domain/bookingRoutes';

describe('isAppPath: the one rule for a path the app is told to go to (payment returns, back parameters)', () => {
  it('accepts paths of this app with their query', () => {
    for (const path of ['/', '/profiles', '/view/appointment?sessionId=s1&appointmentId=a1', '/chat-home?tab=1', '/profiles/registration?back=%2Fprofiles']) {
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
