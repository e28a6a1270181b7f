import './dialog.css';
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  readonly title: string;
  readonly children: ReactNode;
  /** Escape (and the owner's own cancel button) closes it; absent, Escape does nothing. */
  readonly onCancel?: () => void;
  /**
   * What is focused on open: a control, or 'dialog' for the dialog itself (its title is read), when focusing the
   * first control would look like choosing it (the feedback scores); the first focusable one when absent.
   */
  readonly initialFocus?: React.RefObject<HTMLElement | null> | 'dialog';
}

/**
 * A modal dialog (spec 000 §2 modals): named by its title, aria-modal, focus moved in on open, kept in
 * with Tab and Shift+Tab, and given back to what had it on close. Escape cancels.
 */
export function Dialog({ title, children, onCancel, initialFocus }: DialogProps): React.JSX.Element {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const focusInitial = useEffectEvent(() => {
    const target =
      initialFocus === 'dialog'
        ? panel.current
        : (initialFocus?.current ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panel.current);
    target?.focus();
  });

  // What had the focus, read on the first render too: by the time the effect runs, an autoFocus inside the
  // dialog (the relationship modal's first choice) has already taken it. A dialog re-keyed per step (the
  // refund wizard) renders while the previous step still holds the focus, so the effect's own reading wins
  // whenever it is outside this dialog.
  const [focusedOnRender] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  useEffect(() => {
    const now = document.activeElement;
    const opener = now instanceof HTMLElement && panel.current?.contains(now) !== true ? now : focusedOnRender;
    focusInitial();
    return () => {
      // Back to where the patient was, if that is still on the page.
      if (opener?.isConnected === true) opener.focus();
    };
  }, [focusedOnRender]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape' && onCancel !== undefined) {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || panel.current === null) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (first === undefined || last === undefined) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="dialog-backdrop">
      <div
        ref={panel}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
