import type { Client } from '@urql/core';
import { fromPromise } from 'xstate';
import type { FeedbackTarget } from '../../../../machines/feedback.machine';
import { RateAppointmentMutation } from '../graphql/feedback';
import { operationError } from '../../../lib/graphql/operations';
import type { FeedbackActors } from './feedbackPageActors';

/** The refusal updateExtensionOfAppointment gives a second rating (server/modules/feedback): shown as locked, not as a failure. */
const ALREADY = /already given/i;

/**
 * The in-app modal's actors: the visit is known (the appointment page passes it), so loading only hands it
 * back; the rating goes through updateExtensionOfAppointment.
 */
export function feedbackActors(client: Client, appointmentId: string, target: FeedbackTarget): FeedbackActors {
  return {
    loadFeedback: fromPromise(() => Promise.resolve(target)),
    submitFeedback: fromPromise(async ({ input }) => {
      const result = await client
        .mutation(
          RateAppointmentMutation,
          { id: appointmentId, extension: { feedbackRating: input.score, feedbackComment: input.comment } },
          { requestPolicy: 'network-only' },
        )
        .toPromise();
      if (result.error) {
        if (ALREADY.test(result.error.graphQLErrors[0]?.message ?? '')) return 'already';
        throw operationError(result.error);
      }
      return 'saved';
    }),
  };
}
