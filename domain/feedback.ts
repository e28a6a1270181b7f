/** Service rating rules (spec 000 §4, §5, §8, §9; spec 001 §5). */
import type { MessageId } from '../i18n/messages.generated';
import { t } from '../i18n/translate';
import { ERROR_CODES } from './errors';
import { hasUnstorableCharacters } from './textSafety';

export const FEEDBACK_MIN_SCORE = 1;
export const FEEDBACK_MAX_SCORE = 10;
/** Feedback locks 30 days after the appointment start. */
export const FEEDBACK_LOCK_MS = 2_592_000_000;
/** A 10 opens the organisation's review link after this delay. */
export const REVIEW_LINK_DELAY_MS = 2000;
/** The spec's thanks after a rating, in the active language. */
export function feedbackThanks(): string {
  return t('appointment.feedback.thanks');
}

export type ScoreBand = 'Not Good' | 'Satisfied' | 'Great';

const SCORE_BAND_TEXT = {
  'Not Good': 'appointment.feedback.bandNotGood',
  Satisfied: 'appointment.feedback.bandSatisfied',
  Great: 'appointment.feedback.bandGreat',
} as const satisfies Record<ScoreBand, MessageId>;

/** A band as the patient reads it (the band itself stays English: the staff console's summary counts by it). */
export function scoreBandText(band: ScoreBand): string {
  return t(SCORE_BAND_TEXT[band]);
}

/** A whole score from 1 to 10. */
export function isValidScore(score: number | null | undefined): score is number {
  return (
    typeof score === 'number' && Number.isInteger(score) && score >= FEEDBACK_MIN_SCORE && score <= FEEDBACK_MAX_SCORE
  );
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
export function isFeedbackLocked(
  appointment: Pick<RatedAppointment, 'start' | 'feedbackRating'>,
  now: number,
): boolean {
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

/** A comment holding NUL or half a surrogate pair (domain/textSafety.ts): the catalogue's ARO-E1110 message. */
const UNSTORABLE_COMMENT = ERROR_CODES['ARO-E1110'].message;

/** A comment longer than this is refused (server) and cannot be typed (browser). */
export const FEEDBACK_COMMENT_MAX = 1000;

/** Why this appointment cannot be rated now, or null when it can (the server's and the browser's one rule). */
export function feedbackBlockReason(appointment: RatedAppointment, now: number): string | null {
  if (appointment.feedbackRating !== null) return 'Feedback was already given for this appointment.';
  if (appointment.status !== 'fulfilled') return 'Feedback opens once the appointment is completed.';
  if (isFeedbackLocked(appointment, now)) return 'Feedback for this appointment is closed.';
  return null;
}

/** Why this rating and comment cannot be sent, or null when they can. */
export function feedbackInputProblem(rating: unknown, comment: unknown): string | null {
  if (typeof rating !== 'number' || !isValidScore(rating)) return 'Please choose a rating from 1 to 10.';
  if (comment !== null && comment !== undefined && typeof comment !== 'string') return 'The comment must be text.';
  // The public feedback page posts JSON outside GraphQL, where server/graphql/storableText.ts does not look.
  if (typeof comment === 'string' && hasUnstorableCharacters(comment)) return UNSTORABLE_COMMENT;
  if (typeof comment === 'string' && comment.length > FEEDBACK_COMMENT_MAX)
    return `Please keep the comment under ${FEEDBACK_COMMENT_MAX} characters.`;
  return null;
}

export const SCORE_BANDS: readonly ScoreBand[] = ['Not Good', 'Satisfied', 'Great'];

export interface FeedbackSummary {
  readonly count: number;
  /** Mean rating with one decimal; null with no ratings. */
  readonly average: number | null;
  readonly bands: readonly { readonly band: ScoreBand; readonly count: number }[];
}

/** The staff console's summary of a hospital's ratings. */
export function summariseRatings(ratings: readonly number[]): FeedbackSummary {
  const valid = ratings.filter(isValidScore);
  const average =
    valid.length === 0 ? null : Math.round((valid.reduce((sum, score) => sum + score, 0) / valid.length) * 10) / 10;
  return {
    count: valid.length,
    average,
    bands: SCORE_BANDS.map((band) => ({ band, count: valid.filter((score) => scoreBand(score) === band).length })),
  };
}
