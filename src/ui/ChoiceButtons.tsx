import type { ReactNode } from 'react';

/**
 * One choice (prefix, gender, relationship) as a fieldset of toggle buttons. Each is a real button with
 * aria-pressed, so the group works with Tab and Enter/Space and reads as a named set of options.
 */
export function ChoiceButtons<T extends string>({
  label,
  options,
  value,
  onChoose,
  labelOf = (option) => option,
  disabled = false,
  children,
}: {
  label: string;
  options: readonly T[];
  value: T | '' | null;
  onChoose: (choice: T) => void;
  labelOf?: (option: T) => string;
  disabled?: boolean;
  /** Shown under the options (the field's message). */
  children?: ReactNode;
}): React.JSX.Element {
  return (
    <fieldset className="fieldset" disabled={disabled}>
      <legend>{label}</legend>
      <div className="choices">
        {options.map((option) => (
          <button
            key={option}
            type="button"
            className={option === value ? 'choice choice--selected' : 'choice'}
            aria-pressed={option === value}
            onClick={() => onChoose(option)}
          >
            {labelOf(option)}
          </button>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
