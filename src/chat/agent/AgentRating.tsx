import { useEffect, useId, useRef } from 'react';
import { AGENT_CHAT_TEXT } from '../../../domain/chatText';
import { focusIsIdle, trackInputModality, usingKeyboard } from '../inputModality';

interface AgentRatingProps {
  /** What the server holds: 1 happy, 0 unhappy, null none yet. */
  readonly rating: 0 | 1 | null;
  /** While a rating is on its way. */
  readonly disabled: boolean;
  readonly onRate: (happy: boolean) => void;
}

/**
 * The thumbs after a chat closes (happy = 1, otherwise 0); pressed shows the rating given, which may be
 * changed. A keyboard user whose Complete chat just went away lands on the first thumb.
 */
export function AgentRating({ rating, disabled, onRate }: AgentRatingProps): React.JSX.Element {
  const questionId = useId();
  const first = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    trackInputModality();
    if (usingKeyboard() && focusIsIdle()) first.current?.focus();
  }, []);

  return (
    <div className="agent-rating" role="group" aria-labelledby={questionId}>
      <p id={questionId} className="agent-rating__question">
        {AGENT_CHAT_TEXT.rateQuestion}
      </p>
      <div className="agent-rating__thumbs">
        <button ref={first} type="button" className="chat-replies__button agent-thumb" aria-pressed={rating === 1} disabled={disabled} onClick={() => onRate(true)}>
          <span aria-hidden="true">👍</span> {AGENT_CHAT_TEXT.happy}
        </button>
        <button type="button" className="chat-replies__button agent-thumb" aria-pressed={rating === 0} disabled={disabled} onClick={() => onRate(false)}>
          <span aria-hidden="true">👎</span> {AGENT_CHAT_TEXT.unhappy}
        </button>
      </div>
    </div>
  );
}
