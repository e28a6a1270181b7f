// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Completion, Initiation } from '../../../machines/auth.machine';
import type { Profile } from '../../../machines/types';
import type { AuthActors } from '../../../src/features/profiles/api/authActors';
import { LoginScreen } from '../../../src/features/profiles/login/LoginScreen';
import { speak } from '../../support/language';
import { renderScreen } from './renderWithApp';

/** /login in Sinhala and Tamil: its labels, the number's rule, the code sent and a wrong code. */

/** Every code is wrong here: the test stops at the code step. */
const ACTORS: AuthActors = {
  initiateAuthentication: fromPromise<Initiation, { mobile: string }>(({ input }) =>
    Promise.resolve({ id: 'init-1', mobileNo: input.mobile, resendAfterSeconds: 60 }),
  ),
  completeAuthentication: fromPromise<Completion, { id: string; code: number }>(() =>
    Promise.resolve({ outcome: 'failed', accessToken: null, triesLeft: 4 }),
  ),
  loadProfile: fromPromise<Profile, { accessToken: string }>(() => Promise.reject(new Error('not signed in'))),
};

const WORDS = {
  si: {
    mobile: 'ජංගම දුරකථන අංකය',
    hint: 'අපි ඔබට SMS මගින් ඉලක්කම් 4ක කේතයක් එවන්නෙමු.',
    send: 'දැන් යවන්න',
    short: 'ජංගම දුරකථන අංකයේ ඉලක්කම් 9ක් තිබිය යුතුය!',
    code: 'සත්‍යාපන කේතය',
    sent: '4567 න් අවසන් වන ඔබේ අංකයට මම ඉලක්කම් 4ක කේතයක් යැවුවෙමි',
    verify: 'දැන් තහවුරු කරන්න',
    wrong: 'එය මා ඔබට එවූ කේතය නොවේ',
    resend: 'OTP නැවත යවන්න',
    change: 'අංකය වෙනස් කරන්න',
  },
  ta: {
    mobile: 'கைபேசி எண்',
    hint: 'SMS மூலம் 4 இலக்கக் குறியீட்டை உங்களுக்கு அனுப்புவோம்.',
    send: 'இப்போது அனுப்பு',
    short: 'கைபேசி எண்ணில் 9 இலக்கங்கள் இருக்க வேண்டும்!',
    code: 'சரிபார்ப்புக் குறியீடு',
    sent: '4567 இல் முடியும் உங்கள் எண்ணுக்கு 4 இலக்கக் குறியீட்டை அனுப்பினேன்',
    verify: 'இப்போது சரிபார்',
    wrong: 'அது நான் உங்களுக்கு அனுப்பிய குறியீடு அல்ல',
    resend: 'OTP ஐ மீண்டும் அனுப்பு',
    change: 'எண்ணை மாற்று',
  },
} as const;

let back: (() => void) | null = null;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  back?.();
  back = null;
});

describe.each(['si', 'ta'] as const)('LoginScreen in %s', (language) => {
  it('words the number step, its rule, the code step and a wrong code in that language', async () => {
    back = speak(language);
    const words = WORDS[language];
    const user = userEvent.setup();
    renderScreen(<LoginScreen actors={ACTORS} />, { path: '/login' });

    expect(screen.getByText(words.hint)).toBeTruthy();
    await user.type(screen.getByLabelText(words.mobile), '12345');
    await user.click(screen.getByRole('button', { name: words.send }));
    expect(screen.getByRole('alert')).toHaveProperty('textContent', words.short);

    await user.clear(screen.getByLabelText(words.mobile));
    await user.type(screen.getByLabelText(words.mobile), '0771234567');
    await user.click(screen.getByRole('button', { name: words.send }));
    await screen.findByLabelText(words.code);
    expect(screen.getByText(words.sent)).toBeTruthy();
    expect(screen.getByRole('button', { name: words.resend })).toBeTruthy();
    expect(screen.getByRole('button', { name: words.change })).toBeTruthy();

    await user.type(screen.getByLabelText(words.code), '1111');
    await user.click(screen.getByRole('button', { name: words.verify }));
    expect((await screen.findByRole('alert')).textContent).toBe(words.wrong);
  });
});

describe('the flat flow’s first screen', () => {
  it('offers the three languages, each in its own script and marked so, the current one pressed', () => {
    renderScreen(<LoginScreen actors={ACTORS} />, { path: '/login' });
    const picker = screen.getByRole('group', { name: 'Language' });
    const options = [...picker.querySelectorAll('button')].map((button) => [
      button.textContent,
      button.lang,
      button.getAttribute('aria-pressed'),
    ]);
    expect(options).toEqual([
      ['English', 'en', 'true'],
      ['සිංහල', 'si', 'false'],
      ['தமிழ்', 'ta', 'false'],
    ]);
  });
});
