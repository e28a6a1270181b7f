import { useState } from 'react';
import { FEEDBACK_MAX_SCORE, FEEDBACK_MIN_SCORE, isValidScore } from '../../../../domain/feedback';
import { orderViewText } from './orderViewText';

export interface OrderRatingProps {
  readonly rated: number | null;
  /** Completed, not yet rated, within 30 days. */
  readonly open: boolean;
  readonly busy: boolean;
  readonly onRate: (rating: number) => void;
}

const SCORES = Array.from(
  { length: FEEDBACK_MAX_SCORE - FEEDBACK_MIN_SCORE + 1 },
  (_, index) => index + FEEDBACK_MIN_SCORE,
);

/** Rate service: 1 to 10, once, locked 30 days after the order completed (spec 001 §5). */
export function OrderRating({ rated, open, busy, onRate }: OrderRatingProps): React.JSX.Element | null {
  const [score, setScore] = useState<number | null>(null);
  if (rated !== null) return <p>{orderViewText().rated(rated)}</p>;
  if (!open) return null;
  return (
    <fieldset className="card order-rating">
      <legend>{orderViewText().rate}</legend>
      <div className="actions">
        {SCORES.map((value) => (
          <button
            key={value}
            type="button"
            className={`button button--small ${score === value ? 'button--primary' : 'button--secondary'}`}
            aria-pressed={score === value}
            onClick={() => setScore(value)}
          >
            {value}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="button button--primary"
        disabled={!isValidScore(score) || busy}
        onClick={() => score !== null && onRate(score)}
      >
        {orderViewText().rate}
      </button>
    </fieldset>
  );
}
