import { t } from '../../../i18n/translate';
import { useState } from 'react';
import { digitsOnly } from '../../../domain/digits';
import { mobileNumberError } from '../../../domain/mobileNumber';
import { ComposerForm } from './ComposerForm';

interface MobileComposerProps {
  readonly submitLabel: string;
  readonly onSubmit: (text: string) => void;
}

/** Mobile number entry: digits only; an invalid number shows the spec's message and is not sent. */
export function MobileComposer({ submitLabel, onSubmit }: MobileComposerProps): React.JSX.Element {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <ComposerForm
      label={t('chat.mobileLabel')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      value={value}
      onChange={(typed) => {
        setValue(digitsOnly(typed));
        setError(null);
      }}
      error={error}
      submitLabel={submitLabel}
      // Left enabled when empty: submitting nothing is how the patient learns 'Type Your Mobile No.'.
      submitDisabled={false}
      onSubmit={() => {
        const problem = mobileNumberError(value);
        if (problem !== null) {
          setError(problem);
          return;
        }
        onSubmit(value);
        setValue('');
      }}
    />
  );
}
