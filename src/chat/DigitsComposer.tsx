import { useState } from 'react';
import { digitsOnly } from '../../domain/digits';
import { ComposerForm } from './ComposerForm';

interface DigitsComposerProps {
  readonly label: string;
  readonly placeholder: string;
  readonly submitLabel: string;
  readonly maxLength: number;
  readonly onSubmit: (text: string) => void;
}

/** A number field (a date-of-birth part): non-digits are ignored and input stops at maxLength. */
export function DigitsComposer({ label, placeholder, submitLabel, maxLength, onSubmit }: DigitsComposerProps): React.JSX.Element {
  const [value, setValue] = useState('');
  return (
    <ComposerForm
      label={label}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      maxLength={maxLength}
      value={value}
      onChange={(typed) => setValue(digitsOnly(typed, maxLength))}
      error={null}
      submitLabel={submitLabel}
      submitDisabled={value === ''}
      onSubmit={() => {
        onSubmit(value);
        setValue('');
      }}
    />
  );
}
