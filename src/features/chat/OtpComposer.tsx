import { t } from '../../../i18n/translate';
import { useState } from 'react';
import { digitsOnly } from '../../../domain/digits';
import { OTP_LENGTH, formatCountdown, otpError } from '../../../domain/otp';
import type { ResendControl } from '../../../flows/chatProtocol';
import { ComposerForm } from './ComposerForm';

interface OtpComposerProps {
  readonly submitLabel: string;
  readonly resend: ResendControl;
  readonly onSubmit: (text: string) => void;
  readonly onResend: () => void;
}

/** Verification code entry: up to 4 digits, Verify disabled while empty, and the resend control. */
export function OtpComposer({ submitLabel, resend, onSubmit, onResend }: OtpComposerProps): React.JSX.Element {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const waiting = resend.secondsLeft > 0;
  return (
    <ComposerForm
      label={t('chat.otpLabel')}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      value={value}
      onChange={(typed) => {
        setValue(digitsOnly(typed, OTP_LENGTH));
        setError(null);
      }}
      error={error}
      submitLabel={submitLabel}
      submitDisabled={value === ''}
      onSubmit={() => {
        const problem = otpError(value);
        if (problem !== null) {
          setError(problem);
          return;
        }
        onSubmit(value);
        setValue('');
      }}
    >
      <button type="button" className="chat-composer__resend" disabled={waiting} onClick={onResend}>
        {waiting ? `${resend.label} (${formatCountdown(resend.secondsLeft)})` : resend.label}
      </button>
    </ComposerForm>
  );
}
