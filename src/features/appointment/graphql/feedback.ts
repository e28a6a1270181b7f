import { graphql } from '../../../lib/graphql/graphql';

/** Documents of feedback on the patient's own appointment (issue 15); the questionnaire's are in questionnaire.ts. */

export const RateAppointmentMutation = /* @__PURE__ */ graphql(`
  mutation RateAppointment($id: ID!, $extension: AppointmentExtensionInput!) {
    updateExtensionOfAppointment(id: $id, extension: $extension) {
      id
      feedbackRating
      feedbackComment
    }
  }
`);
