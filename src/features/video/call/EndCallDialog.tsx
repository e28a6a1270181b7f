import '../../../ui/dialog.css';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CALL_TEXT } from './callText';

/**
 * 'End the call?' as an alertdialog: ending cuts the consultation, so Stay has the focus and Escape means Stay.
 * Its own small dialog because the shared one is role=dialog; only two buttons, so Tab just moves between them.
 */
export function EndCallDialog({ onEnd, onStay }: { onEnd: () => void; onStay: () => void }): React.JSX.Element {
  const titleId = useId();
  const questionId = useId();
  const stay = useRef<HTMLButtonElement>(null);
  const end = useRef<HTMLButtonElement>(null);
  // The opener (End call), read on the first render, gets the focus back when Stay closes this.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => {
    stay.current?.focus();
    return () => {
      if (opener?.isConnected === true) opener.focus();
    };
  }, [opener]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onStay();
      return;
    }
    if (event.key !== 'Tab') return;
    // Keep the focus on the two buttons.
    event.preventDefault();
    (document.activeElement === stay.current ? end : stay).current?.focus();
  };
  return (
    <div className="dialog-backdrop">
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={questionId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog__title">
          {CALL_TEXT.endTitle}
        </h2>
        <p id={questionId}>{CALL_TEXT.endQuestion}</p>
        <div className="actions">
          <button ref={end} type="button" className="button button--danger" onClick={onEnd}>
            {CALL_TEXT.endCall}
          </button>
          <button ref={stay} type="button" className="button button--secondary" onClick={onStay}>
            {CALL_TEXT.stay}
          </button>
        </div>
      </div>
    </div>
  );
}
