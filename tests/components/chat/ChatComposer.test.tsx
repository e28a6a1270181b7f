// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComposerMode } from '../../../flows/chatProtocol';

/** The composer's chunk, failing as often as the test says before it loads (a flaky line). */
const chunk = vi.hoisted(() => ({ failures: 0, asked: 0 }));
vi.mock('../../../src/chat/assistantLoader', async () => {
  const { once } = await import('../../../src/chat/once');
  return {
    loadComposerCode: once(async () => {
      chunk.asked += 1;
      if (chunk.failures > 0) {
        chunk.failures -= 1;
        throw new Error('Failed to fetch dynamically imported module');
      }
      return import('../../../src/chat/Composer');
    }),
  };
});
const { ChatComposer } = await import('../../../src/chat/ChatComposer');

afterEach(cleanup);

const MOBILE: ComposerMode = { kind: 'mobile', submitLabel: 'Send now' };
const OTP: ComposerMode = { kind: 'otp', submitLabel: 'Verify now', resend: { label: 'Resend OTP', secondsLeft: 60 } };

describe('ChatComposer', () => {
  it('shows nothing and loads nothing while no typing is asked', () => {
    const { container } = render(<ChatComposer mode={{ kind: 'none' }} onSubmit={vi.fn()} onTap={vi.fn()} />);
    expect(container.innerHTML).toBe('');
    expect(chunk.asked).toBe(0);
  });

  it("asks for the composers' code again at the next question after a failed load, and the chat stays up", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    chunk.failures = 1;
    const { rerender } = render(<ChatComposer mode={MOBILE} onSubmit={vi.fn()} onTap={vi.fn()} />);
    await vi.waitFor(() => expect(chunk.asked).toBe(1));
    expect(screen.queryByRole('textbox')).toBeNull();

    rerender(<ChatComposer mode={OTP} onSubmit={vi.fn()} onTap={vi.fn()} />);
    expect(await screen.findByRole('textbox', { name: 'Verification code' })).toBeTruthy();
    expect(chunk.asked).toBe(2);
  });
});
