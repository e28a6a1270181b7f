/** Service rating rules (spec 000 §4, §5, §8, §9; spec 001 §5). */

export const FEEDBACK_MIN_SCORE = 1;
export const FEEDBACK_MAX_SCORE = 10;
/** Feedback locks 30 days after the appointment start. */
export const FEEDBACK_LOCK_MS = 2_592_000_000;
/** A 10 opens the organisation's review link after this delay. */
export const REVIEW_LINK_DELAY_MS = 2000;
export const FEEDBACK_THANKS = 'Thank you for your feedback';

export type ScoreBand = 'Not Good' | 'Satisfied' | 'Great';

/** A whole score from 1 to 10. */
export function isValidScore(score: number | null | undefined): score is number {
  return typeof score === 'number' && Number.isInteger(score) && score >= FEEDBACK_MIN_SCORE && score <= FEEDBACK_MAX_SCORE;
}

/** 1–6 Not Good, 7–8 Satisfied, 9–10 Great; null for anything that is not a valid score. */
export function scoreBand(score: number | null | undefined): ScoreBand | null {
  if (!isValidScore(score)) return null;
  if (score <= 6) return 'Not Good';
  if (score <= 8) return 'Satisfied';
  return 'Great';
}

export interface RatedAppointment {
  readonly status: string;
  /** Epoch milliseconds. */
  readonly start: number;
  readonly feedbackRating: number | null;
}

/** Locked once given, or once the appointment start is more than 30 days before `now`. */
export function isFeedbackLocked(appointment: Pick<RatedAppointment, 'start' | 'feedbackRating'>, now: number): boolean {
  return appointment.feedbackRating !== null || now - appointment.start > FEEDBACK_LOCK_MS;
}

/** A fulfilled appointment without a rating opens the feedback modal, while feedback is still open. */
export function shouldAskFeedback(appointment: RatedAppointment, now: number): boolean {
  return appointment.status === 'fulfilled' && !isFeedbackLocked(appointment, now);
}

/** Send needs a valid score; the comment is optional. */
export function canSubmitFeedback(score: number | null | undefined): boolean {
  return isValidScore(score);
}

/** A rating of 10 opens the organisation's review link (after REVIEW_LINK_DELAY_MS). */
export function opensReviewLink(score: number | null | undefined): boolean {
  return score === FEEDBACK_MAX_SCORE;
}
