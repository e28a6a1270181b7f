import { InvoiceFields } from '../../../lib/graphql/payment';
import { graphql } from '../../../lib/graphql/graphql';
import { OrderMoneyFields } from '../../../lib/graphql/orderCharge';

// The order view's documents (src/features/orders/api/orderViewActors.ts). Pure: a bundle keeps only what it uses.

/** What the order view shows of an order (machines/orderView.machine.ts `OrderView`). */
export const OrderViewFields = /* @__PURE__ */ graphql(
  `
    fragment OrderViewFields on ServiceRequest {
      id
      category
      identifier
      status
      authoredOn
      updatedTime
      medicationOrderStatus
      examinationOrderStatus
      procedureOrderStatus
      encounterOrderStatus
      reportSummaryStatus
      orderCanceledReason
      orderCommunicationStatus
      serviceRequestInitiatedFor
      serviceRequestPaymentMethod
      serviceRequestPaymentStatus
      serviceRequestChargingAmount
      ...OrderMoneyFields
      sampleCollectionRequestedTime
      homeVisitRequestedTime
      addressLineOne
      addressLineTwo
      addressLineThree
      addressCity
      organizationId
      organization {
        id
        orgName
        phone
      }
      patientId
      patient {
        id
        prefix
        given
        family
        relationship
      }
      note {
        authorReference
        authorDisplay
        time
        text
      }
      orderDetail {
        code
        display
      }
      documents {
        id
        url
        author
        contentType
        description
        createdTime
      }
      feedbackRating
      heartbeatLinkSeen
    }
  `,
  [OrderMoneyFields],
);

export const OrderViewQuery = /* @__PURE__ */ graphql(
  `
    query OrderView($id: ID!) {
      queryServiceRequest(filter: { id: $id }) {
        ...OrderViewFields
      }
    }
  `,
  [OrderViewFields],
);

export const PatchOrderMutation = /* @__PURE__ */ graphql(
  `
    mutation PatchOrder($id: ID!, $patch: ServiceRequestPatch!) {
      patchServiceRequest(id: $id, patch: $patch) {
        ...OrderViewFields
      }
    }
  `,
  [OrderViewFields],
);

export const ExtendOrderMutation = /* @__PURE__ */ graphql(
  `
    mutation ExtendOrder($id: ID!, $extension: ServiceRequestExtensionInput!) {
      updateExtensionOfServiceRequest(id: $id, extension: $extension) {
        ...OrderViewFields
      }
    }
  `,
  [OrderViewFields],
);

export const OrderChangedSubscription = /* @__PURE__ */ graphql(
  `
    subscription OrderChanged($id: ID!) {
      serviceRequestChanged(id: $id) {
        ...OrderViewFields
      }
    }
  `,
  [OrderViewFields],
);

/** prepareInvoice of an order (the payments helper's serverside: serviceRequestId instead of appointmentId). */
export const PrepareOrderInvoiceMutation = /* @__PURE__ */ graphql(
  `
    mutation PrepareOrderInvoice($serviceRequestId: ID!) {
      prepareInvoice(input: { serviceRequestId: $serviceRequestId }) {
        ...InvoiceFields
      }
    }
  `,
  [InvoiceFields],
);
