// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from '../../../src/features/chat/Composer';

afterEach(cleanup);

const MODE = { kind: 'photo', label: 'Prescription photo', submitLabel: 'Upload photo' } as const;

describe('Composer: photo (an order prescription in the chat)', () => {
  it('uploads the picked image at once and waits while it uploads', async () => {
    let finish: () => void = () => undefined;
    const onPhoto = vi.fn(
      (file: File) =>
        new Promise<void>((resolve) => {
          expect(file.name).toBe('rx.png');
          finish = resolve;
        }),
    );
    const user = userEvent.setup();
    render(<Composer mode={MODE} onSubmit={vi.fn()} onTap={vi.fn()} onPhoto={onPhoto} />);
    const file = new File(['x'], 'rx.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Prescription photo'), file);
    expect(onPhoto).toHaveBeenCalledWith(file);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Uploading…' }).disabled).toBe(true);
    finish();
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Upload photo' })).disabled).toBe(false);
  });

  it('shows nothing where the app gives no upload', () => {
    const { container } = render(<Composer mode={MODE} onSubmit={vi.fn()} onTap={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });
});
