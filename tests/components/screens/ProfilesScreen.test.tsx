// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Client, fetchExchange } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../domain/storageKeys';
import type { Patient, Profile } from '../../../machines/types';
import { createSessionStore } from '../../../src/app/sessionStore';
import { ProfilesScreen } from '../../../src/screens/profiles/ProfilesScreen';
import { groupByRelationship } from '../../../src/screens/profiles/profileGroups';
import { renderScreen } from './renderWithApp';

function patient(id: string, given: string, relationship: string | null, prefix = 'Mr'): Patient {
  return { id, prefix, given: [given], family: 'Perera', gender: 'male', birthDate: '1990-01-01', relationship, hospitalId: 'org-galle', mobileNo: '94771234567' };
}

const family: Profile = {
  id: 'profile-1',
  mobileNo: '94771234567',
  patients: [
    patient('p3', 'Kamal', null),
    patient('p2', 'Nimali', 'Sister Nimali', 'Ms'),
    patient('p1', 'Nimal', 'Me'),
    patient('p4', 'Sunil', 'Father'),
    patient('p5', 'Dilani', 'Sister Dilani', 'Ms'),
  ],
};

function renderProfiles(profile: Profile, client?: Client): void {
  const store = createSessionStore(localStorage, sessionStorage);
  store.signIn({ accessToken: 'token-1', profile });
  renderScreen(<ProfilesScreen />, { path: '/profiles', store, client });
}

/** An urql client over a server that knows the account and revokes the token on logout; the operations it was sent. */
function serverClient(profile: Profile): { client: Client; operations: string[] } {
  const operations: string[] = [];
  const answers: Record<string, unknown> = { ProfileQuery: { queryOneProfile: profile }, Logout: { logout: true } };
  const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    const { operationName } = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { operationName?: string };
    operations.push(operationName ?? '');
    return Promise.resolve(new Response(JSON.stringify({ data: answers[operationName ?? ''] ?? null }), { headers: { 'content-type': 'application/json' } }));
  });
  return { client: new Client({ url: 'http://localhost/graphql', exchanges: [fetchExchange], fetch }), operations };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('profile groups', () => {
  it('follow the relationship list, put multi-role relatives together and unclassified patients last', () => {
    const groups = groupByRelationship(family.patients);
    expect(groups.map((group) => [group.label, group.patients.map((member) => member.id)])).toEqual([
      ['Me', ['p1']],
      ['Father', ['p4']],
      ['Sister', ['p2', 'p5']],
      ['Unclassified', ['p3']],
    ]);
  });
});

describe('ProfilesScreen', () => {
  it("shows the account's patients grouped per relationship", () => {
    renderProfiles(family);
    const me = screen.getByRole('region', { name: 'Me' });
    expect(within(me).getByText('Mr. Nimal Perera')).toBeTruthy();
    const sisters = screen.getByRole('region', { name: 'Sister' });
    expect(within(sisters).getAllByRole('listitem').map((item) => item.querySelector('.patient-card__name')?.textContent)).toEqual([
      'Ms. Nimali Perera',
      'Ms. Dilani Perera',
    ]);
    expect(within(screen.getByRole('region', { name: 'Unclassified' })).getByText('Mr. Kamal Perera')).toBeTruthy();
  });

  it('asks to add a profile when the account has none', () => {
    renderProfiles({ ...family, patients: [] });
    expect(screen.getByText('No profiles found, Add your profile to continue')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add new profile' }).getAttribute('href')).toBe('/profiles/registration?back=/profiles');
  });

  it('links the account menu to its pages and offers Logout', () => {
    renderProfiles(family);
    const menu = screen.getByRole('navigation', { name: 'Account' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Consultations', '/history/appointments'],
      ['Lab Tests', '/history/examination'],
      ['Procedures', '/history/procedure'],
      ['Payment History', '/profiles/my-payment-history'],
      ['Saved Payment Methods', '/profiles/payment-methods'],
    ]);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByText(/^Version \d/)).toBeTruthy();
  });

  it('logs out: the logout mutation is sent, the login and this tab\'s patient data are forgotten and the app goes to /', async () => {
    const { client, operations } = serverClient(family);
    renderProfiles(family, client);
    sessionStorage.setItem(STORAGE_KEYS.relationshipView, 'Me');
    sessionStorage.setItem(STORAGE_KEYS.assistant, '{"owner":"profile-1"}');

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect((await screen.findByTestId('landed')).textContent).toBe('/');
    expect(operations.filter((name) => name === 'Logout')).toHaveLength(1);
    for (const key of [STORAGE_KEYS.accessToken, STORAGE_KEYS.userProfile]) expect(localStorage.getItem(key)).toBeNull();
    for (const key of [STORAGE_KEYS.relationshipView, STORAGE_KEYS.assistant]) expect(sessionStorage.getItem(key)).toBeNull();
  });
});
