// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComposerMode, ReplyButton } from '../../../flows/chatProtocol';
import { Composer } from '../../../src/features/chat/Composer';

afterEach(cleanup);

function renderComposer(mode: ComposerMode) {
  const onSubmit = vi.fn<(text: string) => void>();
  const onTap = vi.fn<(button: ReplyButton) => void>();
  const user = userEvent.setup();
  const view = render(<Composer mode={mode} onSubmit={onSubmit} onTap={onTap} />);
  return { ...view, onSubmit, onTap, user };
}

const input = (name: string): HTMLInputElement => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('Composer: none', () => {
  it('shows nothing', () => {
    const { container } = renderComposer({ kind: 'none' });
    expect(container.innerHTML).toBe('');
  });
});

describe('Composer: mobile', () => {
  const mobile: ComposerMode = { kind: 'mobile', submitLabel: 'Send now' };

  it('is a numeric phone input with a Send now button', () => {
    renderComposer(mobile);
    const field = input('Mobile number');
    expect(field.type).toBe('tel');
    expect(field.inputMode).toBe('numeric');
    expect(screen.getByRole('button', { name: 'Send now' })).toBeTruthy();
  });

  it('keeps digits only', async () => {
    const { user } = renderComposer(mobile);
    await user.type(input('Mobile number'), '+07a7-1 23');
    expect(input('Mobile number').value).toBe('077123');
  });

  it.each([
    ['', 'Type Your Mobile No.'],
    ['0812345678', 'Invalid Mobile No!'],
    ['9477123456', 'Mobile No. starting with 94, should have 11 digits!'],
    ['077123456', 'Mobile No. starting with 0, should have 10 digits!'],
    ['7712345', 'Mobile No. should have 9 digits!'],
  ])('does not send %j and says %j', async (typed, message) => {
    const { user, onSubmit } = renderComposer(mobile);
    if (typed !== '') await user.type(input('Mobile number'), typed);
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(input('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears the message when the number is edited', async () => {
    const { user } = renderComposer(mobile);
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    await user.type(input('Mobile number'), '0');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a valid number on Enter and empties the field', async () => {
    const { user, onSubmit } = renderComposer(mobile);
    await user.type(input('Mobile number'), '0771234567{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('0771234567');
    expect(input('Mobile number').value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

const otpMode = (secondsLeft: number): ComposerMode => ({
  kind: 'otp',
  submitLabel: 'Verify now',
  resend: { label: 'Resend OTP', secondsLeft },
});

describe('Composer: otp', () => {
  const otp = otpMode(59);

  it('is a numeric code input, Verify now disabled while empty', async () => {
    const { user } = renderComposer(otp);
    const field = input('Verification code');
    expect(field.inputMode).toBe('numeric');
    expect(field.autocomplete).toBe('one-time-code');
    const verify = screen.getByRole<HTMLButtonElement>('button', { name: 'Verify now' });
    expect(verify.disabled).toBe(true);
    await user.type(field, '1');
    expect(verify.disabled).toBe(false);
  });

  it('keeps at most 4 digits', async () => {
    const { user } = renderComposer(otp);
    await user.type(input('Verification code'), 'a1b2-3 456');
    expect(input('Verification code').value).toBe('1234');
  });

  it('does not verify a short code and says why', async () => {
    const { user, onSubmit } = renderComposer(otp);
    await user.type(input('Verification code'), '12{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('verification code should have 4 digits!');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('verifies 4 digits', async () => {
    const { user, onSubmit } = renderComposer(otp);
    await user.type(input('Verification code'), '4821');
    await user.click(screen.getByRole('button', { name: 'Verify now' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('4821');
    expect(input('Verification code').value).toBe('');
  });
});

describe('Composer: Resend OTP', () => {
  it('is disabled with the countdown while it runs', async () => {
    const { user, onTap } = renderComposer(otpMode(59));
    const resend = screen.getByRole<HTMLButtonElement>('button', { name: 'Resend OTP (0:59)' });
    expect(resend.disabled).toBe(true);
    await user.click(resend);
    expect(onTap).not.toHaveBeenCalled();
  });

  it('follows the countdown the flow reports', () => {
    const onSubmit = vi.fn<(text: string) => void>();
    const { rerender } = render(<Composer mode={otpMode(59)} onSubmit={onSubmit} onTap={vi.fn()} />);
    rerender(<Composer mode={otpMode(5)} onSubmit={onSubmit} onTap={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Resend OTP (0:05)' })).toBeTruthy();
  });

  it('is enabled at zero and asks the flow for a new code', async () => {
    const { user, onTap, onSubmit } = renderComposer(otpMode(0));
    const resend = screen.getByRole<HTMLButtonElement>('button', { name: 'Resend OTP' });
    expect(resend.disabled).toBe(false);
    await user.click(resend);
    expect(onTap).toHaveBeenCalledExactlyOnceWith({ label: 'Resend OTP', command: { type: 'RESEND' } });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the typed code while the countdown ticks', async () => {
    const onSubmit = vi.fn<(text: string) => void>();
    const user = userEvent.setup();
    const { rerender } = render(<Composer mode={otpMode(59)} onSubmit={onSubmit} onTap={vi.fn()} />);
    await user.type(input('Verification code'), '48');
    rerender(<Composer mode={otpMode(58)} onSubmit={onSubmit} onTap={vi.fn()} />);
    expect(input('Verification code').value).toBe('48');
  });
});

describe('Composer: digits', () => {
  const year: ComposerMode = {
    kind: 'digits',
    label: 'Year of birth (YYYY)',
    placeholder: 'YYYY',
    submitLabel: 'Next',
    maxLength: 4,
  };

  it('is a numeric field named by its label', () => {
    renderComposer(year);
    const field = input('Year of birth (YYYY)');
    expect(field.placeholder).toBe('YYYY');
    expect(field.inputMode).toBe('numeric');
    expect(field.maxLength).toBe(4);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });

  it('ignores non-digits and stops at maxLength', async () => {
    const { user } = renderComposer(year);
    await user.type(input('Year of birth (YYYY)'), 'y1-9.8a7654');
    expect(input('Year of birth (YYYY)').value).toBe('1987');
  });

  it('sends the digits on Enter', async () => {
    const { user, onSubmit } = renderComposer(year);
    await user.type(input('Year of birth (YYYY)'), '1987{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('1987');
    expect(input('Year of birth (YYYY)').value).toBe('');
  });
});

describe('Composer: text', () => {
  const text: ComposerMode = {
    kind: 'text',
    label: 'Search a doctor or specialty',
    placeholder: 'Search a doctor or specialty',
    submitLabel: 'Search',
  };

  it('uses the placeholder and submit label of the mode', () => {
    renderComposer(text);
    expect(input('Search a doctor or specialty').placeholder).toBe('Search a doctor or specialty');
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  });

  it('cannot send nothing or blanks', async () => {
    const { user, onSubmit } = renderComposer(text);
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Search' });
    expect(send.disabled).toBe(true);
    await user.type(input('Search a doctor or specialty'), '   {Enter}');
    expect(send.disabled).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed text on Enter', async () => {
    const { user, onSubmit } = renderComposer(text);
    await user.type(input('Search a doctor or specialty'), '  cardio {Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('cardio');
    expect(input('Search a doctor or specialty').value).toBe('');
  });
});

describe('Composer: switching modes', () => {
  it('starts the new mode empty', async () => {
    const onSubmit = vi.fn<(text: string) => void>();
    const user = userEvent.setup();
    const { rerender } = render(
      <Composer mode={{ kind: 'mobile', submitLabel: 'Send now' }} onSubmit={onSubmit} onTap={vi.fn()} />,
    );
    await user.type(input('Mobile number'), '0771');
    rerender(<Composer mode={otpMode(60)} onSubmit={onSubmit} onTap={vi.fn()} />);
    expect(input('Verification code').value).toBe('');
    expect(screen.queryByRole('textbox', { name: 'Mobile number' })).toBeNull();
  });
});
