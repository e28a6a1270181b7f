import './call.css';
import { CALL_TEXT } from './callText';
import { CallTimer } from './CallTimer';

/**
 * The minimised call (spec 001 §2): a small bar above the bottom bars while the patient browses the app; the call
 * and its sound go on underneath (the call screen stays mounted, hidden).
 */
export function MiniCallBar({
  elapsedSeconds,
  onRestore,
}: {
  elapsedSeconds: number;
  onRestore: () => void;
}): React.JSX.Element {
  return (
    <section className="mini-call" aria-label={CALL_TEXT.ongoing}>
      <span className="mini-call__dot" aria-hidden="true" />
      <span className="mini-call__label">{CALL_TEXT.ongoing}</span>
      <CallTimer elapsedSeconds={elapsedSeconds} />
      <button type="button" className="button button--primary mini-call__back" onClick={onRestore}>
        {CALL_TEXT.backToCall}
      </button>
    </section>
  );
}
