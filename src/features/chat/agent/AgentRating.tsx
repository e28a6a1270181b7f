import { useEffect, useId, useRef } from 'react';
import { t } from '../../../../i18n/translate';
import { focusIsIdle, trackInputModality, usingKeyboard } from '../inputModality';

interface AgentRatingProps {
  /** What the server holds: 1 happy, 0 unhappy, null none yet. */
  readonly rating: 0 | 1 | null;
  /** The thumbs take a press: not rated yet and no rating on its way (a chat is rated once). */
  readonly canRate: boolean;
  readonly onRate: (happy: boolean) => void;
}

/**
 * The thumbs after a chat staff answered closes (happy = 1, otherwise 0), pressed showing the rating given.
 * Once rated (or while the rating is on its way) they take no press (issue 29 item 14); aria-disabled rather
 * than disabled, so a keyboard user's focus stays on the thumb just pressed. A keyboard user whose Complete
 * chat just went away lands on the first thumb.
 */
export function AgentRating({ rating, canRate, onRate }: AgentRatingProps): React.JSX.Element {
  const questionId = useId();
  const first = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    trackInputModality();
    if (usingKeyboard() && focusIsIdle()) first.current?.focus();
  }, []);

  const thumb = (happy: boolean): React.JSX.Element => (
    <button
      ref={happy ? first : undefined}
      type="button"
      className="chat-replies__button agent-thumb"
      aria-pressed={rating === (happy ? 1 : 0)}
      aria-disabled={!canRate}
      onClick={() => {
        if (canRate) onRate(happy);
      }}
    >
      <span aria-hidden="true">{happy ? '👍' : '👎'}</span> {happy ? t('chat.happy') : t('chat.unhappy')}
    </button>
  );

  return (
    <div className="agent-rating" role="group" aria-labelledby={questionId}>
      <p id={questionId} className="agent-rating__question">
        {t('chat.rateQuestion')}
      </p>
      <div className="agent-rating__thumbs">
        {thumb(true)}
        {thumb(false)}
      </div>
    </div>
  );
}
