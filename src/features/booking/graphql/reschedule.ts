import { graphql } from '../../../lib/graphql/graphql';

// Pure: a bundle keeps only the documents it uses.

/** What the reschedule rule reads of the appointment to move (machines/reschedule.machine.ts). */
export const RescheduleSourceQuery = /* @__PURE__ */ graphql(`
  query RescheduleSource($id: ID!) {
    queryAppointment(filter: { id: $id }, limit: 1) {
      id
      status
      appointmentPaymentStatus
      cancelReason
      appointmentRescheduledBy
      practitionerPaymentStatus
      appointmentPaymentRefundStatus
      session {
        id
        status
      }
    }
  }
`);

/** The move with the payment (payment_transfer): the new appointment. */
export const RescheduleAppointmentMutation = /* @__PURE__ */ graphql(`
  mutation RescheduleAppointment($input: RescheduleAppointmentInput!) {
    rescheduleAppointment(input: $input) {
      id
      sessionId
    }
  }
`);
