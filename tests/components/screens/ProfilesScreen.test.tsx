// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

function renderProfiles(profile: Profile): void {
  const store = createSessionStore(localStorage, sessionStorage);
  store.signIn({ accessToken: 'token-1', profile });
  renderScreen(<ProfilesScreen />, { path: '/profiles', store });
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
});
