import { graphql } from './graphql';

/** Documents of refund requests: the patient's wizard (createRefund, the paid invoice) and the staff console's queue. */

export const CreateRefundMutation = /* @__PURE__ */ graphql(`
  mutation CreateRefund($input: CreateRefundInput!) {
    createRefund(input: $input) {
      id
      status
      amount {
        value
        currency
      }
    }
  }
`);

/** The appointment's payments with their invoices: the accepted one is what a refund gives back from. */
export const RefundInvoiceQuery = /* @__PURE__ */ graphql(`
  query RefundInvoice($appointmentId: ID!) {
    queryMyPayments(filter: { appointmentId: $appointmentId }) {
      id
      status
      invoice {
        id
        items {
          description
          category
          amount {
            value
            currency
          }
        }
        total {
          value
          currency
        }
      }
    }
  }
`);

export const StaffRefundFields = /* @__PURE__ */ graphql(`
  fragment StaffRefundFields on StaffRefund {
    id
    appointmentId
    status
    reasonCode
    reason
    remarks
    amount {
      value
      currency
    }
    patientName
    tokenNo
    doctorName
    sessionStart
    createdTime
    actedBy
  }
`);

/** The hospital's refund queue, live. */
export const StaffRefundsChangedSubscription = /* @__PURE__ */ graphql(
  `
    subscription StaffRefundsChanged {
      staffRefundsChanged {
        ...StaffRefundFields
      }
    }
  `,
  [StaffRefundFields],
);

export const StaffApproveRefundMutation = /* @__PURE__ */ graphql(
  `
    mutation StaffApproveRefund($id: ID!) {
      staffApproveRefund(id: $id) {
        ...StaffRefundFields
      }
    }
  `,
  [StaffRefundFields],
);

export const StaffMarkRefundedMutation = /* @__PURE__ */ graphql(
  `
    mutation StaffMarkRefunded($id: ID!) {
      staffMarkRefunded(id: $id) {
        ...StaffRefundFields
      }
    }
  `,
  [StaffRefundFields],
);

/** The refund status of each of the account's appointments, live: payment history asks again when one changes. */
export const RefundStatusesChangedSubscription = /* @__PURE__ */ graphql(`
  subscription RefundStatusesChanged {
    appointmentsChanged(filter: {}) {
      id
      appointmentPaymentRefundStatus
    }
  }
`);
