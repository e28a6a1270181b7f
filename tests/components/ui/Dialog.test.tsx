// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from '../../../src/ui/Dialog';

afterEach(cleanup);

/** A page with an opener and the dialog it opens; the dialog's first button may take the focus itself (autoFocus). */
function Page({ autoFocus }: { autoFocus: boolean }): React.JSX.Element {
  const [open, setOpen] = useState(false);
  // A wizard's steps: each a dialog of its own (re-keyed), as src/features/appointment/refund/RefundWizard.tsx does.
  const [step, setStep] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Classify
      </button>
      {open ? (
        <Dialog key={step} title="This account is for?" onCancel={() => setOpen(false)}>
          <button type="button" autoFocus={autoFocus}>
            Father
          </button>
          <button type="button" onClick={() => setStep(step + 1)}>
            Mother
          </button>
        </Dialog>
      ) : null}
    </>
  );
}

function openFrom(opener: HTMLElement): HTMLElement {
  opener.focus();
  fireEvent.click(opener);
  return screen.getByRole('dialog', { name: 'This account is for?' });
}

describe('Dialog', () => {
  it.each([false, true])(
    'moves the focus in on open and back to the opener on Escape (content autoFocus: %s)',
    (autoFocus) => {
      render(<Page autoFocus={autoFocus} />);
      const opener = screen.getByRole('button', { name: 'Classify' });
      const dialog = openFrom(opener);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Father' }));
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
    },
  );

  it('keeps Tab and Shift+Tab inside', () => {
    render(<Page autoFocus={false} />);
    openFrom(screen.getByRole('button', { name: 'Classify' }));
    const [father, mother] = [
      screen.getByRole('button', { name: 'Father' }),
      screen.getByRole('button', { name: 'Mother' }),
    ];
    mother.focus();
    fireEvent.keyDown(mother, { key: 'Tab' });
    expect(document.activeElement).toBe(father);
    fireEvent.keyDown(father, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(mother);
  });

  it('gives the focus back to the opener after steps that re-key the dialog', () => {
    render(<Page autoFocus={false} />);
    const opener = screen.getByRole('button', { name: 'Classify' });
    openFrom(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Mother' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mother' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Father' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Father' }), { key: 'Escape' });
    expect(document.activeElement).toBe(opener);
  });
});
