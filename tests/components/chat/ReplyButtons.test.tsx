// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReplyButton } from '../../../flows/chatProtocol';
import { ReplyButtons } from '../../../src/features/chat/ReplyButtons';

afterEach(cleanup);

const menu: ReplyButton[] = [
  { label: 'Book a Doctor', command: { type: 'CHOOSE_SERVICE', service: 'channelling' } },
  { label: 'Chat With Hospital', command: { type: 'CHOOSE_SERVICE', service: 'agentChat' } },
];
const next: ReplyButton[] = [
  { label: 'Login', command: { type: 'LOGIN' } },
  { label: 'Not now', command: { type: 'SKIP_LOGIN' } },
];

/** The reply buttons next to a text field, as on the chat home. */
function Dock({
  buttons,
  onTap,
}: {
  buttons: readonly ReplyButton[];
  onTap: (button: ReplyButton) => void;
}): React.JSX.Element {
  return (
    <>
      <ReplyButtons buttons={buttons} onTap={onTap} />
      <label>
        Message
        <input />
      </label>
    </>
  );
}

describe('ReplyButtons', () => {
  it('offers each reply as a button in a labelled group and sends the tapped one', async () => {
    const onTap = vi.fn<(button: ReplyButton) => void>();
    const user = userEvent.setup();
    render(<ReplyButtons buttons={menu} onTap={onTap} />);
    const group = screen.getByRole('group', { name: 'Replies' });
    expect([...group.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Book a Doctor',
      'Chat With Hospital',
    ]);
    await user.click(screen.getByRole('button', { name: 'Chat With Hospital' }));
    expect(onTap).toHaveBeenCalledExactlyOnceWith(menu[1]);
  });

  it('shows no buttons when none are on offer', () => {
    render(<ReplyButtons buttons={[]} onTap={vi.fn()} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('moves a keyboard user to the first new reply after the tapped one goes away', async () => {
    const onTap = vi.fn<(button: ReplyButton) => void>();
    const user = userEvent.setup();
    const { rerender } = render(<Dock buttons={menu} onTap={onTap} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Book a Doctor' }));
    await user.keyboard('{Enter}');
    expect(onTap).toHaveBeenCalledExactlyOnceWith(menu[0]);
    // The flow clears the replies, then offers the next ones a second later.
    rerender(<Dock buttons={[]} onTap={onTap} />);
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Replies' }));
    rerender(<Dock buttons={next} onTap={onTap} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Login' }));
  });

  it('leaves focus alone for a pointer user', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Dock buttons={menu} onTap={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Book a Doctor' }));
    rerender(<Dock buttons={[]} onTap={vi.fn()} />);
    rerender(<Dock buttons={next} onTap={vi.fn()} />);
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Login' }));
  });

  it('never takes focus from the text field', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Dock buttons={[]} onTap={vi.fn()} />);
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.keyboard('hello');
    rerender(<Dock buttons={next} onTap={vi.fn()} />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' }));
  });
});
