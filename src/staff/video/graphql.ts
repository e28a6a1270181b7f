import { graphql } from '../../lib/graphql/graphql';

/**
 * The doctor's desk (issue 18): today's video sessions of the signed-in doctor with their paid appointments and each
 * one's call (statuses, history, the patient's device report). Runs on the console's client with the staff token.
 */

export const StaffVideoAppointmentFields = graphql(`
  fragment StaffVideoAppointmentFields on StaffVideoAppointment {
    id
    tokenNo
    status
    appointmentPaymentStatus
    patientId
    patientName
    communication {
      id
      practitionerStatus
      patientStatus
      history {
        id
        timestamp
        participantReference
        participantStatus
      }
      patientDevice {
        camera
        microphone
        webrtc
        getUserMedia
      }
    }
  }
`);

export const StaffVideoSessionsQuery = graphql(
  `
    query StaffVideoSessions {
      staffVideoSessions {
        session {
          id
          status
          startTime
          endTime
          locationName
        }
        appointments {
          ...StaffVideoAppointmentFields
        }
      }
    }
  `,
  [StaffVideoAppointmentFields],
);
