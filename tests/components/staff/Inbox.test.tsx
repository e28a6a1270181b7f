// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLLEAGUE, fakeServer, ME, renderConsole, serverChat, summary } from './staffServer';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

const at = (hours: number, minutes = 0): string => {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate(), hours, minutes).toISOString();
};

const CHATS = [
  // Waiting: listed in queue order whatever order the server sends them in.
  summary('c-late', {
    status: 'suspended',
    patientName: 'Kamal Silva',
    queuedTime: at(9, 30),
    unread: 1,
    lastMessage: 'Hello again',
  }),
  summary('c-early', {
    status: 'preparation',
    patientName: 'Nimal Perera',
    queuedTime: at(9, 0),
    unread: 3,
    lastMessage: 'I need to reschedule',
  }),
  summary('c-mine', {
    status: 'in_progress',
    patientName: 'Sita Kumari',
    staff: { id: ME.id, displayName: ME.displayName },
    lastMessage: 'Thanks',
  }),
  summary('c-theirs', {
    status: 'in_progress',
    patientName: 'Ravi Dias',
    staff: { id: COLLEAGUE.id, displayName: COLLEAGUE.displayName },
  }),
  summary('c-done', { status: 'completed', patientName: 'Anu Bandara', unread: 0 }),
  summary('c-error', { status: 'entered_in_error', patientName: 'Lalith Gamage' }),
];

function groupList(title: RegExp): HTMLElement {
  return screen.getByRole('list', { name: title });
}

const namesIn = (list: HTMLElement): string[] =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.querySelector('.staff-row__name')?.textContent ?? '');

describe('staff inbox', () => {
  it('groups the live list into Waiting (queue order), Mine, Colleagues and Closed, with unread badges', async () => {
    const server = fakeServer({ StaffMe: { staffMe: ME } });
    renderConsole(server);
    await waitFor(() => expect(server.subscribed('StaffChatsChanged')).toBe(1));
    act(() => server.push('StaffChatsChanged', { staffChatsChanged: CHATS }));

    expect(namesIn(groupList(/^Waiting/))).toEqual(['Nimal Perera', 'Kamal Silva']);
    expect(namesIn(groupList(/^Mine/))).toEqual(['Sita Kumari']);
    expect(namesIn(groupList(/^Colleagues/))).toEqual(['Ravi Dias']);
    expect(namesIn(groupList(/^Closed/))).toEqual(['Anu Bandara', 'Lalith Gamage']);

    const first = within(groupList(/^Waiting/)).getAllByRole('link')[0]!;
    expect(within(first).getByRole('img', { name: '3 unread' }).textContent).toBe('3');
    expect(first.textContent).toContain('I need to reschedule');
    expect(first.textContent).toContain('No. 1 in queue');
    expect(within(groupList(/^Colleagues/)).getByRole('link').textContent).toContain(COLLEAGUE.displayName);
    // No badge without unread messages; the Chats tab counts the open chats' unread.
    expect(within(groupList(/^Mine/)).queryByRole('img')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Chats 4 unread' }).getAttribute('aria-selected')).toBe('true');

    // Live: the next list replaces the groups.
    act(() =>
      server.push('StaffChatsChanged', {
        staffChatsChanged: [
          summary('c-early', {
            status: 'in_progress',
            patientName: 'Nimal Perera',
            staff: { id: ME.id, displayName: ME.displayName },
          }),
        ],
      }),
    );
    expect(namesIn(groupList(/^Mine/))).toEqual(['Nimal Perera']);
    expect(screen.getByRole('heading', { name: 'Waiting (0)' })).toBeTruthy();
  });

  it('opens the selected conversation with the patient name and mobile number', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      StaffMe: { staffMe: ME },
      StaffChat: { staffChat: serverChat('c-early', { patientName: 'Nimal Perera' }) },
    });
    renderConsole(server);
    await waitFor(() => expect(server.subscribed('StaffChatsChanged')).toBe(1));
    act(() => server.push('StaffChatsChanged', { staffChatsChanged: CHATS }));

    await user.click(screen.getByRole('link', { name: /Nimal Perera/ }));

    const conversation = await screen.findByRole('region', { name: 'Nimal Perera' });
    expect(within(conversation).getByRole('link', { name: '+94 77 123 4567' }).getAttribute('href')).toBe(
      'tel:+94771234567',
    );
    expect(within(conversation).getByText('Waiting · No. 1 in queue')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Nimal Perera/ }).getAttribute('aria-current')).toBe('true');
    expect(server.sent('StaffChat')).toEqual([{ id: 'c-early', afterSeq: 0 }]);
  });

  it('moves between the Chats and Sessions tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    const server = fakeServer({ StaffMe: { staffMe: ME }, StaffSessions: { staffSessions: [] } });
    renderConsole(server);
    screen.getByRole('tab', { name: 'Chats' }).focus();
    await user.keyboard('{ArrowRight}');
    const sessions = screen.getByRole('tab', { name: 'Sessions' });
    expect(sessions.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(sessions);
    expect(await screen.findByText('No sessions today.')).toBeTruthy();
    // Still online on the Sessions tab.
    expect(server.subscribed('StaffChatsChanged')).toBe(1);
  });
});
