import { graphql } from '../../../lib/graphql/graphql';

/** Documents of the questionnaire and the notes for the doctor (presenting complaints) on the patient's own appointment (issue 15). */

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
        items {
          text
          answer
        }
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
