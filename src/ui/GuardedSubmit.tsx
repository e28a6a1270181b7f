import { useId } from 'react';

export interface GuardedSubmitProps {
  readonly label: string;
  /** The form takes input (the button is off otherwise). */
  readonly enabled: boolean;
  /** Why the button is off, shown above it and describing it (a relationship still to choose); null when nothing is missing. */
  readonly missing: string | null;
  /** Shown as a status while the submission is under way, describing the button; null when none is. */
  readonly busy: string | null;
}

/** A form's submit button that says why it is off: what is still missing, or the submission on its way. */
export function GuardedSubmit({ label, enabled, missing, busy }: GuardedSubmitProps): React.JSX.Element {
  const ids = { hint: useId(), status: useId() };
  return (
    <>
      {missing === null ? null : (
        <p id={ids.hint} className="field__hint">
          {missing}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary"
        disabled={!enabled || missing !== null}
        aria-describedby={busy !== null ? ids.status : missing !== null ? ids.hint : undefined}
      >
        {label}
      </button>
      {busy === null ? null : (
        <p id={ids.status} role="status">
          {busy}
        </p>
      )}
    </>
  );
}
