// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, ME, renderConsole, serverChat, summary } from './staffServer';

/** The console stays in English and names each patient's language beside them (issue 32). */

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

const CHATS = [
  summary('c-si', { patientName: 'Nimal Perera', language: 'si' }),
  summary('c-ta', { patientName: 'Kumar Rajan', language: 'ta' }),
  summary('c-en', { patientName: 'Anu Bandara', language: 'en' }),
];

describe("the patient's language in the staff console", () => {
  it('is beside each name in the inbox, and in the open chat', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      StaffMe: { staffMe: ME },
      StaffChat: { staffChat: serverChat('c-ta', { patientName: 'Kumar Rajan' }) },
    });
    renderConsole(server);
    await waitFor(() => expect(server.subscribed('StaffChatsChanged')).toBe(1));
    act(() => server.push('StaffChatsChanged', { staffChatsChanged: CHATS }));

    const row = (name: string): HTMLElement => screen.getByRole('link', { name: new RegExp(name) });
    expect(row('Nimal Perera').textContent).toContain('Language: Sinhala');
    expect(row('Kumar Rajan').textContent).toContain('Language: Tamil');
    expect(row('Anu Bandara').textContent).toContain('Language: English');
    // The name itself is unchanged.
    expect(row('Kumar Rajan').querySelector('.staff-row__name')?.textContent).toBe('Kumar Rajan');

    await user.click(row('Kumar Rajan'));
    const conversation = await screen.findByRole('region', { name: 'Kumar Rajan' });
    expect(within(conversation).getByText('Tamil').textContent).toBe('Language: Tamil');
  });
});
