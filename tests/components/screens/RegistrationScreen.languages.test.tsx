// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import type { Patient, Profile } from '../../../machines/types';
import type { RegistrationActors } from '../../../src/features/profiles/api/authActors';
import { RegistrationScreen } from '../../../src/features/profiles/registration/RegistrationScreen';
import { createSessionStore } from '../../../src/lib/session/sessionStore';
import { speak } from '../../support/language';
import { renderScreen } from './renderWithApp';

/** 'Add New Profile' in Sinhala and Tamil: its heading, labels, genders and relationships (stored in English). */

const NEVER: RegistrationActors = {
  createPatient: fromPromise<Patient, never>(() => Promise.reject(new Error('not in this test'))),
  loadProfile: fromPromise<Profile, never>(() => Promise.reject(new Error('not in this test'))),
} as unknown as RegistrationActors;

const WORDS = {
  si: {
    title: 'නව පැතිකඩක් එක් කරන්න',
    gender: 'ස්ත්‍රී/පුරුෂ භාවය',
    female: 'ස්ත්‍රී',
    question: 'මෙම ගිණුම කා සඳහාද?',
    mother: 'මව',
    given: 'මුල් නම',
  },
  ta: {
    title: 'புதிய சுயவிவரத்தைச் சேர்',
    gender: 'பாலினம்',
    female: 'பெண்',
    question: 'இந்தக் கணக்கு யாருக்காக?',
    mother: 'தாய்',
    given: 'முதற் பெயர்',
  },
} as const;

let back: (() => void) | null = null;
afterEach(() => {
  cleanup();
  back?.();
  back = null;
});

describe.each(['si', 'ta'] as const)('RegistrationScreen in %s', (language) => {
  it('words the form in that language', () => {
    back = speak(language);
    const words = WORDS[language];
    const store = createSessionStore(localStorage, sessionStorage);
    store.signIn({ accessToken: 'token-9', profile: { id: 'profile-9', mobileNo: '94770000009', patients: [] } });
    renderScreen(<RegistrationScreen actors={NEVER} />, { path: '/profiles/registration', store });
    expect(screen.getByRole('heading', { name: words.title })).toBeTruthy();
    expect(screen.getByLabelText(words.given)).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: words.gender })).getByRole('button', { name: words.female }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: words.question })).getByRole('button', { name: words.mother }),
    ).toBeTruthy();
  });
});
