// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { EndCallDialog } from '../../../src/features/video/call/EndCallDialog';

afterEach(cleanup);

function Call(): React.JSX.Element {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Hang up
      </button>
      {asking ? <EndCallDialog onEnd={() => setAsking(false)} onStay={() => setAsking(false)} /> : null}
    </>
  );
}

it.each(['Escape', 'Stay'])('gives the focus back to the button that asked when %s closes it', (how) => {
  render(<Call />);
  const opener = screen.getByRole('button', { name: 'Hang up' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('alertdialog', { name: 'End the call?' });
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay' }));
  if (how === 'Escape') fireEvent.keyDown(dialog, { key: 'Escape' });
  else fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});
