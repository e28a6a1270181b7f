import { graphql } from '../../lib/graphql/graphql';

// The video call's documents (src/features/video/actors.ts, src/features/video/api). Pure: only the lazily loaded call UI uses them,
// so they stay out of the first chunks.

/** What machines/videoCall.types.ts CommunicationView keeps of the appointment's VIDEOCONF communication. */
export const VideoCommunicationFields = /* @__PURE__ */ graphql(`
  fragment VideoCommunicationFields on VideoCommunication {
    id
    appointmentId
    roomId
    practitionerStatus
    patientStatus
    history {
      id
      label
      participantStatus
      timestamp
    }
  }
`);

/** Joins the call (refused outside the window, unpaid, not the caller's: ARO-E1090..E1092). */
export const VideoCallQuery = /* @__PURE__ */ graphql(
  `
    query VideoCall($appointmentId: ID!) {
      videoCall(appointmentId: $appointmentId) {
        communication {
          ...VideoCommunicationFields
        }
        transport
        iceServers {
          urls
          username
          credential
        }
        side
        participantReference
        opensAt
        closesAt
      }
    }
  `,
  [VideoCommunicationFields],
);

/** A Twilio access token for the appointment's room (only when the server has Twilio credentials). */
export const CreateTwilioTokenMutation = /* @__PURE__ */ graphql(`
  mutation CreateTwilioToken($roomSid: String!, $appointmentId: ID!) {
    createTwilioToken(roomSid: $roomSid, appointmentId: $appointmentId)
  }
`);

/** The device and permission report (a base64 VideoDeviceReport) on the communication. */
export const SendCommunicationMutation = /* @__PURE__ */ graphql(
  `
    mutation SendCommunication($id: ID!, $payload: String!) {
      sendCommunication(id: $id, payload: $payload) {
        ...VideoCommunicationFields
      }
    }
  `,
  [VideoCommunicationFields],
);

/** One peer-to-peer signal to the other side of the appointment's call. */
export const SendVideoSignalMutation = /* @__PURE__ */ graphql(`
  mutation SendVideoSignal($appointmentId: ID!, $kind: VideoSignalKind!, $data: String!) {
    sendVideoSignal(appointmentId: $appointmentId, kind: $kind, data: $data)
  }
`);

/** The caller's presence in the call (connected while subscribed) and the other side's signals. */
export const VideoSignalsSubscription = /* @__PURE__ */ graphql(`
  subscription VideoSignals($appointmentId: ID!) {
    videoSignals(appointmentId: $appointmentId) {
      kind
      data
    }
  }
`);

/** The communication now and on each change: participant statuses and the call history. */
export const VideoCommunicationChangedSubscription = /* @__PURE__ */ graphql(
  `
    subscription VideoCommunicationChanged($appointmentId: ID!) {
      videoCommunicationChanged(appointmentId: $appointmentId) {
        ...VideoCommunicationFields
      }
    }
  `,
  [VideoCommunicationFields],
);
