// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../domain/storageKeys';
import type { CreatePatientInput, Patient, Profile } from '../../../machines/types';
import type { RegistrationActors } from '../../../src/features/profiles/api/authActors';
import { createSessionStore } from '../../../src/lib/session/sessionStore';
import { RegistrationScreen } from '../../../src/features/profiles/registration/RegistrationScreen';
import { renderScreen } from './renderWithApp';

const emptyAccount: Profile = { id: 'profile-9', mobileNo: '94770000009', patients: [] };

function fakeActors(): RegistrationActors & { created: CreatePatientInput[]; tokens: string[] } {
  const created: CreatePatientInput[] = [];
  const tokens: string[] = [];
  const patients: Patient[] = [];
  return {
    created,
    tokens,
    createPatient: fromPromise<Patient, { accessToken: string; hospitalId: string; input: CreatePatientInput }>(
      ({ input }) => {
        created.push(input.input);
        tokens.push(input.accessToken);
        const patient: Patient = {
          id: `p${created.length}`,
          ...input.input,
          relationship: input.input.relationship ?? null,
          hospitalId: input.hospitalId,
          mobileNo: emptyAccount.mobileNo,
        };
        patients.push(patient);
        return Promise.resolve(patient);
      },
    ),
    loadProfile: fromPromise<Profile, { accessToken: string }>(() =>
      Promise.resolve({ ...emptyAccount, patients: [...patients] }),
    ),
  };
}

function signedInStore(): ReturnType<typeof createSessionStore> {
  const store = createSessionStore(localStorage, sessionStorage);
  store.signIn({ accessToken: 'token-9', profile: emptyAccount });
  return store;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const submit = (): HTMLElement => screen.getByRole('button', { name: 'SUBMIT' });
const choose = (group: string, option: string): HTMLElement =>
  within(screen.getByRole('group', { name: group })).getByRole('button', { name: option });

describe('RegistrationScreen', () => {
  it("shows the form: heading, back link, prefixes, names, genders, date and 'This account is for?'", () => {
    renderScreen(<RegistrationScreen actors={fakeActors()} />, {
      path: '/profiles/registration',
      store: signedInStore(),
    });
    expect(screen.getByRole('heading', { name: 'Add New Profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back/ }).getAttribute('href')).toBe('/profiles');
    for (const prefix of ['Mr', 'Miss', 'Mrs', 'Ms', 'Baby', 'Baby Of'])
      expect(choose('Name prefix', prefix)).toBeTruthy();
    for (const gender of ['Female', 'Male', 'Other']) expect(choose('Gender', gender)).toBeTruthy();
    for (const relationship of [
      'Me',
      'Father',
      'Mother',
      'Husband',
      'Wife',
      'Brother',
      'Sister',
      'Daughter',
      'Son',
      'Friend',
    ]) {
      expect(choose('This account is for?', relationship)).toBeTruthy();
    }
    expect(screen.getByLabelText('Given name')).toBeTruthy();
    expect(screen.getByLabelText('Family name')).toBeTruthy();
  });

  it('goes back to a path of this app only; any other back parameter returns to /profiles', () => {
    const backHref = (back: string): string | null => {
      const { unmount } = renderScreen(<RegistrationScreen actors={fakeActors()} />, {
        path: '/profiles/registration',
        url: `/profiles/registration?back=${back}`,
        store: signedInStore(),
      });
      const href = screen.getByRole('link', { name: /Back/ }).getAttribute('href');
      unmount();
      return href;
    };
    expect(backHref('/profiles')).toBe('/profiles');
    expect(backHref(encodeURIComponent('/chat-home?tab=1'))).toBe('/chat-home?tab=1');
    // '/\evil.com', '//evil.com' and '/<tab>/evil.com' all lead to evil.com in a browser.
    for (const external of [
      '/%5Cevil.com',
      '/%5C%5Cevil.com',
      '//evil.com',
      '/%2F%2Fevil.com',
      '/%09/evil.com',
      'https://evil.com',
      'javascript:alert(1)',
      '/profiles%5C..%5Cevil',
    ]) {
      expect(backHref(external)).toBe('/profiles');
    }
    // The app's one path rule (domain/bookingRoutes.ts isAppPath): no spaces, quotes or fragments either.
    for (const odd of ['/profiles%23top', '/a%20b', '/%22x%22']) expect(backHref(odd)).toBe('/profiles');
  });

  it('offers Me only while the account has none, and ignores a preset Me when it has one', () => {
    const store = createSessionStore(localStorage, sessionStorage);
    const holder: Patient = {
      id: 'p1',
      prefix: 'Mr',
      given: ['Nimal'],
      family: 'Perera',
      gender: 'male',
      birthDate: '1990-05-14',
      relationship: 'Me',
      hospitalId: 'org-colombo',
      mobileNo: '94770000009',
    };
    store.signIn({ accessToken: 'token-9', profile: { ...emptyAccount, patients: [holder] } });
    renderScreen(<RegistrationScreen actors={fakeActors()} />, {
      path: '/profiles/registration',
      url: '/profiles/registration?relationship=Me',
      store,
    });
    const offered = within(screen.getByRole('group', { name: 'This account is for?' }))
      .getAllByRole('button')
      .map((button) => [button.textContent, button.getAttribute('aria-pressed')]);
    expect(offered.map(([name]) => name)).toEqual([
      'Father',
      'Mother',
      'Husband',
      'Wife',
      'Brother',
      'Sister',
      'Daughter',
      'Son',
      'Friend',
    ]);
    expect(offered.filter(([, isPressed]) => isPressed === 'true')).toEqual([]);
    expect(submit()).toHaveProperty('disabled', true);
  });

  it('keeps SUBMIT disabled until a relationship is set', async () => {
    const user = userEvent.setup();
    renderScreen(<RegistrationScreen actors={fakeActors()} />, {
      path: '/profiles/registration',
      store: signedInStore(),
    });
    expect(submit()).toHaveProperty('disabled', true);
    // The disabled button says why.
    expect(submit().getAttribute('aria-describedby')).toBe(
      screen.getByText('Please choose who this profile is for').id,
    );
    await user.click(choose('This account is for?', 'Me'));
    expect(submit()).toHaveProperty('disabled', false);
    expect(submit().getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('Please choose who this profile is for')).toBeNull();
    expect(choose('This account is for?', 'Me').getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps only digits in the date inputs, up to 2, 2 and 4', async () => {
    const user = userEvent.setup();
    renderScreen(<RegistrationScreen actors={fakeActors()} />, {
      path: '/profiles/registration',
      store: signedInStore(),
    });
    const day = screen.getByLabelText('Day');
    const month = screen.getByLabelText('Month');
    const year = screen.getByLabelText('Year');
    await user.type(day, '1a23');
    await user.type(month, 'x0-45');
    await user.type(year, '19y905');
    expect(day).toHaveProperty('value', '12');
    expect(month).toHaveProperty('value', '04');
    expect(year).toHaveProperty('value', '1990');
  });

  it('shows the validation messages in the order of the spec as the form is filled', async () => {
    const user = userEvent.setup();
    const actors = fakeActors();
    renderScreen(<RegistrationScreen actors={actors} />, { path: '/profiles/registration', store: signedInStore() });
    await user.click(choose('This account is for?', 'Me'));
    const expectError = async (message: string): Promise<void> => {
      await user.click(submit());
      // The form's message sits under the fields, so it is the last alert on the page.
      expect(screen.getAllByRole('alert').at(-1)?.textContent).toBe(message);
    };

    await expectError('Please select your name prefix (Mr, Ms?)');
    await user.click(choose('Name prefix', 'Ms'));
    await expectError('We need your given name!');
    await user.type(screen.getByLabelText('Given name'), 'Nimali');
    await expectError('We need your family name!');
    await user.type(screen.getByLabelText('Family name'), 'Silva');
    await expectError('We need your gender!');
    await user.click(choose('Gender', 'Female'));
    await expectError('Your date of birth, date should be valid');
    await user.type(screen.getByLabelText('Day'), '31');
    await expectError('Your date of birth, month should be valid');
    await user.type(screen.getByLabelText('Month'), '13');
    await expectError('Your date of birth, month should be valid');
    await user.clear(screen.getByLabelText('Month'));
    await user.type(screen.getByLabelText('Month'), '12');
    await expectError('Your date of birth, year should be valid');
    await user.type(screen.getByLabelText('Year'), '1899');
    await expectError('Your date of birth, year should be valid');
    expect(actors.created).toEqual([]);
  });

  it("says 'invalid prefix match gender' for Mr with female", async () => {
    const user = userEvent.setup();
    renderScreen(<RegistrationScreen actors={fakeActors()} />, {
      path: '/profiles/registration',
      store: signedInStore(),
    });
    await user.click(choose('Name prefix', 'Mr'));
    expect(choose('Gender', 'Male').getAttribute('aria-pressed')).toBe('true');
    await user.click(choose('Gender', 'Female'));
    expect(screen.getByRole('alert').textContent).toBe('invalid prefix match gender');
  });

  it('refuses a pasted name with a hidden direction override, saying so, and creates nothing', async () => {
    const user = userEvent.setup();
    const actors = fakeActors();
    renderScreen(<RegistrationScreen actors={actors} />, { path: '/profiles/registration', store: signedInStore() });
    await user.click(choose('This account is for?', 'Me'));
    await user.click(choose('Name prefix', 'Mrs'));
    await user.click(screen.getByLabelText('Given name'));
    // U+202E would print 'Nimali' + 'avlis' reversed ('Nimalisilva') in the console, the SMS and the PDF.
    await user.paste('Nimali\u202Eavlis');
    await user.type(screen.getByLabelText('Family name'), 'Silva');
    await user.type(screen.getByLabelText('Day'), '5');
    await user.type(screen.getByLabelText('Month'), '3');
    await user.type(screen.getByLabelText('Year'), '1988');
    await user.click(submit());
    expect(screen.getAllByRole('alert').at(-1)?.textContent).toBe(
      'Your given name has hidden characters. Please type it again.',
    );
    expect(actors.created).toEqual([]);
  });

  it('creates the patient, stores the refreshed profile and goes home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const actors = fakeActors();
    renderScreen(<RegistrationScreen actors={actors} />, { path: '/profiles/registration', store: signedInStore() });

    await user.click(choose('Name prefix', 'Mrs'));
    await user.type(screen.getByLabelText('Given name'), 'Nimali');
    await user.type(screen.getByLabelText('Family name'), 'Silva');
    await user.type(screen.getByLabelText('Day'), '5');
    await user.type(screen.getByLabelText('Month'), '3');
    await user.type(screen.getByLabelText('Year'), '1988');
    await user.click(choose('This account is for?', 'Sister'));
    await user.click(submit());

    expect(await screen.findByText('Patient created successfully')).toBeTruthy();
    expect(actors.created).toEqual([
      {
        prefix: 'Mrs',
        given: ['Nimali'],
        family: 'Silva',
        gender: 'female',
        birthDate: '1988-03-05',
        relationship: 'Sister Nimali',
      },
    ]);
    expect(actors.tokens).toEqual(['token-9']);

    await vi.advanceTimersByTimeAsync(2000);
    const landed = await screen.findByTestId('landed');
    expect(landed.textContent).toBe(__TENANT__.uxFlow === 'chat' ? '/chat-home' : '/home-dashboard');
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.userProfile) ?? 'null') as Profile;
    expect(stored.patients.map((patient) => patient.relationship)).toEqual(['Sister Nimali']);
  });

  it('returns to the back address after creating the patient', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderScreen(<RegistrationScreen actors={fakeActors()} />, {
      path: '/profiles/registration',
      url: '/profiles/registration?back=%2Fprofiles',
      store: signedInStore(),
    });

    await user.click(choose('Name prefix', 'Mr'));
    await user.type(screen.getByLabelText('Given name'), 'Sunil');
    await user.type(screen.getByLabelText('Family name'), 'Silva');
    await user.type(screen.getByLabelText('Day'), '1');
    await user.type(screen.getByLabelText('Month'), '2');
    await user.type(screen.getByLabelText('Year'), '1950');
    await user.click(choose('This account is for?', 'Father'));
    await user.click(submit());

    await vi.advanceTimersByTimeAsync(2000);
    expect((await screen.findByTestId('landed')).textContent).toBe('/profiles');
  });
});
