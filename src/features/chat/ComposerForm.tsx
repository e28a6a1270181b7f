import { useEffect, useId, useRef, type ReactNode } from 'react';
import { focusIsIdle, trackInputModality, usingKeyboard } from './inputModality';

export interface ComposerFieldProps {
  /** Accessible name of the input (visually hidden label). */
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Shown under the input after a rejected submit. */
  readonly error: string | null;
  readonly submitLabel: string;
  readonly submitDisabled: boolean;
  readonly onSubmit: () => void;
  readonly type: 'tel' | 'text';
  readonly inputMode: 'numeric' | 'text';
  readonly autoComplete: string;
  readonly placeholder?: string | undefined;
  readonly maxLength?: number | undefined;
  /** Extra controls after the submit button (e.g. Resend OTP). */
  readonly children?: ReactNode;
}

/**
 * The composer's one-line form: a labelled input, its submit button and the inline error. Enter
 * submits through the form. Mounted anew for each composer mode, so a keyboard user whose focus was
 * left idle (their reply button just went away) lands in the new input.
 */
export function ComposerForm(props: ComposerFieldProps): React.JSX.Element {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    trackInputModality();
    if (usingKeyboard() && focusIsIdle()) input.current?.focus();
  }, []);

  return (
    <form
      className="chat-composer"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!props.submitDisabled) props.onSubmit();
      }}
    >
      <div className="chat-composer__row">
        <label htmlFor={inputId} className="chat-visually-hidden">
          {props.label}
        </label>
        <input
          ref={input}
          id={inputId}
          className="chat-composer__input"
          type={props.type}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          maxLength={props.maxLength}
          value={props.value}
          aria-invalid={props.error !== null}
          aria-describedby={props.error !== null ? errorId : undefined}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
        <button type="submit" className="chat-composer__submit" disabled={props.submitDisabled}>
          {props.submitLabel}
        </button>
      </div>
      {props.error !== null && (
        <p id={errorId} className="chat-composer__error" role="alert">
          {props.error}
        </p>
      )}
      {props.children}
    </form>
  );
}
