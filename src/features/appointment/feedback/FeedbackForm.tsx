import './feedback.css';
import type { SnapshotFrom } from 'xstate';
import {
  canSubmitFeedback,
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_MAX_SCORE,
  FEEDBACK_MIN_SCORE,
  feedbackThanks,
  scoreBand,
  scoreBandText,
} from '../../../../domain/feedback';
import type { feedbackMachine, FeedbackEvent } from '../../../../machines/feedback.machine';
import { t } from '../../../../i18n/translate';
import { Notice } from '../../../ui/Notice';
import { FEEDBACK_TEXT } from './feedbackText';

const SCORES = Array.from(
  { length: FEEDBACK_MAX_SCORE - FEEDBACK_MIN_SCORE + 1 },
  (_, index) => FEEDBACK_MIN_SCORE + index,
);

/** A face per band (spec 000 §9: smileys on the scale). */
const FACE = { 'Not Good': '☹️', Satisfied: '😐', Great: '😄' } as const;

export interface FeedbackFormProps {
  readonly state: SnapshotFrom<typeof feedbackMachine>;
  readonly send: (event: FeedbackEvent) => void;
  /** The modal offers 'Not now' and Close; the public page has nowhere to close to. */
  readonly closable: boolean;
}

/** The rating form in every state of feedbackMachine; the modal and the public page both render it. */
export function FeedbackForm({ state, send, closable }: FeedbackFormProps): React.JSX.Element {
  const { context } = state;
  const close = closable ? (
    <button type="button" className="button button--secondary" onClick={() => send({ type: 'CLOSE' })}>
      {FEEDBACK_TEXT.close}
    </button>
  ) : null;

  if (state.matches('loading') || state.matches('starting')) return <p role="status">{FEEDBACK_TEXT.loading}</p>;
  if (state.matches('thanked')) {
    return (
      <div className="form">
        <p role="status" className="feedback-band">
          {feedbackThanks()}
        </p>
        {close}
      </div>
    );
  }
  if (state.matches('locked')) {
    const given = context.target?.feedbackRating ?? null;
    return (
      <div className="form">
        <p role="status">{FEEDBACK_TEXT.locked}</p>
        {given === null ? null : <p>{FEEDBACK_TEXT.given(given)}</p>}
        {context.target?.feedbackComment ? <p>“{context.target.feedbackComment}”</p> : null}
        {close}
      </div>
    );
  }
  if (state.matches('failed')) {
    return (
      <div className="form">
        <Notice tone="error">{context.error ?? 'Something went wrong'}</Notice>
        <div className="actions">
          <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
            {FEEDBACK_TEXT.retry}
          </button>
          {close}
        </div>
      </div>
    );
  }

  const submitting = state.matches('submitting');
  const band = scoreBand(context.score);
  return (
    <form
      className="form"
      aria-label={FEEDBACK_TEXT.title}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <fieldset className="feedback-scores" disabled={submitting}>
        <legend>{FEEDBACK_TEXT.scoreLegend}</legend>
        {SCORES.map((score) => (
          <button
            key={score}
            type="button"
            className="feedback-score"
            aria-pressed={context.score === score}
            aria-label={t('appointment.feedback.scoreName', {
              score,
              band: scoreBandText(scoreBand(score) ?? 'Satisfied'),
            })}
            onClick={() => send({ type: 'SCORE', score })}
          >
            <span className="feedback-score__face" aria-hidden="true">
              {FACE[scoreBand(score) ?? 'Satisfied']}
            </span>
            <span aria-hidden="true">{score}</span>
          </button>
        ))}
      </fieldset>
      {/* One line under the scores: the hint until a score is chosen, then its band (no empty line, no jump). */}
      <p className={band === null ? 'feedback-band feedback-band--hint' : 'feedback-band'} aria-live="polite">
        {band === null ? FEEDBACK_TEXT.chooseFirst : scoreBandText(band)}
      </p>
      <div className="field">
        <label className="field__label" htmlFor="feedback-comment">
          {FEEDBACK_TEXT.comment}
        </label>
        <textarea
          id="feedback-comment"
          className="input feedback-comment"
          maxLength={FEEDBACK_COMMENT_MAX}
          value={context.comment}
          disabled={submitting}
          onChange={(event) => send({ type: 'COMMENT', text: event.target.value })}
        />
      </div>
      <div className="actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={submitting || !canSubmitFeedback(context.score)}
        >
          {submitting ? FEEDBACK_TEXT.sending : FEEDBACK_TEXT.send}
        </button>
        {closable ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={submitting}
            onClick={() => send({ type: 'CLOSE' })}
          >
            {FEEDBACK_TEXT.notNow}
          </button>
        ) : null}
      </div>
    </form>
  );
}
