// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_TEXT } from '../../../../domain/bookingText';
import { createSessionStore } from '../../../../src/lib/session/sessionStore';
import { HomeDashboard } from '../../../../src/features/booking/home/HomeDashboard';
import { renderScreen } from '../renderWithApp';
import { CATALOGUE_ANSWERS, fakeServer } from '../doctor/searchServer';

function renderHome(): void {
  const server = fakeServer(CATALOGUE_ANSWERS);
  const store = createSessionStore(localStorage, sessionStorage);
  store.signIn({
    accessToken: 'token-1',
    profile: {
      id: 'profile-1',
      mobileNo: '94771234567',
      patients: [
        {
          id: 'p1',
          prefix: 'Mr',
          given: ['Nimal'],
          family: 'Perera',
          gender: 'male',
          birthDate: '1990-01-01',
          relationship: 'Me',
          hospitalId: 'org-colombo',
          mobileNo: '94771234567',
        },
      ],
    },
  });
  renderScreen(<HomeDashboard />, { path: '/home-dashboard', store, client: server.client });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('HomeDashboard', () => {
  it('keeps Search Now disabled, with its hint, until a doctor or speciality is chosen', async () => {
    renderHome();
    const search = screen.getByRole<HTMLButtonElement>('button', { name: 'Search Now' });
    expect(search.disabled).toBe(true);
    expect(screen.getByText(SEARCH_TEXT.selectDoctorOrSpeciality).id).toBe(search.getAttribute('aria-describedby'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Doctor name or speciality' }), 'paed');
    await userEvent.click(
      await within(await screen.findByRole('region', { name: 'Specialities' })).findByRole('button', {
        name: 'Paediatrics',
      }),
    );
    expect(search.disabled).toBe(false);
    expect(screen.queryByText(SEARCH_TEXT.selectDoctorOrSpeciality)).toBeNull();
    await userEvent.click(search);
    expect(screen.getByTestId('landed').textContent).toBe('/doctor?speciality=paediatrics');
  });

  it('opens the doctor search with the chosen doctor and hospital', async () => {
    renderHome();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Doctor name or speciality' }), 'nim');
    await userEvent.click(
      await within(await screen.findByRole('region', { name: 'Doctors' })).findByRole('button', {
        name: /Dr\. Nimal Perera/,
      }),
    );
    expect(
      within(screen.getByRole('list', { name: 'Chosen doctor or speciality' })).getByText('Dr. Nimal Perera'),
    ).toBeTruthy();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Hospital' }), 'Carechat Hospital Kandy');
    await userEvent.click(screen.getByRole('button', { name: 'Search Now' }));
    expect(screen.getByTestId('landed').textContent).toBe(
      '/doctor?selectedPractitioner=pr-nimal&organization=org-kandy',
    );
  });

  it('keeps the shortcuts', () => {
    renderHome();
    const links = within(screen.getByRole('navigation', { name: 'Shortcuts' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['My Channeling', '/history/appointments'],
      ['Lab Reports', '/history/examination'],
      ['My Account', '/profiles'],
    ]);
  });
});
