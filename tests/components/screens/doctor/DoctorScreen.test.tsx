// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_TEXT } from '../../../../domain/bookingText';
import type { Profile } from '../../../../machines/types';
import { createSessionStore } from '../../../../src/lib/session/sessionStore';
import { DoctorScreen } from '../../../../src/features/booking/search/DoctorScreen';
import { renderScreen } from '../renderWithApp';
import { CATALOGUE_ANSWERS, fakeServer, serverSession, type Answer } from './searchServer';

/** Lists wait a second before they render (spec 000 §9): findBy waits a little longer. */
const RENDERED = { timeout: 3000 };

const PROFILE: Profile = {
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
};

function tomorrowAt(hours: number): Date {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  date.setHours(hours, 0, 0, 0);
  return date;
}

function renderDoctor(answers: Record<string, Answer>, { url = '/doctor', signedIn = false } = {}) {
  const server = fakeServer({ ...CATALOGUE_ANSWERS, RecentDoctors: { queryRecentDoctors: [] }, ...answers });
  const store = createSessionStore(localStorage, sessionStorage);
  if (signedIn) store.signIn({ accessToken: 'token-1', profile: PROFILE });
  renderScreen(<DoctorScreen />, { path: '/doctor', url, store, client: server.client });
  return server;
}

async function chooseNimal(): Promise<void> {
  await userEvent.type(await screen.findByRole('searchbox', { name: 'Doctor name or speciality' }), 'nim');
  const doctors = screen.getByRole('region', { name: 'Doctors' });
  await userEvent.click(within(doctors).getByRole('button', { name: /Dr\. Nimal Perera/ }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('DoctorScreen', () => {
  it('lists doctors by name or role and specialities by prefix as the patient types', async () => {
    renderDoctor({});
    const box = await screen.findByRole('searchbox', { name: 'Doctor name or speciality' });
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    await userEvent.type(box, 'card');
    const doctors = screen.getByRole('region', { name: 'Doctors' });
    expect(
      within(doctors)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Dr. Nimal PereraCardiologist']);
    expect(
      within(screen.getByRole('region', { name: 'Specialities' })).getByRole('button', { name: 'Cardiology' }),
    ).toBeTruthy();
  });

  it('searches a chosen doctor: waits, then shows the sessions grouped by day; the doctor is a removable chip', async () => {
    const server = renderDoctor({
      SearchSessions: { querySession: [serverSession('s-1', tomorrowAt(16)), serverSession('s-2', tomorrowAt(9))] },
    });
    await chooseNimal();
    expect(screen.getByRole('status', { name: '' }).textContent).toBe(SEARCH_TEXT.searching);
    expect(await screen.findByText(SEARCH_TEXT.found, {}, RENDERED)).toBeTruthy();
    const day = screen.getByRole('region', { name: 'Tomorrow' });
    const cards = within(day).getAllByRole('button');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(
        /^9:00 AM - 11:00 AM, Dr\. Nimal Perera, .*, Carechat Hospital Colombo, Starting At 9:00 AM, /,
      ),
      expect.stringMatching(/4:00 PM/),
    ]);
    expect(server.operations.find((operation) => operation.name === 'SearchSessions')?.variables).toMatchObject({
      filter: { practitionerId: 'pr-nimal' },
      limit: 5000,
    });
    const chips = screen.getByRole('list', { name: 'Chosen filters' });
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove doctor Dr. Nimal Perera' }));
    expect(screen.queryByRole('region', { name: 'Sessions' })).toBeNull();
  });

  it("says so when nothing is found, with the hospital's numbers to call", async () => {
    renderDoctor({ SearchSessions: { querySession: [] } });
    await chooseNimal();
    expect(await screen.findByText(SEARCH_TEXT.noSessions, {}, RENDERED)).toBeTruthy();
    const calls = screen.getByRole('list', { name: 'Call the hospital' });
    expect(within(calls).getAllByRole('link')[0]?.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
  });

  it('says something went wrong when the search fails, and retries', async () => {
    let fail = true;
    renderDoctor({
      SearchSessions: () =>
        fail ? new Error('ARO-E1000:boom') : { querySession: [serverSession('s-1', tomorrowAt(10))] },
    });
    await chooseNimal();
    expect(await screen.findByText(SEARCH_TEXT.failed, {}, RENDERED)).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(SEARCH_TEXT.found, {}, RENDERED)).toBeTruthy();
  });

  it('filters by hospital once a doctor is chosen, and searches again with it', async () => {
    const server = renderDoctor({ SearchSessions: { querySession: [serverSession('s-1', tomorrowAt(10))] } });
    expect(screen.queryByRole('searchbox', { name: 'Hospital' })).toBeNull();
    await chooseNimal();
    const hospital = screen.getByRole('searchbox', { name: 'Hospital' });
    await userEvent.type(hospital, 'kan');
    await userEvent.click(
      within(screen.getByRole('list', { name: 'Hospitals' })).getByRole('button', { name: /Carechat Hospital Kandy/ }),
    );
    expect(
      within(screen.getByRole('list', { name: 'Chosen filters' })).getByText('Carechat Hospital Kandy'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(
        server.operations.filter((operation) => operation.name === 'SearchSessions').at(-1)?.variables,
      ).toMatchObject({ filter: { practitionerId: 'pr-nimal', organizationId: 'org-kandy' } }),
    );
  });

  it('opens a session: signed out, its booking (which asks to sign in)', async () => {
    renderDoctor({ SearchSessions: { querySession: [serverSession('s-1', tomorrowAt(10))] } });
    await chooseNimal();
    await userEvent.click(await screen.findByRole('button', { name: /Starting At 10:00 AM/ }, RENDERED));
    expect(screen.getByTestId('landed').textContent).toBe('/view/session?sessionId=s-1');
  });

  it("opens the patient's existing appointment in the session, signed in", async () => {
    const appointment = {
      id: 'a-7',
      sessionId: 's-1',
      patientId: 'p1',
      status: 'booked',
      appointmentPaymentStatus: 'paid',
      tokenNo: 3,
      start: tomorrowAt(10).toISOString(),
      end: tomorrowAt(12).toISOString(),
      appointmentRescheduledFor: null,
      session: serverSession('s-1', tomorrowAt(10)),
      patient: { id: 'p1', relationship: 'Me' },
    };
    const server = renderDoctor(
      {
        SearchSessions: { querySession: [serverSession('s-1', tomorrowAt(10))] },
        MyAppointments: { queryAppointment: [appointment] },
      },
      { signedIn: true },
    );
    await chooseNimal();
    await userEvent.click(await screen.findByRole('button', { name: /Starting At 10:00 AM/ }, RENDERED));
    expect((await screen.findByTestId('landed')).textContent).toBe('/view/appointment?sessionId=s-1&appointmentId=a-7');
    expect(server.operations.find((operation) => operation.name === 'MyAppointments')?.variables).toMatchObject({
      filter: { sessionId: 's-1', patientIds: ['p1'] },
    });
  });

  it('books afresh when the only appointment in the session was cancelled', async () => {
    const cancelled = {
      id: 'a-7',
      sessionId: 's-1',
      patientId: 'p1',
      status: 'cancelled',
      appointmentPaymentStatus: 'pending',
      tokenNo: 3,
      start: tomorrowAt(10).toISOString(),
      end: tomorrowAt(12).toISOString(),
      appointmentRescheduledFor: null,
      session: serverSession('s-1', tomorrowAt(10)),
      patient: { id: 'p1', relationship: 'Me' },
    };
    renderDoctor(
      {
        SearchSessions: { querySession: [serverSession('s-1', tomorrowAt(10))] },
        MyAppointments: { queryAppointment: [cancelled] },
      },
      { signedIn: true },
    );
    await chooseNimal();
    await userEvent.click(await screen.findByRole('button', { name: /Starting At 10:00 AM/ }, RENDERED));
    expect((await screen.findByTestId('landed')).textContent).toBe('/view/session?sessionId=s-1');
  });

  it('shows a full session as Full, not as something to open', async () => {
    renderDoctor({
      SearchSessions: { querySession: [serverSession('s-1', tomorrowAt(10), { activeAppointments: 20 })] },
    });
    await chooseNimal();
    const day = await screen.findByRole('region', { name: 'Tomorrow' }, RENDERED);
    expect(within(day).queryByRole('button')).toBeNull();
    expect(within(day).getByText('Full')).toBeTruthy();
  });

  it('starts from the route: the doctor is chosen, the rescheduling banner shows and clears, and the booking keeps the reschedule', async () => {
    renderDoctor(
      { SearchSessions: { querySession: [serverSession('s-1', tomorrowAt(10))] } },
      { url: '/doctor?selectedPractitioner=pr-nimal&appointmentRescheduledFor=a-1' },
    );
    expect(screen.getByText(SEARCH_TEXT.rescheduling)).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: /Starting At 10:00 AM/ }, RENDERED));
    expect(screen.getByTestId('landed').textContent).toBe('/view/session?sessionId=s-1&appointmentRescheduledFor=a-1');
  });

  it("while rescheduling the Mother's appointment, looks for the Mother's appointment in the session, not Me's, so the reschedule goes on (issue 29 item 10)", async () => {
    const withMother: Profile = {
      ...PROFILE,
      patients: [
        ...PROFILE.patients,
        {
          id: 'p2',
          prefix: 'Mrs',
          given: ['Kamala'],
          family: 'Perera',
          gender: 'female',
          birthDate: '1960-01-01',
          relationship: 'Mother',
          hospitalId: 'org-colombo',
          mobileNo: '94771234567',
        },
      ],
    };
    const visit = (id: string, sessionId: string, patientId: string, relationship: string, status = 'booked') => ({
      id,
      sessionId,
      patientId,
      status,
      appointmentPaymentStatus: 'paid',
      tokenNo: 3,
      start: tomorrowAt(10).toISOString(),
      end: tomorrowAt(12).toISOString(),
      appointmentRescheduledFor: null,
      session: serverSession(sessionId, tomorrowAt(10)),
      patient: { id: patientId, relationship },
    });
    const mothers = visit('a-mother', 's-0', 'p2', 'Mother', 'cancelled');
    const mine = visit('a-me', 's-1', 'p1', 'Me');
    // The server answers by the filter: the appointment being moved by its id, or the session's of the patients asked for.
    const server = fakeServer({
      ...CATALOGUE_ANSWERS,
      RecentDoctors: { queryRecentDoctors: [] },
      SearchSessions: { querySession: [serverSession('s-1', tomorrowAt(10))] },
      MyAppointments: ({ filter }: { filter: { id?: string; sessionId?: string; patientIds?: string[] } }) => ({
        queryAppointment: [mothers, mine].filter(
          (appointment) =>
            (filter.id === undefined || appointment.id === filter.id) &&
            (filter.sessionId === undefined || appointment.sessionId === filter.sessionId) &&
            (filter.patientIds?.includes(appointment.patientId) ?? true),
        ),
      }),
    });
    const store = createSessionStore(localStorage, sessionStorage);
    store.signIn({ accessToken: 'token-1', profile: withMother });
    renderScreen(<DoctorScreen />, {
      path: '/doctor',
      url: '/doctor?selectedPractitioner=pr-nimal&appointmentRescheduledFor=a-mother',
      store,
      client: server.client,
    });
    await userEvent.click(await screen.findByRole('button', { name: /Starting At 10:00 AM/ }, RENDERED));
    // Me holds a token in the session, the Mother does not: the reschedule goes on to the booking.
    expect((await screen.findByTestId('landed')).textContent).toBe(
      '/view/session?sessionId=s-1&appointmentRescheduledFor=a-mother',
    );
    expect(
      server.operations.filter((operation) => operation.name === 'MyAppointments').at(-1)?.variables,
    ).toMatchObject({ filter: { sessionId: 's-1', patientIds: ['p2'] } });
  });

  it('clears the rescheduling banner', async () => {
    renderDoctor({}, { url: '/doctor?appointmentRescheduledFor=a-1' });
    const banner = screen.getByText(SEARCH_TEXT.rescheduling).closest('[role="status"]');
    if (!(banner instanceof HTMLElement)) throw new Error('no banner');
    await userEvent.click(within(banner).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText(SEARCH_TEXT.rescheduling)).toBeNull();
  });

  it('searches again when the server pushes a change to the sessions', async () => {
    let active = 2;
    const server = renderDoctor({
      SearchSessions: () => ({ querySession: [serverSession('s-1', tomorrowAt(10), { activeAppointments: active })] }),
    });
    await chooseNimal();
    expect(await screen.findByRole('button', { name: /Starting At 10:00 AM/ }, RENDERED)).toBeTruthy();
    await waitFor(() => expect(server.subscribed('SearchSessionsChanged')).toBe(1));
    const searches = (): number => server.operations.filter((operation) => operation.name === 'SearchSessions').length;
    const before = searches();
    // The first push is the state just read; the next one is a change.
    server.push('SearchSessionsChanged', { searchSessionsChanged: [] });
    active = 20;
    server.push('SearchSessionsChanged', {
      searchSessionsChanged: [serverSession('s-1', tomorrowAt(10), { activeAppointments: 20 })],
    });
    await waitFor(() => expect(searches()).toBe(before + 1));
    expect(await screen.findByText('Full')).toBeTruthy();
    expect(screen.getByText(SEARCH_TEXT.found)).toBeTruthy();
  });
});
