import { graphql } from '../../lib/graphql/graphql';
import { OrderMoneyFields } from '../../lib/graphql/orderCharge';

/** Documents of the staff order board: the live list, and the four staff operations on one order. */

export const StaffOrderFields = /* @__PURE__ */ graphql(
  `
    fragment StaffOrderFields on StaffOrder {
      patientName
      mobileNo
      paymentRequired
      order {
        id
        category
        identifier
        status
        createdTime
        updatedTime
        medicationOrderStatus
        examinationOrderStatus
        procedureOrderStatus
        encounterOrderStatus
        orderCanceledReason
        orderCommunicationStatus
        serviceRequestInitiatedFor
        serviceRequestPaymentMethod
        serviceRequestPaymentStatus
        serviceRequestChargingAmount
        ...OrderMoneyFields
        sampleCollectionRequestedTime
        sampleCollectionTime
        sampleCollectionUserName
        homeVisitRequestedTime
        addressLineOne
        addressLineTwo
        addressLineThree
        addressCity
        additionalNote
        note {
          authorReference
          authorDisplay
          time
          text
        }
        orderDetail {
          code
          display
          price {
            value
            currency
          }
        }
        documents {
          id
          url
          contentType
          description
        }
      }
    }
  `,
  [OrderMoneyFields],
);

/** The hospital's orders, now and whenever one changes. */
export const StaffOrdersChangedSubscription = /* @__PURE__ */ graphql(
  `
    subscription StaffOrdersChanged {
      staffOrdersChanged {
        ...StaffOrderFields
      }
    }
  `,
  [StaffOrderFields],
);

export const StaffReplyOrderMutation = /* @__PURE__ */ graphql(
  `
    mutation StaffReplyOrder($id: ID!, $note: String!, $amount: Float) {
      staffReplyOrder(id: $id, note: $note, amount: $amount) {
        ...StaffOrderFields
      }
    }
  `,
  [StaffOrderFields],
);

export const StaffMoveOrderMutation = /* @__PURE__ */ graphql(
  `
    mutation StaffMoveOrder($id: ID!, $to: String!) {
      staffMoveOrder(id: $id, to: $to) {
        ...StaffOrderFields
      }
    }
  `,
  [StaffOrderFields],
);

export const StaffCancelOrderMutation = /* @__PURE__ */ graphql(
  `
    mutation StaffCancelOrder($id: ID!, $reason: String!) {
      staffCancelOrder(id: $id, reason: $reason) {
        ...StaffOrderFields
      }
    }
  `,
  [StaffOrderFields],
);

export const StaffRecordCashPaymentMutation = /* @__PURE__ */ graphql(
  `
    mutation StaffRecordCashPayment($id: ID!) {
      staffRecordCashPayment(id: $id) {
        ...StaffOrderFields
      }
    }
  `,
  [StaffOrderFields],
);
