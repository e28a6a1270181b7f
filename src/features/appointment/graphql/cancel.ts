import { graphql } from '../../../lib/graphql/graphql';

// Pure: a bundle keeps only the documents it uses.

/** Cancel (machines/cancelAppointment.machine.ts): the appointment as cancelled. */
export const CancelAppointmentMutation = /* @__PURE__ */ graphql(`
  mutation CancelAppointment($appointmentId: ID!) {
    cancelAppointment(appointmentId: $appointmentId) {
      id
      status
      cancelReason
    }
  }
`);
