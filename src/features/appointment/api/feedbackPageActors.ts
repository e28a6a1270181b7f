import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { FeedbackSubmission, FeedbackTarget, SubmitOutcome } from '../../../../machines/feedback.machine';

/**
 * The public feedback page's actors: GET and POST /feedback with the page's own query string (spec 000 §7).
 * No sign-in and no GraphQL client: the signed ref in the query is the capability.
 */

interface PageData {
  readonly organizationName: string;
  readonly start: string;
  readonly doctorName: string;
  readonly feedbackRating: number | null;
  readonly feedbackComment: string | null;
  readonly locked: boolean;
  readonly reviewLink: string | null;
}

/** The server's own words when it sends them ({message}), else a general one; coded as the machines read errors. */
async function refusal(response: Response, fallback: string): Promise<Error> {
  let message = fallback;
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') message = body.message;
  } catch {
    // Not JSON (a proxy's page): the general words.
  }
  return new Error(`ARO-E1071:${message}`);
}

function isPageData(value: unknown): value is PageData {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.organizationName === 'string' &&
    typeof record.start === 'string' &&
    typeof record.locked === 'boolean'
  );
}

/** An expired link (410) reads as a locked form: the visit is past its 30 days. */
const EXPIRED: FeedbackTarget = {
  organizationName: '',
  doctorName: '',
  start: '',
  feedbackRating: null,
  feedbackComment: null,
  locked: true,
  reviewLink: null,
};

/** The two actors feedbackMachine needs, whoever provides them (this page, the in-app modal). */
export interface FeedbackActors {
  readonly loadFeedback: PromiseActorLogic<FeedbackTarget, undefined>;
  readonly submitFeedback: PromiseActorLogic<SubmitOutcome, FeedbackSubmission>;
}

export function feedbackPageActors(query: string, fetcher: typeof fetch = (...args) => fetch(...args)): FeedbackActors {
  const url = `/feedback?${query}`;
  return {
    loadFeedback: fromPromise<FeedbackTarget, undefined>(async () => {
      const response = await fetcher(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
      if (response.status === 410) return EXPIRED;
      if (!response.ok) throw await refusal(response, 'We could not open this feedback link.');
      const data = (await response.json()) as unknown;
      if (!isPageData(data)) throw new Error('ARO-E1071:We could not open this feedback link.');
      return {
        organizationName: data.organizationName,
        doctorName: data.doctorName,
        start: data.start,
        feedbackRating: data.feedbackRating,
        feedbackComment: data.feedbackComment,
        locked: data.locked,
        reviewLink: data.reviewLink,
      };
    }),
    submitFeedback: fromPromise<SubmitOutcome, FeedbackSubmission>(async ({ input }) => {
      const response = await fetcher(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ feedback: input.comment ?? '', rating: input.score }),
      });
      if (response.status === 409 || response.status === 410) return 'already';
      if (!response.ok) throw await refusal(response, 'We could not send your feedback. Please try again.');
      return 'saved';
    }),
  };
}
