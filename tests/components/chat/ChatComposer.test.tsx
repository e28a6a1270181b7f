// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuMode } from '../../../flows/assistant/opening';
import type { ComposerMode } from '../../../flows/chatProtocol';

/** The composer's chunk, failing as often as the test says before it loads (a flaky line). */
const chunk = vi.hoisted((): { failures: number; asked: number; loaded: unknown } => ({
  failures: 0,
  asked: 0,
  loaded: null,
}));
vi.mock('../../../src/features/chat/assistantLoader', async () => {
  const { once } = await import('../../../src/lib/once');
  return {
    loadComposerCode: once(async () => {
      chunk.asked += 1;
      if (chunk.failures > 0) {
        chunk.failures -= 1;
        throw new Error('Failed to fetch dynamically imported module');
      }
      return (chunk.loaded = await import('../../../src/features/chat/Composer'));
    }),
    loadedComposerCode: () => chunk.loaded,
  };
});
const { ChatComposer } = await import('../../../src/features/chat/ChatComposer');

afterEach(cleanup);

const MOBILE: ComposerMode = { kind: 'mobile', submitLabel: 'Send now' };
const OTP: ComposerMode = { kind: 'otp', submitLabel: 'Verify now', resend: { label: 'Resend OTP', secondsLeft: 60 } };

describe('ChatComposer', () => {
  it('shows nothing and loads nothing while no typing is asked', () => {
    const { container } = render(<ChatComposer mode={{ kind: 'none' }} onSubmit={vi.fn()} onTap={vi.fn()} />);
    expect(container.innerHTML).toBe('');
    expect(chunk.asked).toBe(0);
  });

  it("keeps the composer's room while its code loads: a row of the same classes, hidden from screen readers, nothing to type into", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    chunk.failures = 1;
    const { container } = render(<ChatComposer mode={menuMode()} onSubmit={vi.fn()} onTap={vi.fn()} />);
    await vi.waitFor(() => expect(chunk.asked).toBe(1));
    const room = container.querySelector('.chat-composer');
    expect(room?.getAttribute('aria-hidden')).toBe('true');
    expect(room?.querySelector('.chat-composer__row > .chat-composer__input')).not.toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("asks for the composers' code again at the next question after a failed load, and the chat stays up", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    chunk.failures = 1;
    const asked = chunk.asked;
    const { rerender } = render(<ChatComposer mode={MOBILE} onSubmit={vi.fn()} onTap={vi.fn()} />);
    await vi.waitFor(() => expect(chunk.asked).toBe(asked + 1));
    expect(screen.queryByRole('textbox')).toBeNull();

    rerender(<ChatComposer mode={OTP} onSubmit={vi.fn()} onTap={vi.fn()} />);
    expect(await screen.findByRole('textbox', { name: 'Verification code' })).toBeTruthy();
    expect(chunk.asked).toBe(asked + 2);
  });

  it("shows the menu's text box in the very render that asks for it once the code has loaded (issue 29 item 8: no frame with the buttons alone)", async () => {
    // Loaded beside the whole assistant (assistantLoader's prefetch), never asked for by this chat home's composer.
    expect(chunk.loaded).not.toBeNull();
    vi.resetModules();
    const { ChatComposer: Fresh } = await import('../../../src/features/chat/ChatComposer');
    const { rerender } = render(<Fresh mode={{ kind: 'none' }} onSubmit={vi.fn()} onTap={vi.fn()} />);
    rerender(<Fresh mode={menuMode()} onSubmit={vi.fn()} onTap={vi.fn()} />);
    // Synchronously: no effect, no second render.
    expect(screen.getByRole('textbox', { name: 'Type what you need' })).toBeTruthy();
  });
});
