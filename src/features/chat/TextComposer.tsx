import { useState } from 'react';
import { digitsOnly } from '../../../domain/digits';
import { ComposerForm } from './ComposerForm';

interface TextComposerProps {
  readonly label: string;
  readonly placeholder: string;
  readonly submitLabel: string;
  /** A number field (a date-of-birth part): non-digits are ignored and input stops at maxLength. */
  readonly digits?: { readonly maxLength: number };
  readonly onSubmit: (text: string) => void;
}

/** A one-line answer (a name, a message, a number): Send needs something other than blanks. */
export function TextComposer({
  label,
  placeholder,
  submitLabel,
  digits,
  onSubmit,
}: TextComposerProps): React.JSX.Element {
  const [value, setValue] = useState('');
  const text = value.trim();
  return (
    <ComposerForm
      label={label}
      type="text"
      inputMode={digits ? 'numeric' : 'text'}
      autoComplete="off"
      placeholder={placeholder}
      maxLength={digits?.maxLength}
      value={value}
      onChange={(typed) => setValue(digits ? digitsOnly(typed, digits.maxLength) : typed)}
      error={null}
      submitLabel={submitLabel}
      submitDisabled={text === ''}
      onSubmit={() => {
        onSubmit(text);
        setValue('');
      }}
    />
  );
}
