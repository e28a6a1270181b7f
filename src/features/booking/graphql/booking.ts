import { graphql } from '../../../lib/graphql/graphql';
import { PatientFields } from '../../../lib/graphql/patient';
import { SessionFields } from './sessions';
import { InvoiceFields } from '../../../lib/graphql/payment';

// Pure: a bundle keeps only the documents it uses (the chat's booking calls leave the screens' queries out).

/** What the booking flow keeps of an appointment (machines/types.ts `AppointmentSummary`). */
export const AppointmentSummaryFields = /* @__PURE__ */ graphql(`
  fragment AppointmentSummaryFields on Appointment {
    id
    sessionId
    patientId
    tokenNo
    status
    appointmentPaymentStatus
    bookingType
    holdExpiresAt
  }
`);

export const CreateAppointmentMutation = /* @__PURE__ */ graphql(
  `
    mutation CreateAppointment($input: CreateAppointmentInput!) {
      createAppointment(input: $input) {
        ...AppointmentSummaryFields
      }
    }
  `,
  [AppointmentSummaryFields],
);

/** One of the account's appointments as the booking keeps it: the chat checks it back from a gateway. */
export const AppointmentSummaryQuery = /* @__PURE__ */ graphql(
  `
    query AppointmentSummary($id: ID!) {
      queryAppointment(filter: { id: $id }, limit: 1) {
        ...AppointmentSummaryFields
      }
    }
  `,
  [AppointmentSummaryFields],
);

export const ConfirmReservationMutation = /* @__PURE__ */ graphql(
  `
    mutation ConfirmReservation($appointmentId: ID!) {
      confirmReservation(appointmentId: $appointmentId) {
        ...AppointmentSummaryFields
      }
    }
  `,
  [AppointmentSummaryFields],
);

export const PrepareInvoiceMutation = /* @__PURE__ */ graphql(
  `
    mutation PrepareInvoice($input: PrepareInvoiceInput!) {
      prepareInvoice(input: $input) {
        ...InvoiceFields
      }
    }
  `,
  [InvoiceFields],
);

export const PatchAppointmentMutation = /* @__PURE__ */ graphql(`
  mutation PatchAppointment($id: ID!, $patch: AppointmentPatch!) {
    patchAppointment(id: $id, patch: $patch) {
      id
      heartbeatLinkSeen
      heartbeatLastSeen
    }
  }
`);

/** A session as the booking screens show it: its card (SessionFields) and where the hospital is. */
export const BookingSessionFields = /* @__PURE__ */ graphql(
  `
    fragment BookingSessionFields on Session {
      id
      ...SessionFields
      organization {
        id
        orgName
        city
        address
        phone
        lat
        lng
      }
    }
  `,
  [SessionFields],
);

export const BookingSessionQuery = /* @__PURE__ */ graphql(
  `
    query BookingSession($id: ID!) {
      querySession(filter: { id: $id }, limit: 1) {
        ...BookingSessionFields
      }
    }
  `,
  [BookingSessionFields],
);

export const SessionChangedSubscription = /* @__PURE__ */ graphql(
  `
    subscription SessionChanged($id: ID!) {
      sessionChanged(id: $id) {
        ...BookingSessionFields
      }
    }
  `,
  [BookingSessionFields],
);

/** Everything the appointment view shows of the patient's own appointment. */
export const AppointmentDetailFields = /* @__PURE__ */ graphql(
  `
    fragment AppointmentDetailFields on Appointment {
      id
      sessionId
      patientId
      status
      appointmentPaymentStatus
      tokenNo
      start
      end
      bookingType
      holdExpiresAt
      cancelReason
      appointmentRescheduledFor
      appointmentRescheduledBy
      appointmentRescheduledBySession
      practitionerPaymentStatus
      appointmentPaymentRefundStatus
      heartbeatLinkSeen
      appointmentArrivedTime
      feedbackRating
      session {
        ...BookingSessionFields
      }
      patient {
        ...PatientFields
      }
      communication {
        id
        practitionerStatus
        patientStatus
        history {
          id
          label
          participantStatus
          timestamp
        }
      }
    }
  `,
  [BookingSessionFields, PatientFields],
);

export const AppointmentQuery = /* @__PURE__ */ graphql(
  `
    query Appointment($id: ID!) {
      queryAppointment(filter: { id: $id }, limit: 1) {
        ...AppointmentDetailFields
      }
    }
  `,
  [AppointmentDetailFields],
);

/** The account's appointments of one session, live (a payment settling, the sweeper cancelling a hold). */
export const AppointmentsChangedSubscription = /* @__PURE__ */ graphql(
  `
    subscription AppointmentsChanged($sessionId: ID!) {
      appointmentsChanged(filter: { sessionId: $sessionId }) {
        ...AppointmentDetailFields
      }
    }
  `,
  [AppointmentDetailFields],
);

/** A session's queue, live: token numbers and statuses only. */
export const AppointmentTokensChangedSubscription = /* @__PURE__ */ graphql(`
  subscription AppointmentTokensChanged($sessionId: ID!) {
    appointmentTokensChanged(sessionId: $sessionId) {
      id
      tokenNo
      status
      appointmentPaymentStatus
    }
  }
`);
