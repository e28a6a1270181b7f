import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { REVIEW_LINK_DELAY_MS } from '../../domain/feedback';
import {
  feedbackMachine,
  type FeedbackSubmission,
  type FeedbackTarget,
  type SubmitOutcome,
} from '../../machines/feedback.machine';

/**
 * Model-based test of machines/feedback.machine.ts: how the visit is known (given, locked, or loaded), the
 * patient's choices, the server's answers and time, and what must follow (the state shown, the score and
 * comment sent, the review link opened once after exactly 2 s after a 10). Paths come from xstate/graph and
 * are replayed against the real machine with deferred actors on fake timers.
 */

const EVENT_TYPES = [
  'START_LOADING',
  'START_KNOWN',
  'START_LOCKED',
  'LOAD_OK',
  'LOAD_LOCKED',
  'LOAD_FAILS',
  'SCORE_10',
  'SCORE_6',
  /** Not a score: ignored. */
  'SCORE_0',
  'COMMENT',
  'SUBMIT',
  'SUBMIT_SAVED',
  'SUBMIT_ALREADY',
  'SUBMIT_FAILS',
  'RETRY',
  'WAIT_1999_MS',
  'WAIT_1_MS',
  'CLOSE',
] as const;
type ModelEvent = { type: (typeof EVENT_TYPES)[number] };
type Shown =
  | 'unstarted'
  | 'loading'
  | 'rating'
  | 'submitting'
  | 'thanked.awaitingReview'
  | 'thanked.done'
  | 'locked'
  | 'failed'
  | 'closed';

interface Expected {
  shown: Shown;
  score: number | null;
  commented: boolean;
  failedWhile: 'loading' | 'submitting' | null;
  waited: number;
  reviewOpened: number;
  saved: boolean;
  /** Where CLOSE came from: keeps each way of closing its own vertex, so every one is walked. */
  closedFrom: string | null;
}

const TARGET: FeedbackTarget = {
  organizationName: 'Carechat Colombo',
  doctorName: 'Dr. Anura Perera',
  start: '2026-11-20T03:30:00.000Z',
  feedbackRating: null,
  feedbackComment: null,
  locked: false,
  reviewLink: 'https://reviews.example/colombo',
};
const COMMENT = '  Kind doctor  ';

const show = (shown: Shown) => ({ type: 'show', params: { shown } }) as const;
const model = setup({
  types: { context: {} as Expected, events: {} as ModelEvent },
  actions: {
    nothingHappens: () => undefined,
    show: assign((_, params: { shown: Shown }) => ({ shown: params.shown })),
    score: assign((_, params: { score: number }) => ({ score: params.score })),
    failed: assign((_, params: { while: 'loading' | 'submitting' }) => ({ failedWhile: params.while })),
  },
  guards: {
    hasScore: ({ context }) => context.score !== null,
    scoredTen: ({ context }) => context.score === 10,
    failedLoading: ({ context }) => context.failedWhile === 'loading',
    justThanked: ({ context }) => context.waited === 0,
    almostThere: ({ context }) => context.waited === REVIEW_LINK_DELAY_MS - 1,
  },
}).createMachine({
  context: {
    shown: 'unstarted',
    score: null,
    commented: false,
    failedWhile: null,
    waited: 0,
    reviewOpened: 0,
    saved: false,
    closedFrom: null,
  },
  initial: 'unstarted',
  states: {
    unstarted: {
      on: {
        START_LOADING: { target: 'loading', actions: show('loading') },
        START_KNOWN: { target: 'rating', actions: show('rating') },
        START_LOCKED: { target: 'locked', actions: show('locked') },
      },
    },
    loading: {
      on: {
        LOAD_OK: { target: 'rating', actions: show('rating') },
        LOAD_LOCKED: { target: 'locked', actions: show('locked') },
        LOAD_FAILS: { target: 'failed', actions: [show('failed'), { type: 'failed', params: { while: 'loading' } }] },
      },
    },
    rating: {
      on: {
        SCORE_10: { actions: { type: 'score', params: { score: 10 } } },
        SCORE_6: { actions: { type: 'score', params: { score: 6 } } },
        SCORE_0: { actions: 'nothingHappens' },
        COMMENT: { actions: assign({ commented: true }) },
        SUBMIT: [
          { guard: 'hasScore', target: 'submitting', actions: show('submitting') },
          { actions: 'nothingHappens' },
        ],
        CLOSE: { target: 'closed', actions: [show('closed'), assign({ closedFrom: 'rating' })] },
      },
    },
    submitting: {
      on: {
        SUBMIT_SAVED: [
          {
            guard: 'scoredTen',
            target: 'awaitingReview',
            actions: [show('thanked.awaitingReview'), assign({ saved: true })],
          },
          { target: 'thanked', actions: [show('thanked.done'), assign({ saved: true })] },
        ],
        SUBMIT_ALREADY: { target: 'locked', actions: show('locked') },
        SUBMIT_FAILS: {
          target: 'failed',
          actions: [show('failed'), { type: 'failed', params: { while: 'submitting' } }],
        },
      },
    },
    awaitingReview: {
      on: {
        WAIT_1999_MS: { guard: 'justThanked', actions: assign({ waited: REVIEW_LINK_DELAY_MS - 1 }) },
        WAIT_1_MS: {
          guard: 'almostThere',
          target: 'thanked',
          actions: [show('thanked.done'), assign({ waited: REVIEW_LINK_DELAY_MS, reviewOpened: 1 })],
        },
        CLOSE: { target: 'closed', actions: [show('closed'), assign({ closedFrom: 'awaitingReview' })] },
      },
    },
    thanked: { on: { CLOSE: { target: 'closed', actions: [show('closed'), assign({ closedFrom: 'thanked' })] } } },
    locked: { on: { CLOSE: { target: 'closed', actions: [show('closed'), assign({ closedFrom: 'locked' })] } } },
    failed: {
      on: {
        RETRY: [
          { guard: 'failedLoading', target: 'loading', actions: show('loading') },
          { target: 'submitting', actions: show('submitting') },
        ],
        CLOSE: { target: 'closed', actions: [show('closed'), assign({ closedFrom: 'failed' })] },
      },
    },
    closed: {},
  },
});

const paths = getShortestPaths(model, {
  events: EVENT_TYPES.map((type) => ({ type })),
  serializeState: (snapshot) => JSON.stringify(snapshot.context),
});

interface Deferred<T> {
  resolve(value: T): void;
  reject(error: Error): void;
}

function rig(target: FeedbackTarget | null) {
  const loads: Deferred<FeedbackTarget>[] = [];
  const submits: (Deferred<SubmitOutcome> & { input: FeedbackSubmission })[] = [];
  const sent: FeedbackSubmission[] = [];
  const opened: string[] = [];
  const actor = createActor(
    feedbackMachine.provide({
      actors: {
        loadFeedback: fromPromise<FeedbackTarget, undefined>(
          () => new Promise((resolve, reject) => loads.push({ resolve, reject })),
        ),
        submitFeedback: fromPromise<SubmitOutcome, FeedbackSubmission>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              sent.push(input);
              submits.push({ input, resolve, reject });
            }),
        ),
      },
    }),
    { input: { target } },
  );
  actor.on('feedback.reviewLink', (event) => void opened.push(event.url));
  actor.start();
  return { actor, loads, submits, sent, opened };
}

const settle = async (): Promise<void> => {
  await vi.advanceTimersByTimeAsync(0);
};

describe('feedback machine (model-based)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → ') || '(start)', path] as const))(
    '%s',
    async (_, path) => {
      let r: ReturnType<typeof rig> | null = null;
      const need = (): ReturnType<typeof rig> => {
        if (r === null) throw new Error('not started');
        return r;
      };
      for (const step of path.steps) {
        const type = step.event.type as ModelEvent['type'] | 'xstate.init';
        if (type === 'START_LOADING') r = rig(null);
        else if (type === 'START_KNOWN') r = rig(TARGET);
        else if (type === 'START_LOCKED') r = rig({ ...TARGET, feedbackRating: 8, locked: true });
        else if (type === 'LOAD_OK') need().loads.shift()?.resolve(TARGET);
        else if (type === 'LOAD_LOCKED')
          need()
            .loads.shift()
            ?.resolve({ ...TARGET, locked: true });
        else if (type === 'LOAD_FAILS') need().loads.shift()?.reject(new Error('This feedback link is not valid.'));
        else if (type === 'SCORE_10') need().actor.send({ type: 'SCORE', score: 10 });
        else if (type === 'SCORE_6') need().actor.send({ type: 'SCORE', score: 6 });
        else if (type === 'SCORE_0') need().actor.send({ type: 'SCORE', score: 0 });
        else if (type === 'COMMENT') need().actor.send({ type: 'COMMENT', text: COMMENT });
        else if (type === 'SUBMIT_SAVED') need().submits.shift()?.resolve('saved');
        else if (type === 'SUBMIT_ALREADY') need().submits.shift()?.resolve('already');
        else if (type === 'SUBMIT_FAILS') need().submits.shift()?.reject(new Error('ARO-E1044:Network request failed'));
        else if (type === 'WAIT_1999_MS') await vi.advanceTimersByTimeAsync(REVIEW_LINK_DELAY_MS - 1);
        else if (type === 'WAIT_1_MS') await vi.advanceTimersByTimeAsync(1);
        else if (type === 'SUBMIT' || type === 'RETRY' || type === 'CLOSE') need().actor.send({ type });
        await settle();
      }
      const expected = path.state.context;
      if (expected.shown === 'unstarted') return;
      const run = need();
      const snapshot = run.actor.getSnapshot();
      const value =
        typeof snapshot.value === 'string'
          ? snapshot.value
          : `thanked.${(snapshot.value as { thanked: string }).thanked}`;
      expect(value).toBe(expected.shown);
      expect(snapshot.context.score).toBe(expected.score);
      expect(snapshot.context.comment).toBe(expected.commented ? COMMENT : '');
      if (expected.shown !== 'closed') expect(snapshot.context.error !== null).toBe(expected.shown === 'failed');
      expect(run.opened).toEqual(expected.reviewOpened === 1 ? [TARGET.reviewLink] : []);
      // Every send carries the score chosen and the trimmed comment (null when empty).
      for (const submission of run.sent)
        expect(submission).toEqual({ score: expected.score, comment: expected.commented ? 'Kind doctor' : null });
      if (snapshot.status === 'done')
        expect(snapshot.output).toEqual({ score: expected.saved ? expected.score : null });
    },
  );

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => path.state.context.shown));
    expect([...reached].toSorted()).toEqual([
      'closed',
      'failed',
      'loading',
      'locked',
      'rating',
      'submitting',
      'thanked.awaitingReview',
      'thanked.done',
      'unstarted',
    ]);
  });

  it('opens no review link after a 10 when the hospital has none', async () => {
    const r = rig({ ...TARGET, reviewLink: null });
    r.actor.send({ type: 'SCORE', score: 10 });
    r.actor.send({ type: 'SUBMIT' });
    r.submits.shift()?.resolve('saved');
    await vi.advanceTimersByTimeAsync(REVIEW_LINK_DELAY_MS * 2);
    expect(r.actor.getSnapshot().value).toEqual({ thanked: 'done' });
    expect(r.opened).toEqual([]);
  });
});
