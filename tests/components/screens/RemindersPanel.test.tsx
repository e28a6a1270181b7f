// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Client, fetchExchange } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMINDER_TEXT, reminderLabel } from '../../../domain/reminders';
import { RemindersPanel } from '../../../src/features/profiles/account/RemindersPanel';
import { renderScreen } from './renderWithApp';

type Preference = { kind: string; enabled: boolean };
type Request = { operationName?: string | null; variables?: { kind?: string; enabled?: boolean } };

/**
 * An urql client over a fake API keeping the account's preferences (harbour-clinic's kinds: no 2-hours reminder);
 * `failSaves` answers every save with an error. The operations it was sent, with their variables.
 */
function apiClient(start: Preference[], failSaves = false): { client: Client; saves: Request['variables'][] } {
  let preferences = start;
  const saves: Request['variables'][] = [];
  const fetch = vi.fn((url: RequestInfo | URL, init?: RequestInit) => {
    const params = new URL(typeof url === 'string' ? url : url instanceof URL ? url.href : url.url).searchParams;
    const body: Request =
      typeof init?.body === 'string'
        ? (JSON.parse(init.body) as Request)
        : { operationName: params.get('operationName') };
    let answer: unknown;
    if (body.operationName === 'SetReminderPreference') {
      saves.push(body.variables);
      if (failSaves) answer = { errors: [{ message: 'ARO-E1000:Something went wrong.' }], data: null };
      else {
        preferences = preferences.map((p) =>
          p.kind === body.variables?.kind ? { ...p, enabled: body.variables.enabled === true } : p,
        );
        answer = { data: { setReminderPreference: preferences } };
      }
    } else answer = { data: { reminderPreferences: preferences } };
    return Promise.resolve(new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }));
  });
  return { client: new Client({ url: 'http://localhost/graphql', exchanges: [fetchExchange], fetch }), saves };
}

const HARBOUR: Preference[] = [
  { kind: 'evening_before', enabled: true },
  { kind: 'doctor_arrived', enabled: true },
  { kind: 'doctor_late', enabled: false },
  { kind: 'report_ready', enabled: true },
];

afterEach(cleanup);

describe('the SMS reminders panel', () => {
  it('shows one named switch per kind the tenant sends, on unless the account opted out', async () => {
    renderScreen(<RemindersPanel />, { path: '/profiles', client: apiClient(HARBOUR).client });
    expect(screen.getByRole('region', { name: REMINDER_TEXT.heading })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(4));
    expect(
      screen
        .getAllByRole('switch')
        .map((input) => [input.closest('label')?.textContent, (input as HTMLInputElement).checked]),
    ).toEqual([
      [reminderLabel('evening_before'), true],
      [reminderLabel('doctor_arrived'), true],
      [reminderLabel('doctor_late'), false],
      [reminderLabel('report_ready'), true],
    ]);
    expect(screen.queryByRole('switch', { name: reminderLabel('two_hours_before') })).toBeNull();
  });

  it('saves a change at once, by pointer or keyboard', async () => {
    const user = userEvent.setup();
    const { client, saves } = apiClient(HARBOUR);
    renderScreen(<RemindersPanel />, { path: '/profiles', client });
    const evening = await screen.findByRole('switch', { name: reminderLabel('evening_before') });
    await user.click(evening);
    expect((evening as HTMLInputElement).checked).toBe(false);
    await waitFor(() => expect(saves).toEqual([{ kind: 'evening_before', enabled: false }]));

    const late = screen.getByRole('switch', { name: reminderLabel('doctor_late') });
    late.focus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(saves).toEqual([
        { kind: 'evening_before', enabled: false },
        { kind: 'doctor_late', enabled: true },
      ]),
    );
    expect((late as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the switch back and says so when the save fails', async () => {
    const user = userEvent.setup();
    renderScreen(<RemindersPanel />, { path: '/profiles', client: apiClient(HARBOUR, true).client });
    const arrived = await screen.findByRole('switch', { name: reminderLabel('doctor_arrived') });
    await user.click(arrived);
    expect((await screen.findByRole('alert')).textContent).toBe(REMINDER_TEXT.saveFailed);
    expect((arrived as HTMLInputElement).checked).toBe(true);
  });
});
