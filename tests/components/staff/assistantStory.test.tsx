// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, ME, renderConsole, serverChat } from './staffServer';

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

const CHAT_ID = 'chat-1';

async function openChat(assistant: Record<string, unknown> | null): Promise<void> {
  const server = fakeServer({
    StaffMe: { staffMe: ME },
    StaffChat: { staffChat: serverChat(CHAT_ID) },
    StaffChatAssistant: { staffChat: { id: CHAT_ID, assistantRunId: null, assistantTranscript: null, ...assistant } },
  });
  renderConsole(server, { url: `/staff/chats/${CHAT_ID}` });
  await screen.findByRole('region', { name: 'Nimal Perera' });
}

describe('a chat handed over by the assistant', () => {
  it('shows what the patient did with the assistant, folded, and the run in the testers’ library', async () => {
    const user = userEvent.setup();
    await openChat({
      assistantRunId: 'run-42',
      assistantTranscript: [
        'assistant: Good morning! How can I help you today?',
        'patient: Book a Doctor',
        'buttons: Pay Now | Cancel',
      ],
    });
    const summary = await screen.findByText('What the patient did with the assistant');
    const panel = summary.closest('details') as HTMLDetailsElement;
    expect(panel.open).toBe(false);
    await user.click(summary);
    expect(panel.open).toBe(true);
    expect(
      within(screen.getByRole('list', { name: 'What the patient did with the assistant' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'assistant: Good morning! How can I help you today?',
      'patient: Book a Doctor',
      'buttons: Pay Now | Cancel',
    ]);
    // Staff are told the names in it are not the patient's.
    screen.getByText(/^Masked on the patient's phone: names, numbers, codes and typed text are stand-ins/);
    expect(screen.getByRole('link', { name: 'Replay this conversation' }).getAttribute('href')).toBe(
      '/inspect/runs/run-42',
    );
  });

  it('shows nothing for a chat the patient opened without the assistant', async () => {
    await openChat(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('What the patient did with the assistant')).toBeNull();
  });
});
