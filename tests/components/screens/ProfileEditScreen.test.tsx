// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Client, Provider } from 'urql';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../domain/storageKeys';
import type { PatientPatchOperation } from '../../../machines/profileEdit.machine';
import type { Patient, Profile } from '../../../machines/types';
import type { ProfileEditActors } from '../../../src/features/profiles/api/profileEditActors';
import { SessionProvider } from '../../../src/lib/session/session';
import { createSessionStore, type SessionStore } from '../../../src/lib/session/sessionStore';
import { ProfileEditScreen } from '../../../src/features/profiles/edit/ProfileEditScreen';
import { ProfilesScreen } from '../../../src/features/profiles/account/ProfilesScreen';
import { applied, ME, UNCLASSIFIED } from '../../machines/profileEditFixtures';
import { renderScreen } from './renderWithApp';

const KAMAL: Patient = { ...UNCLASSIFIED, birthDate: '2015-02-03' };
const ACCOUNT: Profile = { id: 'profile-1', mobileNo: '94771234567', patients: [ME, KAMAL] };

/** A fake patchPatient that records what it was sent and answers as the server would, or with `refuse`. */
function fakeActors(refuse?: string): ProfileEditActors & { calls: { id: string; patch: PatientPatchOperation[] }[] } {
  const calls: { id: string; patch: PatientPatchOperation[] }[] = [];
  return {
    calls,
    patchPatient: fromPromise<Patient, { id: string; patch: PatientPatchOperation[] }>(({ input }) => {
      calls.push(input);
      if (refuse !== undefined) return Promise.reject(new Error(refuse));
      const patient = ACCOUNT.patients.find((candidate) => candidate.id === input.id) ?? ME;
      return Promise.resolve(applied(patient, input.patch));
    }),
  };
}

function signedInStore(): SessionStore {
  const store = createSessionStore(localStorage, sessionStorage);
  store.signIn({ accessToken: 'token-1', profile: ACCOUNT });
  return store;
}

type FakeActors = ReturnType<typeof fakeActors>;

function renderEdit(
  id: string,
  options: { actors?: FakeActors; editProfileEnabled?: boolean; back?: string } = {},
): FakeActors {
  const actors = options.actors ?? fakeActors();
  const query = options.back === undefined ? '' : `?back=${encodeURIComponent(options.back)}`;
  renderScreen(<ProfileEditScreen actors={actors} editProfileEnabled={options.editProfileEnabled ?? true} />, {
    path: '/profiles/registration/:id',
    url: `/profiles/registration/${id}${query}`,
    store: signedInStore(),
  });
  return actors;
}

const update = (): HTMLElement => screen.getByRole('button', { name: 'UPDATE' });
const choose = (group: string, option: string): HTMLElement =>
  within(screen.getByRole('group', { name: group })).getByRole('button', { name: option });
const pressed = (group: string): string[] =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);
const field = (label: string): HTMLInputElement => screen.getByLabelText<HTMLInputElement>(label);
const dialog = (): HTMLElement => screen.getByRole('dialog', { name: 'Edit address' });
const addressText = (): string | null | undefined =>
  screen.getByRole('region', { name: 'Address' }).querySelector('.address-block__text')?.textContent;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('ProfileEditScreen', () => {
  it("shows 'Update Profile' with the patient's values filled in, the address and UPDATE", () => {
    renderEdit('p1');
    expect(screen.getByRole('heading', { name: 'Update Profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back/ }).getAttribute('href')).toBe('/profiles');
    expect(pressed('Name prefix')).toEqual(['Mr']);
    expect(field('Given name').value).toBe('Nimal');
    expect(field('Family name').value).toBe('Perera');
    expect(pressed('Gender')).toEqual(['Male']);
    expect([field('Day').value, field('Month').value, field('Year').value]).toEqual(['14', '5', '1990']);
    expect(pressed('This account is for?')).toEqual(['Me']);
    expect(addressText()).toBe('1 Temple Road, Galle');
    expect(update()).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: 'SUBMIT' })).toBeNull();
  });

  it('goes back to the back parameter when it is a path of this app', () => {
    renderEdit('p1', { back: '/view/appointment?sessionId=s1&appointmentId=a1' });
    expect(screen.getByRole('link', { name: /Back/ }).getAttribute('href')).toBe(
      '/view/appointment?sessionId=s1&appointmentId=a1',
    );
    cleanup();
    renderEdit('p1', { back: '//evil.com' });
    expect(screen.getByRole('link', { name: /Back/ }).getAttribute('href')).toBe('/profiles');
  });

  it('denies access to a patient that is not on the account', () => {
    renderEdit('someone-else');
    expect(screen.getByTestId('landed').textContent).toBe('/accessDenied');
  });

  it("shows the spec's messages and sends nothing while the form breaks a rule", async () => {
    const user = userEvent.setup();
    const actors = fakeActors();
    renderEdit('p1', { actors });
    await user.clear(field('Given name'));
    expect(screen.getByText('We need your given name!')).toBeTruthy();
    await user.type(field('Given name'), 'Nimal');
    await user.clear(field('Family name'));
    expect(screen.getByText('We need your family name!')).toBeTruthy();
    await user.type(field('Family name'), 'Perera');
    await user.click(choose('Gender', 'Female'));
    expect(screen.getByRole('alert').textContent).toBe('invalid prefix match gender');
    await user.click(choose('Gender', 'Male'));
    await user.clear(field('Day'));
    await user.type(field('Day'), '45');
    expect(screen.getByRole('alert').textContent).toBe('Your date of birth, date should be valid');
    await user.click(update());
    expect(screen.getAllByRole('alert').at(-1)?.textContent).toBe('Your date of birth, date should be valid');
    expect(actors.calls).toEqual([]);
  });

  it('asks for a prefix the form does not know, and says when nothing has changed', async () => {
    const user = userEvent.setup();
    const store = createSessionStore(localStorage, sessionStorage);
    store.signIn({ accessToken: 'token-1', profile: { ...ACCOUNT, patients: [{ ...ME, prefix: 'Dr' }] } });
    const actors = fakeActors();
    renderScreen(<ProfileEditScreen actors={actors} editProfileEnabled />, {
      path: '/profiles/registration/:id',
      url: '/profiles/registration/p1',
      store,
    });
    await user.click(update());
    expect(screen.getByRole('alert').textContent).toBe('Please select your name prefix (Mr, Ms?)');
    expect(actors.calls).toEqual([]);
    await user.click(choose('Name prefix', 'Mr'));
    await user.click(update());
    // 'Dr' to 'Mr' is the one change.
    expect(actors.calls).toEqual([
      { id: 'p1', patch: [{ op: 'add', path: '/name', name: { prefix: 'Mr', given: ['Nimal'], family: 'Perera' } }] },
    ]);
    cleanup();
    renderEdit('p1');
    await user.click(update());
    expect(screen.getByRole('alert').textContent).toBe('Nothing has changed yet');
  });

  it('edits the address in its modal: Update waits for a change, and confirm needs one field', async () => {
    const user = userEvent.setup();
    renderEdit('p1');
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    const modal = dialog();
    expect(modal.getAttribute('aria-modal')).toBe('true');
    const confirm = within(modal).getByRole('button', { name: 'Update' });
    expect(within(modal).getByLabelText<HTMLInputElement>('Address line 1').value).toBe('1 Temple Road');
    expect(within(modal).getByLabelText<HTMLInputElement>('City').value).toBe('Galle');
    expect(confirm).toHaveProperty('disabled', true);

    for (const label of ['Address line 1', 'City']) await user.clear(within(modal).getByLabelText(label));
    expect(confirm).toHaveProperty('disabled', false);
    await user.click(confirm);
    const problem = within(dialog()).getByRole('alert');
    expect(problem.textContent).toBe('Please enter at least one address field');
    // Each field says it is part of the problem, and names the message.
    for (const label of ['Address line 1', 'Address line 2', 'Address line 3', 'City']) {
      const input = within(dialog()).getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.getAttribute('aria-describedby')).toBe(problem.id);
    }
    await user.type(within(dialog()).getByLabelText('City'), 'G');
    expect(within(dialog()).getByLabelText('City').getAttribute('aria-invalid')).toBe('false');
    expect(within(dialog()).getByLabelText('City').getAttribute('aria-describedby')).toBeNull();
    await user.clear(within(dialog()).getByLabelText('City'));

    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(addressText()).toBe('1 Temple Road, Galle');

    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    await user.type(within(dialog()).getByLabelText('Address line 2'), 'Fort');
    await user.click(within(dialog()).getByRole('button', { name: 'Update' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(addressText()).toBe('1 Temple Road, Fort, Galle');
    expect(screen.getByText('Saved when you press UPDATE')).toBeTruthy();
  });

  it('closes the address modal with Escape, keeping the address', async () => {
    const user = userEvent.setup();
    renderEdit('p1');
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    await user.type(within(dialog()).getByLabelText('Address line 1'), ' A');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(addressText()).toBe('1 Temple Road, Galle');
  });

  it('sends only the changed paths, updates the stored profile and returns with a success toast', async () => {
    const user = userEvent.setup();
    const actors = fakeActors();
    const store = signedInStore();
    render(
      <SessionProvider store={store}>
        <Provider value={new Client({ url: 'http://127.0.0.1:9/graphql', exchanges: [] })}>
          <MemoryRouter initialEntries={['/profiles/registration/p1?back=/profiles']}>
            <Routes>
              <Route
                path="/profiles/registration/:id"
                element={<ProfileEditScreen actors={actors} editProfileEnabled />}
              />
              <Route path="/profiles" element={<ProfilesScreen editProfileEnabled />} />
            </Routes>
          </MemoryRouter>
        </Provider>
      </SessionProvider>,
    );
    await user.clear(field('Family name'));
    await user.type(field('Family name'), 'Silva');
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    await user.clear(within(dialog()).getByLabelText('City'));
    await user.type(within(dialog()).getByLabelText('City'), 'Colombo');
    await user.click(within(dialog()).getByRole('button', { name: 'Update' }));
    await user.click(update());

    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'My Account' })).toBeTruthy();
    expect(actors.calls).toEqual([
      {
        id: 'p1',
        patch: [
          { op: 'add', path: '/name', name: { prefix: 'Mr', given: ['Nimal'], family: 'Silva' } },
          { op: 'add', path: '/address', address: { use: 'home', line: ['1 Temple Road'], city: 'Colombo' } },
        ],
      },
    ]);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.userProfile) ?? 'null') as Profile;
    expect(stored.patients.find((patient) => patient.id === 'p1')).toMatchObject({
      family: 'Silva',
      address: { line: ['1 Temple Road'], city: 'Colombo' },
    });
    expect(stored.patients.find((patient) => patient.id === 'p3')).toEqual(KAMAL);
    expect(screen.getByText('Mr. Nimal Silva')).toBeTruthy();
  });

  it("shows the server's message when it refuses, and keeps the form", async () => {
    const user = userEvent.setup();
    renderEdit('p3', { actors: fakeActors('[GraphQL] ARO-E1040:We need a valid patient profile.') });
    await user.click(choose('This account is for?', 'Son'));
    await user.click(update());
    expect(await screen.findByText('We need a valid patient profile.')).toBeTruthy();
    expect(field('Given name').disabled).toBe(false);
    expect(update()).toHaveProperty('disabled', false);
  });

  it("offers Me only to the account's Me: another patient cannot be a second Me", () => {
    renderEdit('p1');
    expect(pressed('This account is for?')).toEqual(['Me']);
    cleanup();
    renderEdit('p3');
    const offered = within(screen.getByRole('group', { name: 'This account is for?' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(offered).toEqual(['Father', 'Mother', 'Husband', 'Wife', 'Brother', 'Sister', 'Daughter', 'Son', 'Friend']);
  });

  it('with editing off, keeps the identity and relationship of a classified patient, says why, and still updates the address', async () => {
    const user = userEvent.setup();
    const actors = fakeActors();
    renderEdit('p1', { actors, editProfileEnabled: false });
    expect(screen.getByText('Editing profiles is not available. Please contact the hospital.')).toBeTruthy();
    expect(field('Given name').disabled).toBe(true);
    expect(choose('Name prefix', 'Mr').matches(':disabled')).toBe(true);
    expect(choose('Gender', 'Male').matches(':disabled')).toBe(true);
    expect(field('Day').matches(':disabled')).toBe(true);
    expect(choose('This account is for?', 'Me').matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Edit address' })).toHaveProperty('disabled', false);
    expect(update()).toHaveProperty('disabled', false);

    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    await user.clear(within(dialog()).getByLabelText('City'));
    await user.type(within(dialog()).getByLabelText('City'), 'Kandy');
    await user.click(within(dialog()).getByRole('button', { name: 'Update' }));
    await user.click(update());
    expect(await screen.findByTestId('landed')).toBeTruthy();
    expect(actors.calls).toEqual([
      {
        id: 'p1',
        patch: [{ op: 'add', path: '/address', address: { use: 'home', line: ['1 Temple Road'], city: 'Kandy' } }],
      },
    ]);
  });

  it('with editing off, lets an unclassified patient be classified: UPDATE waits for the relationship and says so', async () => {
    const user = userEvent.setup();
    const actors = fakeActors();
    renderEdit('p3', { actors, editProfileEnabled: false });
    // The name, gender and date stay as they are; the relationship is the thing to give.
    expect(screen.getByText('Editing profiles is not available. Please contact the hospital.')).toBeTruthy();
    expect(field('Given name').disabled).toBe(true);
    expect(pressed('This account is for?')).toEqual([]);
    const offered = within(screen.getByRole('group', { name: 'This account is for?' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    // Me is taken (p1), and Kamal is a man whose gender cannot change here.
    expect(offered).toEqual(['Father', 'Husband', 'Brother', 'Sister', 'Daughter', 'Son', 'Friend']);
    expect(update()).toHaveProperty('disabled', true);
    const hint = screen.getByText('Please choose who this profile is for');
    expect(update().getAttribute('aria-describedby')).toBe(hint.id);

    await user.click(choose('This account is for?', 'Son'));
    expect(update()).toHaveProperty('disabled', false);
    expect(update().getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('Please choose who this profile is for')).toBeNull();
    await user.click(update());
    expect(await screen.findByTestId('landed')).toBeTruthy();
    expect(actors.calls).toEqual([{ id: 'p3', patch: [{ op: 'add', path: '/extension', relationship: 'Son Kamal' }] }]);
  });
});
