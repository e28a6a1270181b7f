import type { MessageId } from '../../../i18n/messages.generated';
import { t } from '../../../i18n/translate';

interface EventBoxProps {
  readonly outcome: 'success' | 'failure';
  readonly text: string;
  readonly detail?: string | undefined;
}

const OUTCOME_LABEL = {
  success: 'chat.outcome.success',
  failure: 'chat.outcome.failure',
} as const satisfies Record<EventBoxProps['outcome'], MessageId>;

/** The outcome of a step ('OTP sent successfully', 'OTP sending failure'): green with a check, or red. */
export function EventBox({ outcome, text, detail }: EventBoxProps): React.JSX.Element {
  return (
    <div className={`chat-event chat-event--${outcome}`}>
      <svg className="chat-event__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        {outcome === 'success' ? <path d="M4.5 10.5l3.5 3.5 7.5-8" /> : <path d="M5.5 5.5l9 9M14.5 5.5l-9 9" />}
      </svg>
      <div className="chat-event__body">
        <p className="chat-event__text">
          {/* Colour and icon are not enough on their own: say the outcome too. */}
          <span className="chat-visually-hidden">{t(OUTCOME_LABEL[outcome])} </span>
          {text}
        </p>
        {detail !== undefined && detail !== '' && <p className="chat-event__detail">{detail}</p>}
      </div>
    </div>
  );
}
