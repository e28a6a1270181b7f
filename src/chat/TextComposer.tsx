import { useState } from 'react';
import { ComposerForm } from './ComposerForm';

interface TextComposerProps {
  readonly label: string;
  readonly placeholder: string;
  readonly submitLabel: string;
  readonly onSubmit: (text: string) => void;
}

/** Free text (search, a message to staff): Send needs something other than blanks. */
export function TextComposer({ label, placeholder, submitLabel, onSubmit }: TextComposerProps): React.JSX.Element {
  const [value, setValue] = useState('');
  const text = value.trim();
  return (
    <ComposerForm
      label={label}
      type="text"
      inputMode="text"
      autoComplete="off"
      placeholder={placeholder}
      value={value}
      onChange={setValue}
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
