// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeChatPayload } from '../../../domain/chatPayload';
import { AGENT_CHAT_TEXT } from '../../../domain/chatText';
import { CANNED_REPLIES } from '../../../src/staff/cannedReplies';
import {
  COLLEAGUE,
  fakeServer,
  ME,
  renderConsole,
  serverChat,
  serverMessage,
  summary,
  text,
  type FakeServer,
} from './staffServer';

vi.mock('../../../src/lib/imageUpload', () => ({
  fetchBlobObjectUrl: vi.fn((imageUrl: string, token: string) =>
    Promise.resolve(`blob:test${imageUrl}?token=${token}`),
  ),
}));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

const CHAT_ID = 'chat-1';
const MINE = { status: 'in_progress', staff: { id: ME.id, displayName: ME.displayName }, queuePosition: null };

/** The console with chat-1 open; `chat` overrides the stored chat staffChat answers with. */
async function openChat(chat: Record<string, unknown>, answers: Record<string, unknown> = {}): Promise<FakeServer> {
  const server = fakeServer({
    StaffMe: { staffMe: ME },
    StaffChat: { staffChat: serverChat(CHAT_ID, chat) },
    ...answers,
  });
  renderConsole(server, { url: `/staff/chats/${CHAT_ID}` });
  await screen.findByRole('region', { name: 'Nimal Perera' });
  await waitFor(() => expect(server.subscribed('StaffCommunication')).toBe(1));
  act(() =>
    server.push('StaffChatsChanged', { staffChatsChanged: [summary(CHAT_ID, { patientName: 'Nimal Perera' })] }),
  );
  return server;
}

const log = (): HTMLElement => screen.getByRole('log', { name: 'Conversation with Nimal Perera' });
const composer = (): HTMLElement => screen.getByLabelText('Message to the patient');
const sendButton = (): HTMLElement => screen.getByRole('button', { name: 'Send' });

describe('staff conversation', () => {
  it('picks up a waiting chat with staffPickUpChat and then lets the staff member answer', async () => {
    const user = userEvent.setup();
    const server = await openChat({}, { StaffPickUpChat: { staffPickUpChat: serverChat(CHAT_ID, MINE) } });
    expect(composer()).toHaveProperty('disabled', true);
    expect(screen.getByText('Pick up the chat to answer.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Pick up' }));

    expect(server.sent('StaffPickUpChat')).toEqual([{ id: CHAT_ID }]);
    await waitFor(() => expect(composer()).toHaveProperty('disabled', false));
    expect(document.activeElement).toBe(composer());
    expect(screen.queryByRole('button', { name: 'Pick up' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeTruthy();
  });

  it('says why a pick-up failed', async () => {
    const user = userEvent.setup();
    await openChat({}, { StaffPickUpChat: new Error('ARO-E1053:Another staff member is answering this chat.') });
    await user.click(screen.getByRole('button', { name: 'Pick up' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Another staff member is answering this chat.');
  });

  it('keeps Send disabled while the message is empty or blank', async () => {
    const user = userEvent.setup();
    await openChat(MINE);
    expect(sendButton()).toHaveProperty('disabled', true);
    await user.type(composer(), '   ');
    expect(sendButton()).toHaveProperty('disabled', true);
    await user.type(composer(), 'Hello');
    expect(sendButton()).toHaveProperty('disabled', false);
  });

  it('shows message text literally, never as HTML; patient left, own messages right with delivery', async () => {
    await openChat({
      ...MINE,
      patientDeliveredSeq: 2,
      messages: [
        serverMessage(CHAT_ID, 1, text('<b>x</b>')),
        serverMessage(CHAT_ID, 2, { kind: 'event', event: 'Nimali Fernando joined the chat' }, 'system'),
        serverMessage(CHAT_ID, 3, text('How can I help?'), 'staff'),
        serverMessage(CHAT_ID, 4, text('<img src=x onerror=alert(1)>'), 'staff'),
      ],
    });
    const items = within(log()).getAllByRole('listitem');
    expect(within(items[0]!).getByText('<b>x</b>')).toBeTruthy();
    expect(log().querySelector('b')).toBeNull();
    expect(log().querySelector('img')).toBeNull();
    expect(items[0]!.className).toContain('staff-msg--patient');
    expect(items[1]!.className).toContain('staff-msg--event');
    expect(items[2]!.className).toContain('staff-msg--staff');
    // Delivered up to the patient's mark (3 > 2: only sent).
    expect(items[2]!.textContent).toContain('Sent');
    expect(log().getAttribute('aria-live')).toBe('polite');
  });

  it("centres only the system's events: an event a patient or staff member sent shows in their own bubble, under their name", async () => {
    const colleagueEvent = {
      ...serverMessage(CHAT_ID, 3, { kind: 'event', event: 'Chat completed' }, 'staff'),
      authorRef: `Staff/${COLLEAGUE.id}`,
      authorName: COLLEAGUE.displayName,
    };
    await openChat({
      ...MINE,
      messages: [
        serverMessage(CHAT_ID, 1, { kind: 'event', event: 'Nimali Fernando joined the chat' }, 'system'),
        serverMessage(CHAT_ID, 2, { kind: 'event', event: 'Chat completed' }, 'patient'),
        colleagueEvent,
        serverMessage(CHAT_ID, 4, { kind: 'event', event: 'Chat completed' }, 'staff'),
      ],
    });
    const items = within(log()).getAllByRole('listitem');
    expect(items.map((item) => item.className)).toEqual([
      'staff-msg staff-msg--event',
      'staff-msg staff-msg--patient',
      'staff-msg staff-msg--staff',
      'staff-msg staff-msg--staff',
    ]);
    expect(log().querySelectorAll('.staff-msg--event')).toHaveLength(1);
    // Attributed to whoever sent it, with the text in their bubble.
    expect(within(items[1]!).getByText('Nimal Perera')).toBeTruthy();
    expect(within(items[1]!).getByText('Chat completed')).toBeTruthy();
    expect(within(items[2]!).getByText(COLLEAGUE.displayName)).toBeTruthy();
    expect(within(items[2]!).getByText('Chat completed')).toBeTruthy();
    expect(within(items[3]!).getByText('You')).toBeTruthy();
    expect(within(items[3]!).getByText('Chat completed')).toBeTruthy();
  });

  it('sends with a UUID and a base64 payload, and a retry after a failure reuses the id and keeps the text', async () => {
    const user = userEvent.setup();
    let fail = true;
    const server = await openChat(MINE, {
      StaffSendChat: (variables: { input: { chatId: string; id: string; payload: string } }) =>
        fail
          ? new Error('ARO-E1052:This chat is closed. Start a new chat.')
          : { staffSendChat: { ...serverMessage(CHAT_ID, 1, text('On my way'), 'staff'), id: variables.input.id } },
    });

    await user.type(composer(), 'On my way');
    await user.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe('This chat is closed. Start a new chat.');
    expect(composer()).toHaveProperty('value', 'On my way');

    fail = false;
    await user.click(sendButton());
    await waitFor(() => expect(composer()).toHaveProperty('value', ''));

    const sends = server
      .sent('StaffSendChat')
      .map((variables) => (variables as { input: { chatId: string; id: string; payload: string } }).input);
    expect(sends).toHaveLength(2);
    expect(sends[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sends[1]!.id).toBe(sends[0]!.id);
    expect(sends[0]!.chatId).toBe(CHAT_ID);
    expect(decodeChatPayload(sends[0]!.payload)).toMatchObject({
      authorRef: `Staff/${ME.id}`,
      content: { kind: 'message', message: 'On my way' },
    });
    expect(within(log()).getByText('On my way')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends with Enter and fills the composer from a canned reply', async () => {
    const user = userEvent.setup();
    const server = await openChat(MINE, {
      StaffSendChat: { staffSendChat: serverMessage(CHAT_ID, 1, text(CANNED_REPLIES[0]), 'staff') },
    });
    await user.click(screen.getByRole('button', { name: CANNED_REPLIES[0] }));
    expect(composer()).toHaveProperty('value', CANNED_REPLIES[0]);
    expect(document.activeElement).toBe(composer());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.sent('StaffSendChat')).toHaveLength(1));
  });

  it('merges live messages without duplicates, catches up after a reconnect and marks what it shows delivered', async () => {
    const server = await openChat({ ...MINE, lastSeq: 1, messages: [serverMessage(CHAT_ID, 1, text('First'))] });
    expect(server.sent('StaffCommunication')).toEqual([{ chatId: CHAT_ID, afterSeq: 1 }]);
    await waitFor(() => expect(server.sent('StaffMarkChatDelivered')).toEqual([{ id: CHAT_ID, seq: 1 }]));

    act(() => {
      server.push('StaffCommunication', { communication: serverMessage(CHAT_ID, 2, text('Second')) });
      server.push('StaffCommunication', { communication: serverMessage(CHAT_ID, 2, text('Second')) });
      server.push('StaffCommunication', { communication: serverMessage(CHAT_ID, 1, text('First')) });
    });
    expect(
      within(log())
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.staff-msg__text')?.textContent),
    ).toEqual(['First', 'Second']);
    await waitFor(() => expect(server.sent('StaffMarkChatDelivered').at(-1)).toEqual({ id: CHAT_ID, seq: 2 }));
  });

  it('fetches what was missed after the socket reconnects', async () => {
    const calls: Record<string, unknown>[] = [];
    const server = fakeServer({
      StaffMe: { staffMe: ME },
      StaffChat: (variables: Record<string, unknown>) => {
        calls.push(variables);
        return variables.afterSeq === 0
          ? { staffChat: serverChat(CHAT_ID, { ...MINE, messages: [serverMessage(CHAT_ID, 1, text('First'))] }) }
          : { staffChat: serverChat(CHAT_ID, { ...MINE, messages: [serverMessage(CHAT_ID, 2, text('While away'))] }) };
      },
    });
    const { reconnects } = renderConsole(server, { url: `/staff/chats/${CHAT_ID}` });
    await waitFor(() => expect(server.subscribed('StaffCommunication')).toBe(1));

    act(() => reconnects.fire());

    expect(await within(log()).findByText('While away')).toBeTruthy();
    expect(calls).toEqual([
      { id: CHAT_ID, afterSeq: 0 },
      { id: CHAT_ID, afterSeq: 1 },
    ]);
  });

  it('says when the patient is typing', async () => {
    const server = await openChat(MINE);
    const status = screen.getByText((_, element) => element?.classList.contains('staff-chat__typing') === true);
    expect(status.textContent).toBe('');
    act(() => server.push('StaffChatChanged', { chat: serverChat(CHAT_ID, { ...MINE, patientTyping: true }) }));
    expect(status.textContent).toBe(AGENT_CHAT_TEXT.patientTyping);
    expect(status.getAttribute('role')).toBe('status');
  });

  it('reports typing, throttled', async () => {
    const user = userEvent.setup();
    const server = await openChat(MINE, { StaffChatTyping: { staffChatTyping: true } });
    await user.type(composer(), 'Hello there');
    await waitFor(() => expect(server.sent('StaffChatTyping')).toEqual([{ id: CHAT_ID, typing: true }]));
  });

  it('transfers to a colleague chosen from staffColleagues', async () => {
    const user = userEvent.setup();
    const server = await openChat(MINE, {
      StaffColleagues: { staffColleagues: [ME, COLLEAGUE] },
      StaffTransferChat: (variables: { toStaffId: string | null }) => ({
        staffTransferChat: serverChat(
          CHAT_ID,
          variables.toStaffId === null
            ? { status: 'suspended' }
            : { status: 'in_progress', staff: { id: COLLEAGUE.id, displayName: COLLEAGUE.displayName } },
        ),
      }),
    });

    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    const dialog = screen.getByRole('dialog', { name: 'Transfer chat' });
    await user.click(await within(dialog).findByRole('radio', { name: COLLEAGUE.displayName }));
    expect(within(dialog).queryByRole('radio', { name: ME.displayName })).toBeNull();
    expect(within(dialog).getByRole('radio', { name: 'Back to queue' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));

    expect(server.sent('StaffTransferChat')).toEqual([{ id: CHAT_ID, toStaffId: COLLEAGUE.id }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(`${COLLEAGUE.displayName} is answering this chat.`)).toBeTruthy();
    expect(composer()).toHaveProperty('disabled', true);
  });

  it('puts the chat back in the queue', async () => {
    const user = userEvent.setup();
    const server = await openChat(MINE, {
      StaffColleagues: { staffColleagues: [COLLEAGUE] },
      StaffTransferChat: { staffTransferChat: serverChat(CHAT_ID, { status: 'suspended', queuePosition: 2 }) },
    });
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    const dialog = screen.getByRole('dialog', { name: 'Transfer chat' });
    expect(within(dialog).getByRole('radio', { name: 'Back to queue' })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(server.sent('StaffTransferChat')).toEqual([{ id: CHAT_ID, toStaffId: null }]);
    expect(await screen.findByText('Back in queue · No. 2 in queue')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pick up' })).toBeTruthy();
  });

  it('completes the chat', async () => {
    const user = userEvent.setup();
    const server = await openChat(MINE, {
      StaffCompleteChat: { staffCompleteChat: serverChat(CHAT_ID, { status: 'completed', staff: MINE.staff }) },
    });
    await user.click(screen.getByRole('button', { name: AGENT_CHAT_TEXT.complete }));
    expect(server.sent('StaffCompleteChat')).toEqual([{ id: CHAT_ID }]);
    expect(await screen.findByText('This chat is closed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: AGENT_CHAT_TEXT.complete })).toBeNull();
  });

  it('shows images as thumbnails fetched with the staff token that open in a viewer', async () => {
    const user = userEvent.setup();
    await openChat({
      ...MINE,
      messages: [
        serverMessage(CHAT_ID, 1, { kind: 'image', imageUrl: '/blob/get/abcdefgh12345678', description: 'My report' }),
      ],
    });
    const open = await within(log()).findByRole('button', { name: 'Open image: My report' });
    expect(open.querySelector('img')?.getAttribute('src')).toBe(
      'blob:test/blob/get/abcdefgh12345678?token=staff-token-1',
    );

    await user.click(open);
    const viewer = screen.getByRole('dialog', { name: 'Image' });
    expect(within(viewer).getByRole('img', { name: 'My report' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
