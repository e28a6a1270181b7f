import { RESEND_OTP_BUTTON, type ComposerMode, type ReplyButton } from '../../../flows/chatProtocol';
import { MobileComposer } from './MobileComposer';
import { OtpComposer } from './OtpComposer';
import { PhotoComposer } from './PhotoComposer';
import { TextComposer } from './TextComposer';

interface ComposerProps {
  readonly mode: ComposerMode;
  /** A reply that passed the mode's domain rule. */
  readonly onSubmit: (text: string) => void;
  /** A control of the composer that acts like a reply button (Resend OTP). */
  readonly onTap: (button: ReplyButton) => void;
  /** A picked photo (the photo mode): uploaded, and the outcome told to the flow. */
  readonly onPhoto?: (file: File) => Promise<void>;
}

/**
 * What the patient can type now, as the flow set it. Each mode validates with its domain rule and
 * submits only valid input. Keyed per mode so a new question starts with an empty field.
 */
export function Composer({ mode, onSubmit, onTap, onPhoto }: ComposerProps): React.JSX.Element | null {
  switch (mode.kind) {
    case 'none':
      return null;
    case 'mobile':
      return <MobileComposer key="mobile" submitLabel={mode.submitLabel} onSubmit={onSubmit} />;
    case 'otp':
      return (
        <OtpComposer
          key="otp"
          submitLabel={mode.submitLabel}
          resend={mode.resend}
          onSubmit={onSubmit}
          onResend={() => onTap({ ...RESEND_OTP_BUTTON, label: mode.resend.label })}
        />
      );
    case 'text':
      return (
        <TextComposer
          key={`text:${mode.label}`}
          label={mode.label}
          placeholder={mode.placeholder}
          submitLabel={mode.submitLabel}
          onSubmit={onSubmit}
        />
      );
    case 'digits':
      return (
        <TextComposer
          key={`digits:${mode.label}`}
          label={mode.label}
          placeholder={mode.placeholder}
          submitLabel={mode.submitLabel}
          digits={{ maxLength: mode.maxLength }}
          onSubmit={onSubmit}
        />
      );
    case 'photo':
      return onPhoto === undefined ? null : (
        <PhotoComposer
          key={`photo:${mode.label}`}
          label={mode.label}
          submitLabel={mode.submitLabel}
          onPhoto={onPhoto}
        />
      );
  }
}
