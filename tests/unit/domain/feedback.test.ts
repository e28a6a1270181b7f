import { describe, it, expect } from 'vitest';
import {
  FEEDBACK_LOCK_MS,
  feedbackThanks,
  REVIEW_LINK_DELAY_MS,
  canSubmitFeedback,
  feedbackInputProblem,
  isFeedbackLocked,
  isValidScore,
  opensReviewLink,
  scoreBand,
  shouldAskFeedback,
} from '../../../domain/feedback';

const DAY = 86_400_000;
const NOW = new Date(2025, 5, 15, 10, 0).getTime();

describe('scoreBand', () => {
  it('bands 1–6 Not Good, 7–8 Satisfied, 9–10 Great', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(scoreBand)).toEqual([
      'Not Good',
      'Not Good',
      'Not Good',
      'Not Good',
      'Not Good',
      'Not Good',
      'Satisfied',
      'Satisfied',
      'Great',
      'Great',
    ]);
  });

  it('has no band outside 1–10 or for fractions', () => {
    for (const score of [0, 11, -1, 6.5, Number.NaN]) expect(scoreBand(score), String(score)).toBeNull();
    expect(scoreBand(null)).toBeNull();
  });
});

describe("feedbackInputProblem (the server's check, the public feedback page's included)", () => {
  it('takes a score with an optional comment', () => {
    expect(feedbackInputProblem(8, 'Kind doctor')).toBeNull();
    expect(feedbackInputProblem(8, null)).toBeNull();
  });

  it("refuses a comment the database cannot store (NUL, half a surrogate pair) with the catalogue's ARO-E1110 words", () => {
    expect(feedbackInputProblem(8, 'Kind\u0000doctor')).toBe('This text contains characters that cannot be stored.');
    expect(feedbackInputProblem(8, 'Kind \uD83D')).toBe('This text contains characters that cannot be stored.');
  });
});

describe('submitting', () => {
  it('needs a whole score from 1 to 10', () => {
    expect(canSubmitFeedback(1)).toBe(true);
    expect(canSubmitFeedback(10)).toBe(true);
    expect(canSubmitFeedback(0)).toBe(false);
    expect(canSubmitFeedback(null)).toBe(false);
    expect(isValidScore(undefined)).toBe(false);
  });

  it('opens the review link for a 10 after 2 seconds', () => {
    expect(opensReviewLink(10)).toBe(true);
    expect(opensReviewLink(9)).toBe(false);
    expect(REVIEW_LINK_DELAY_MS).toBe(2000);
  });

  it('thanks the patient', () => {
    expect(feedbackThanks()).toBe('Thank you for your feedback');
  });
});

describe('isFeedbackLocked', () => {
  it('locks 30 days after the start', () => {
    expect(FEEDBACK_LOCK_MS).toBe(30 * DAY);
    expect(isFeedbackLocked({ start: NOW - 30 * DAY, feedbackRating: null }, NOW)).toBe(false);
    expect(isFeedbackLocked({ start: NOW - 30 * DAY - 1, feedbackRating: null }, NOW)).toBe(true);
    expect(isFeedbackLocked({ start: NOW - DAY, feedbackRating: null }, NOW)).toBe(false);
  });

  it('locks once given', () => {
    expect(isFeedbackLocked({ start: NOW - DAY, feedbackRating: 7 }, NOW)).toBe(true);
  });
});

describe('shouldAskFeedback', () => {
  it('asks for a fulfilled appointment without a rating within 30 days', () => {
    expect(shouldAskFeedback({ status: 'fulfilled', start: NOW - DAY, feedbackRating: null }, NOW)).toBe(true);
  });

  it('does not ask otherwise', () => {
    expect(shouldAskFeedback({ status: 'booked', start: NOW - DAY, feedbackRating: null }, NOW)).toBe(false);
    expect(shouldAskFeedback({ status: 'fulfilled', start: NOW - DAY, feedbackRating: 9 }, NOW)).toBe(false);
    expect(shouldAskFeedback({ status: 'fulfilled', start: NOW - 31 * DAY, feedbackRating: null }, NOW)).toBe(false);
  });
});
