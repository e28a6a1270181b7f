import { graphql } from '../../lib/graphql/graphql';

/** The staff console's feedback tab and an appointment's details (staff token, the console's own client). */

export const StaffFeedbackQuery = graphql(`
  query StaffFeedback {
    staffFeedback {
      count
      average
      bands {
        band
        count
      }
      recent {
        appointmentId
        rating
        comment
        time
        patientName
        doctorName
      }
    }
  }
`);

export const StaffAppointmentDetailsQuery = graphql(`
  query StaffAppointmentDetails($appointmentId: ID!) {
    staffAppointmentDetails(appointmentId: $appointmentId) {
      appointmentId
      questionnaireTitle
      response {
        id
        createdTime
        items {
          text
          answer
        }
      }
      observations {
        id
        value
        createdTime
      }
      feedbackRating
      feedbackComment
    }
  }
`);
