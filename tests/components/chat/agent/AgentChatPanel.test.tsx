// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_CHAT_TEXT } from '../../../../domain/chatText';
import {
  CLOSED_AT,
  HOSPITAL_ID,
  SENT_AT,
  STORAGE_KEY,
  fakeAgentChat,
  type AgentChatHarness,
} from './agentPanelHarness';

/**
 * The patient's agent chat panel on the real agent chat machine with fake calls: what the patient sees
 * of their messages on the way (Sending, Sent, Waiting for network), the staff's answers, the notices,
 * Complete chat and the thumbs, and that chat text is only ever text.
 */

beforeEach(() => {
  localStorage.clear();
  setOnline(true);
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

function goOffline(): void {
  setOnline(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

function goOnline(): void {
  setOnline(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

const log = (): HTMLElement => screen.getByRole('log');
const messageBox = (): HTMLInputElement => screen.getByRole('textbox', { name: AGENT_CHAT_TEXT.messageLabel });
const sendButton = (): HTMLButtonElement => screen.getByRole('button', { name: AGENT_CHAT_TEXT.send });

/** The log row holding a text. */
function rowOf(text: string): HTMLElement {
  const row = within(log()).getByText(text).closest('li');
  if (row === null) throw new Error(`'${text}' is not in a row`);
  return row;
}

async function opened(chat: AgentChatHarness): Promise<void> {
  await screen.findByRole('textbox', { name: AGENT_CHAT_TEXT.messageLabel });
  await waitFor(() => expect(chat.watching()).toBe(true));
}

/** Complete chat, then 'Yes, complete chat' in the Are you sure? dialog. */
async function complete(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.click(screen.getByRole('button', { name: AGENT_CHAT_TEXT.complete }));
  const dialog = await screen.findByRole('dialog', { name: AGENT_CHAT_TEXT.confirmCompleteTitle });
  await user.click(within(dialog).getByRole('button', { name: AGENT_CHAT_TEXT.confirmComplete }));
}

async function send(text: string): Promise<void> {
  const user = userEvent.setup();
  await user.type(messageBox(), text);
  await user.keyboard('{Enter}');
}

describe('AgentChatPanel: sending', () => {
  it('shows the message at once as Sending, then Sent with its time once the server stored it', async () => {
    const chat = fakeAgentChat({ holdSends: true });
    await opened(chat);
    await send('Hello, I need help with my report');
    const row = rowOf('Hello, I need help with my report');
    expect(row.dataset.side).toBe('right');
    expect(within(row).getByText('You said')).toBeTruthy();
    await waitFor(() => expect(row.textContent).toContain('9:05 AM · Sending'));
    expect(messageBox().value).toBe('');
    expect(chat.calls.send).toEqual([
      {
        chatId: 'chat-1',
        id: 'message-1',
        authorRef: 'Patient/patient-1',
        content: { kind: 'message', message: 'Hello, I need help with my report' },
        createdAt: SENT_AT,
      },
    ]);
    await act(async () => {
      chat.release();
      await Promise.resolve();
    });
    await waitFor(() => expect(rowOf('Hello, I need help with my report').textContent).toContain('9:05 AM · Sent'));
    // The staff console received it: Delivered.
    act(() => chat.update({ staffDeliveredSeq: 1 }));
    await waitFor(() => expect(rowOf('Hello, I need help with my report').textContent).toContain('Delivered'));
  });

  it('keeps Send disabled for an empty or blank message, and sends with the button too', async () => {
    const chat = fakeAgentChat();
    await opened(chat);
    const user = userEvent.setup();
    expect(sendButton().disabled).toBe(true);
    await user.type(messageBox(), '   ');
    expect(sendButton().disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(chat.calls.send).toEqual([]);
    await user.type(messageBox(), 'Thanks');
    expect(sendButton().disabled).toBe(false);
    await user.click(sendButton());
    await waitFor(() =>
      expect(chat.calls.send.map((input) => input.content)).toEqual([{ kind: 'message', message: 'Thanks' }]),
    );
    expect(sendButton().disabled).toBe(true);
  });

  it('queues a message sent offline as Waiting for network and sends it once back online', async () => {
    const chat = fakeAgentChat();
    await opened(chat);
    goOffline();
    expect(await screen.findByText(AGENT_CHAT_TEXT.offline)).toBeTruthy();
    await send('Are you there?');
    expect(rowOf('Are you there?').textContent).toContain('Waiting for network');
    expect(chat.calls.send).toEqual([]);
    goOnline();
    await waitFor(() => expect(rowOf('Are you there?').textContent).toContain('Sent'));
    expect(chat.calls.send).toHaveLength(1);
    expect(screen.queryByText(AGENT_CHAT_TEXT.offline)).toBeNull();
  });

  it('keeps a queued message through a closed tab and sends it, once, when opened again online', async () => {
    const first = fakeAgentChat();
    await opened(first);
    goOffline();
    await send('Sent from the bus');
    first.unmount();
    document.body.innerHTML = '';
    expect(localStorage.getItem(STORAGE_KEY)).toContain('Sent from the bus');

    setOnline(true);
    const second = fakeAgentChat();
    // Restored: the chat is not prepared again and the message is there before anything answers.
    expect(within(log()).getByText('Sent from the bus')).toBeTruthy();
    await waitFor(() => expect(rowOf('Sent from the bus').textContent).toContain('Sent'));
    expect(second.calls.prepare).toBe(0);
    expect(second.calls.send.map((input) => input.id)).toEqual(['message-1']);
    expect(second.stored()).toHaveLength(1);
  });

  it('reports typing to the staff, throttled by the machine', async () => {
    const chat = fakeAgentChat();
    await opened(chat);
    await userEvent.setup().type(messageBox(), 'Typing a long message');
    await waitFor(() => expect(chat.calls.typing).toBe(1));
  });
});

describe('AgentChatPanel: the staff side', () => {
  it('shows a staff message on the left with who wrote it, and the hospital events as a box', async () => {
    const chat = fakeAgentChat();
    await opened(chat);
    act(() => {
      chat.systemSays('Nimali Silva joined the chat');
      chat.staffSays({ kind: 'message', message: 'Good morning, how can I help?' });
    });
    const row = rowOf('Good morning, how can I help?');
    expect(row.dataset.side).toBe('left');
    expect(row.textContent).toContain('Nimali Silva');
    expect(within(row).getByText('Nimali Silva from the hospital said')).toBeTruthy();
    expect(row.textContent).not.toContain('Sent');
    expect(rowOf('Nimali Silva joined the chat').dataset.side).toBe('center');
    const rows = within(log()).getAllByRole('listitem');
    expect(rows.map((item) => item.dataset.side)).toEqual(['center', 'left']);
  });

  it('says the place in the queue, that no staff is online, and who is typing', async () => {
    const chat = fakeAgentChat();
    await opened(chat);
    expect(screen.getByText(AGENT_CHAT_TEXT.waiting(2))).toBeTruthy();
    expect(screen.getByText(AGENT_CHAT_TEXT.waiting(2)).getAttribute('role')).toBe('status');
    act(() => chat.update({ staffOnline: false }));
    expect(await screen.findByText(AGENT_CHAT_TEXT.noStaffOnline)).toBeTruthy();
    act(() =>
      chat.update({
        staffOnline: true,
        status: 'in_progress',
        queuePosition: null,
        staffName: 'Nimali Silva',
        staffTyping: true,
      }),
    );
    const typing = await screen.findByText(AGENT_CHAT_TEXT.staffTyping('Nimali Silva'));
    expect(typing.getAttribute('role')).toBe('status');
    expect(screen.queryByText(AGENT_CHAT_TEXT.noStaffOnline)).toBeNull();
    act(() => chat.update({ staffTyping: false }));
    await waitFor(() => expect(screen.queryByText(AGENT_CHAT_TEXT.staffTyping('Nimali Silva'))).toBeNull());
  });

  it('shows an image through the login-aware loader, and says when it cannot be loaded', async () => {
    let fail = false;
    const chat = fakeAgentChat({
      loadImage: (url) => (fail ? Promise.reject(new Error('404')) : Promise.resolve(`blob:${url}`)),
    });
    await opened(chat);
    act(() => {
      chat.staffSays({ kind: 'image', imageUrl: '/blob/get/abcdefghijklmnop', description: 'Your report' });
    });
    expect(within(log()).getByText('Loading image...')).toBeTruthy();
    const image = await within(log()).findByRole('img', { hidden: true });
    expect(image.getAttribute('src')).toBe('blob:/blob/get/abcdefghijklmnop');
    expect(image.getAttribute('alt')).toBe('Your report');
    fail = true;
    act(() => {
      chat.staffSays({ kind: 'image', imageUrl: '/blob/get/qrstuvwxyzabcdef', description: '' });
    });
    expect(await within(log()).findByText('Unable to load image!')).toBeTruthy();
  });
});

describe('AgentChatPanel: text is text', () => {
  it('shows HTML in a message as the literal characters', async () => {
    const chat = fakeAgentChat();
    await opened(chat);
    const html = '<img src=x onerror=alert(1)><b>bold</b>';
    await send(html);
    act(() => {
      chat.staffSays({ kind: 'message', message: '<script>alert("x")</script><i>hi</i>' });
    });
    expect(within(log()).getByText(html)).toBeTruthy();
    expect(within(log()).getByText('<script>alert("x")</script><i>hi</i>')).toBeTruthy();
    expect(log().querySelector('b, i, script, img')).toBeNull();
  });
});

describe('AgentChatPanel: attaching an image', () => {
  it('uploads a picked image and sends it; anything else is refused in place', async () => {
    const chat = fakeAgentChat();
    await opened(chat);
    const user = userEvent.setup({ applyAccept: false });
    const picker = screen.getByLabelText<HTMLInputElement>(AGENT_CHAT_TEXT.attachImage);
    expect(picker.type).toBe('file');
    expect(picker.accept).toBe('image/*');
    await user.upload(picker, new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe(AGENT_CHAT_TEXT.imageOnly);
    expect(chat.calls.upload).toEqual([]);
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'rash.jpg', { type: 'image/jpeg' });
    await user.upload(picker, photo);
    await waitFor(() =>
      expect(chat.calls.send.map((input) => input.content)).toEqual([
        { kind: 'image', imageUrl: '/blob/get/abcdefghijklmnopqrstuv', description: '', hospitalId: HOSPITAL_ID },
      ]),
    );
    expect(chat.calls.upload).toEqual([{ file: photo, hospitalId: HOSPITAL_ID }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('AgentChatPanel: completing and rating', () => {
  it('completes the chat, then offers the thumbs (pressed shows the rating, given once), Start new chat and Back to the assistant', async () => {
    const chat = fakeAgentChat({ chat: { status: 'in_progress', queuePosition: null, staffName: 'Nimali Silva' } });
    await opened(chat);
    const user = userEvent.setup();
    await complete(user);
    const happy = await screen.findByRole('button', { name: AGENT_CHAT_TEXT.happy });
    const unhappy = screen.getByRole('button', { name: AGENT_CHAT_TEXT.unhappy });
    expect(chat.calls.patch).toEqual([{ chatId: 'chat-1', status: 'completed' }]);
    expect(screen.getByText(AGENT_CHAT_TEXT.completed)).toBeTruthy();
    expect(screen.getByRole('group', { name: AGENT_CHAT_TEXT.rateQuestion })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: AGENT_CHAT_TEXT.messageLabel })).toBeNull();
    expect(happy.getAttribute('aria-pressed')).toBe('false');
    expect(unhappy.getAttribute('aria-pressed')).toBe('false');

    await user.click(happy);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: AGENT_CHAT_TEXT.happy }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(chat.calls.patch.at(-1)).toEqual({ chatId: 'chat-1', rating: 1 });
    expect(screen.getByText(`${AGENT_CHAT_TEXT.completed} ${AGENT_CHAT_TEXT.rated}`)).toBeTruthy();
    // Rated once (issue 29 item 14): both thumbs say they take no press, and a press changes nothing.
    for (const name of [AGENT_CHAT_TEXT.happy, AGENT_CHAT_TEXT.unhappy])
      expect(screen.getByRole('button', { name }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('button', { name: AGENT_CHAT_TEXT.unhappy }));
    expect(chat.calls.patch).toEqual([
      { chatId: 'chat-1', status: 'completed' },
      { chatId: 'chat-1', rating: 1 },
    ]);
    expect(screen.getByRole('button', { name: AGENT_CHAT_TEXT.happy }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: AGENT_CHAT_TEXT.unhappy }).getAttribute('aria-pressed')).toBe('false');

    // Back to the assistant: the closed chat is forgotten, so the next hand-over prepares a new one.
    await user.click(screen.getByRole('button', { name: AGENT_CHAT_TEXT.backToAssistant }));
    expect(chat.onBack).toHaveBeenCalledTimes(1);
    chat.unmount();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('closes as entered in error when completed before a staff member answered, asks no rating, and starts a new chat', async () => {
    const chat = fakeAgentChat();
    await opened(chat);
    const user = userEvent.setup();
    await complete(user);
    expect(await screen.findByText(AGENT_CHAT_TEXT.closedInError)).toBeTruthy();
    // Nobody answered: nothing to rate (issue 29 item 13).
    expect(screen.queryByRole('group', { name: AGENT_CHAT_TEXT.rateQuestion })).toBeNull();
    expect(screen.queryByRole('button', { name: AGENT_CHAT_TEXT.happy })).toBeNull();
    await user.click(screen.getByRole('button', { name: AGENT_CHAT_TEXT.startNew }));
    await screen.findByRole('textbox', { name: AGENT_CHAT_TEXT.messageLabel });
    expect(chat.calls.prepare).toBe(2);
  });

  it('says when the chat could not be started, and tries again or goes back', async () => {
    const chat = fakeAgentChat({ prepareFails: true });
    expect(await screen.findByText(AGENT_CHAT_TEXT.prepareFailed)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: AGENT_CHAT_TEXT.retry }));
    await waitFor(() => expect(chat.calls.prepare).toBe(2));
    await user.click(await screen.findByRole('button', { name: AGENT_CHAT_TEXT.backToAssistant }));
    expect(chat.onBack).toHaveBeenCalledTimes(1);
  });

  it('says it is connecting while the chat is prepared', () => {
    fakeAgentChat();
    expect(screen.getByText(AGENT_CHAT_TEXT.connecting).getAttribute('role')).toBe('status');
  });
});

describe('AgentChatPanel: keyboard', () => {
  it('is driven by the keyboard alone: Tab to the message, Enter sends, Tab reaches Complete chat', async () => {
    const chat = fakeAgentChat({
      strict: true,
      storageKey: null,
      chat: { status: 'in_progress', queuePosition: null },
    });
    await opened(chat);
    const user = userEvent.setup();
    messageBox().focus();
    await user.keyboard('First{Enter}');
    await waitFor(() => expect(chat.calls.send).toHaveLength(1));
    await user.tab();
    // Send is disabled again (empty), so Tab goes on to Complete chat.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: AGENT_CHAT_TEXT.complete }));
    await user.keyboard('{Enter}');
    // Are you sure? Cancel has the focus; Shift+Tab reaches the confirm button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: AGENT_CHAT_TEXT.cancel }));
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: AGENT_CHAT_TEXT.confirmComplete }));
    await user.keyboard('{Enter}');
    // Complete chat went away: focus lands on the first thumb.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: AGENT_CHAT_TEXT.happy })),
    );
    await user.keyboard(' ');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: AGENT_CHAT_TEXT.happy }).getAttribute('aria-pressed')).toBe('true'),
    );
    // Rated: the focus stays on the thumb pressed.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: AGENT_CHAT_TEXT.happy }));
    expect(localStorage.length).toBe(0);
  });

  it('lands a keyboard user on Start new chat when a chat nobody answered closes (no thumbs)', async () => {
    const chat = fakeAgentChat({ strict: true, storageKey: null });
    await opened(chat);
    const user = userEvent.setup();
    messageBox().focus();
    await user.keyboard('Anyone there?{Enter}');
    await waitFor(() => expect(chat.calls.send).toHaveLength(1));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: AGENT_CHAT_TEXT.complete }));
    await user.keyboard('{Enter}');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: AGENT_CHAT_TEXT.startNew })),
    );
  });
});

describe('AgentChatPanel: earlier chats stay (issue 14 item 20)', () => {
  const EARLIER = {
    id: 'chat-0',
    status: 'completed' as const,
    closedAt: new Date(2025, 4, 20, 14, 10).getTime(),
    rating: 1,
    messages: [
      {
        id: 'old-1',
        seq: 1,
        author: 'patient' as const,
        authorName: 'Nimal Perera',
        content: { kind: 'message' as const, message: 'An earlier question' },
        createdAt: SENT_AT - 86_400_000,
      },
      {
        id: 'old-2',
        seq: 2,
        author: 'staff' as const,
        authorName: 'Nimali Silva',
        content: { kind: 'message' as const, message: 'An earlier answer' },
        createdAt: SENT_AT - 86_300_000,
      },
    ],
  };
  const OLDEST = {
    ...EARLIER,
    id: 'chat-00',
    status: 'entered_in_error' as const,
    messages: [
      {
        id: 'older-1',
        seq: 1,
        author: 'patient' as const,
        authorName: 'Nimal Perera',
        content: { kind: 'message' as const, message: 'The oldest question' },
        createdAt: SENT_AT - 90_000_000,
      },
    ],
  };

  it('Complete chat asks Are you sure?: Cancel and Escape keep the chat open, the confirm button completes it', async () => {
    const chat = fakeAgentChat({ chat: { status: 'in_progress', queuePosition: null } });
    await opened(chat);
    const user = userEvent.setup();
    const completeButton = screen.getByRole('button', { name: AGENT_CHAT_TEXT.complete });
    await user.click(completeButton);
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(completeButton);
    await user.click(completeButton);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(chat.calls.patch).toEqual([]);
    expect(messageBox()).toBeTruthy();

    await user.click(completeButton);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, complete chat' }));
    await screen.findByText(AGENT_CHAT_TEXT.completed);
    expect(chat.calls.patch).toEqual([{ chatId: 'chat-1', status: 'completed' }]);
  });

  it('Start new chat appends the new chat below the completed one, which stays with a divider saying when it ended', async () => {
    const chat = fakeAgentChat({ chat: { status: 'in_progress', queuePosition: null } });
    await opened(chat);
    await send('Before the new chat');
    await waitFor(() => expect(chat.stored()).toHaveLength(1));
    const user = userEvent.setup();
    await complete(user);
    await user.click(await screen.findByRole('button', { name: AGENT_CHAT_TEXT.startNew }));
    await opened(chat);
    await send('In the new chat');
    await waitFor(() => expect(chat.stored().map((message) => message.id)).toEqual(['message-2']));
    const rows = within(log())
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    const earlier = rows.findIndex((text) => text.includes('Before the new chat'));
    const divider = rows.findIndex((text) => text === 'Chat completed on 1 Jun 2025, 9:30 AM');
    const current = rows.findIndex((text) => text.includes('In the new chat'));
    expect([earlier >= 0, divider > earlier, current > divider]).toEqual([true, true, true]);
  });

  it("shows the server's earlier chats above the current one, and older ones on Show earlier chats", async () => {
    const chat = fakeAgentChat({
      history: [
        { chats: [EARLIER], nextBefore: 'cursor-1' },
        { chats: [OLDEST], nextBefore: null },
      ],
    });
    await opened(chat);
    expect(await within(log()).findByText('An earlier answer')).toBeTruthy();
    expect(within(log()).getByText('Chat completed on 20 May 2025, 2:10 PM')).toBeTruthy();
    expect(within(log()).queryByText('The oldest question')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show earlier chats' }));
    await within(log()).findByText('The oldest question');
    expect(chat.calls.history).toEqual([
      { hospitalId: HOSPITAL_ID, before: null },
      { hospitalId: HOSPITAL_ID, before: 'cursor-1' },
    ]);
    const texts = within(log())
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(texts.findIndex((text) => text.includes('The oldest question'))).toBeLessThan(
      texts.findIndex((text) => text.includes('An earlier question')),
    );
    expect(within(log()).getByText('Chat closed on 20 May 2025, 2:10 PM')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show earlier chats' })).toBeNull();
  });

  it('a stored closed chat (a new tab after completing) is not resumed: a new chat is prepared', async () => {
    const first = fakeAgentChat({ chat: { status: 'in_progress', queuePosition: null } });
    await opened(first);
    await complete(userEvent.setup());
    await screen.findByText(AGENT_CHAT_TEXT.completed);
    first.unmount();
    expect(localStorage.getItem(STORAGE_KEY)).not.toBeNull();
    document.body.innerHTML = '';

    const next = fakeAgentChat({ chat: { status: 'completed', closedAt: CLOSED_AT } });
    await opened(next);
    expect(next.calls.prepare).toBe(1);
    expect(screen.queryByText(AGENT_CHAT_TEXT.completed)).toBeNull();
    expect(screen.queryByRole('button', { name: AGENT_CHAT_TEXT.startNew })).toBeNull();
  });
});
