import { graphql } from './graphql';

/** Documents of feedback, the questionnaire and notes for the doctor on the patient's own appointment (issue 15). */

export const RateAppointmentMutation = /* @__PURE__ */ graphql(`
  mutation RateAppointment($id: ID!, $extension: AppointmentExtensionInput!) {
    updateExtensionOfAppointment(id: $id, extension: $extension) {
      id
      feedbackRating
      feedbackComment
    }
  }
`);

export const AppointmentQuestionnaireQuery = /* @__PURE__ */ graphql(`
  query AppointmentQuestionnaire($appointmentId: ID!) {
    queryAppointmentQuestionnaire(appointmentId: $appointmentId) {
      questionnaire {
        id
        meta {
          display
        }
        questions {
          questionNumber
          question
          type
          options {
            value
            display
          }
        }
      }
      response {
        id
        createdTime
      }
    }
  }
`);

export const CreateQuestionnaireResponseMutation = /* @__PURE__ */ graphql(`
  mutation CreateQuestionnaireResponse($input: QuestionnaireResponseInput!) {
    createQuestionnaireResponse(input: $input) {
      id
      createdTime
    }
  }
`);

export const CreateObservationMutation = /* @__PURE__ */ graphql(`
  mutation CreateObservation($input: ObservationInput!) {
    createObservation(input: $input) {
      id
      value
      createdTime
    }
  }
`);

export const ObservationsQuery = /* @__PURE__ */ graphql(`
  query Observations($appointmentId: ID!) {
    queryObservation(appointmentId: $appointmentId) {
      id
      value
      createdTime
    }
  }
`);
