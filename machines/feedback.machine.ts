import { assign, emit, setup } from 'xstate';
import { canSubmitFeedback, FEEDBACK_COMMENT_MAX, opensReviewLink, REVIEW_LINK_DELAY_MS } from '../domain/feedback';
import { errorMessage } from './errorMessage';
import { notProvided } from './notProvided';

/**
 * Rating one visit (spec 000 §4, §5, §9), the same for the in-app modal on /view/appointment and the public
 * page opened from the SMS link (/pf?r=…); only the actors differ.
 *
 * Input: `target` when the caller already knows the visit (the modal), or null to load it first (the page).
 * Events: SCORE {score} (1–10), COMMENT {text}, SUBMIT (only with a valid score), RETRY (from failed), CLOSE.
 * States and what to show:
 * - loading: a spinner while `loadFeedback` reads the visit.
 * - rating: the smileys (score), the optional comment, Send enabled once a score is chosen (domain rule).
 * - submitting: Send disabled while `submitFeedback` stores it.
 * - thanked: 'Thank you for your feedback'. A 10 with a review link emits `feedback.reviewLink` {url} after
 *   REVIEW_LINK_DELAY (2 s), for the app to open (thanked.awaitingReview → thanked.done).
 * - locked: feedback was already given (or 30 days have passed): the rating given, if any, read-only.
 * - failed: `error`; RETRY loads again (failed loading) or sends again (failed sending).
 * - closed (final): dismissed. Output: the score stored, or null.
 * A chat conversation can drive it with the same events and read the same context.
 */

/** What the modal or the page shows of the visit. */
export interface FeedbackTarget {
  readonly organizationName: string;
  readonly doctorName: string;
  /** ISO start of the session. */
  readonly start: string;
  readonly feedbackRating: number | null;
  readonly feedbackComment: string | null;
  readonly locked: boolean;
  /** The hospital's review page, opened 2 s after a 10; null when the tenant has none for it. */
  readonly reviewLink: string | null;
}

export interface FeedbackSubmission {
  readonly score: number;
  /** Trimmed; null when left empty. */
  readonly comment: string | null;
}

/** 'already': someone rated it first (another tab, the SMS page): the modal shows it locked. */
export type SubmitOutcome = 'saved' | 'already';

export interface FeedbackInput {
  readonly target: FeedbackTarget | null;
}

export interface FeedbackContext {
  readonly target: FeedbackTarget | null;
  readonly score: number | null;
  readonly comment: string;
  readonly error: string | null;
  /** What RETRY does from failed. */
  readonly failedWhile: 'loading' | 'submitting' | null;
  readonly saved: boolean;
}

export type FeedbackEvent =
  | { type: 'SCORE'; score: number }
  | { type: 'COMMENT'; text: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' };

export type FeedbackEmitted = { type: 'feedback.reviewLink'; url: string };

const CLOSE = { CLOSE: { target: '#feedback.closed' } } as const;

export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    input: {} as FeedbackInput,
    output: {} as { score: number | null },
    emitted: {} as FeedbackEmitted,
  },
  actors: {
    loadFeedback: notProvided<FeedbackTarget, undefined>('loadFeedback'),
    submitFeedback: notProvided<SubmitOutcome, FeedbackSubmission>('submitFeedback'),
  },
  actions: {
    storeTarget: assign((_, target: FeedbackTarget) => ({ target, error: null, failedWhile: null })),
    storeScore: assign((_, params: { score: number }) => ({ score: params.score })),
    storeComment: assign((_, params: { text: string }) => ({ comment: params.text.slice(0, FEEDBACK_COMMENT_MAX) })),
    storeError: assign((_, params: { error: unknown; while: 'loading' | 'submitting' }) => ({
      error: errorMessage(params.error),
      failedWhile: params.while,
    })),
    clearError: assign({ error: null }),
    markSaved: assign({ saved: true }),
    tellReviewLink: emit(
      ({ context }) => ({ type: 'feedback.reviewLink', url: context.target?.reviewLink ?? '' }) as const,
    ),
  },
  guards: {
    isLocked: (_, target: FeedbackTarget) => target.locked,
    startsLocked: ({ context }) => context.target?.locked === true,
    hasTarget: ({ context }) => context.target !== null,
    validScore: (_, params: { score: number }) => canSubmitFeedback(params.score),
    canSubmit: ({ context }) => canSubmitFeedback(context.score),
    alreadyGiven: (_, outcome: SubmitOutcome) => outcome === 'already',
    opensReview: ({ context }) => opensReviewLink(context.score) && (context.target?.reviewLink ?? null) !== null,
    failedLoading: ({ context }) => context.failedWhile === 'loading',
  },
  delays: { REVIEW_LINK_DELAY: REVIEW_LINK_DELAY_MS },
}).createMachine({
  id: 'feedback',
  context: ({ input }) => ({
    target: input.target,
    score: null,
    comment: '',
    error: null,
    failedWhile: null,
    saved: false,
  }),
  output: ({ context }) => ({ score: context.saved ? context.score : null }),
  initial: 'starting',
  states: {
    /** Chooses where to begin from the input. */
    starting: {
      always: [
        { guard: 'startsLocked', target: 'locked' },
        { guard: 'hasTarget', target: 'rating' },
        { target: 'loading' },
      ],
    },
    loading: {
      invoke: {
        src: 'loadFeedback',
        onDone: [
          {
            guard: { type: 'isLocked', params: ({ event }) => event.output },
            target: 'locked',
            actions: { type: 'storeTarget', params: ({ event }) => event.output },
          },
          { target: 'rating', actions: { type: 'storeTarget', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error, while: 'loading' as const }) },
        },
      },
    },
    rating: {
      on: {
        ...CLOSE,
        SCORE: {
          guard: { type: 'validScore', params: ({ event }) => ({ score: event.score }) },
          actions: { type: 'storeScore', params: ({ event }) => ({ score: event.score }) },
        },
        COMMENT: { actions: { type: 'storeComment', params: ({ event }) => ({ text: event.text }) } },
        SUBMIT: { guard: 'canSubmit', target: 'submitting', actions: 'clearError' },
      },
    },
    submitting: {
      invoke: {
        src: 'submitFeedback',
        input: ({ context }) => ({
          score: context.score ?? 0,
          comment: context.comment.trim() === '' ? null : context.comment.trim(),
        }),
        onDone: [
          { guard: { type: 'alreadyGiven', params: ({ event }) => event.output }, target: 'locked' },
          { target: 'thanked', actions: 'markSaved' },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'storeError',
            params: ({ event }) => ({ error: event.error, while: 'submitting' as const }),
          },
        },
      },
    },
    thanked: {
      on: CLOSE,
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'opensReview', target: 'awaitingReview' }, { target: 'done' }] },
        awaitingReview: { after: { REVIEW_LINK_DELAY: { target: 'done', actions: 'tellReviewLink' } } },
        done: {},
      },
    },
    locked: { on: CLOSE },
    failed: {
      on: {
        ...CLOSE,
        RETRY: [
          { guard: 'failedLoading', target: 'loading', actions: 'clearError' },
          { target: 'submitting', actions: 'clearError' },
        ],
      },
    },
    closed: { type: 'final' },
  },
});
