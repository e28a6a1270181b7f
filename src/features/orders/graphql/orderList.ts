import { graphql } from '../../../lib/graphql/graphql';

// The order history lists (spec 001 §2): a page of the account's orders of some categories, and the push of
// any order's change that makes a list read its page again.

export const OrderRowFields = /* @__PURE__ */ graphql(`
  fragment OrderRowFields on ServiceRequest {
    id
    category
    serviceRequestInitiatedFor
    identifier
    createdTime
    organization {
      id
      orgName
    }
    patient {
      id
      prefix
      given
      family
    }
    medicationOrderStatus
    examinationOrderStatus
    procedureOrderStatus
    encounterOrderStatus
  }
`);

export const OrderListQuery = /* @__PURE__ */ graphql(
  `
    query OrderList($categories: [OrderCategory!], $limit: Int) {
      queryServiceRequest(filter: { categories: $categories, offset: 0, limit: $limit }) {
        ...OrderRowFields
      }
    }
  `,
  [OrderRowFields],
);

export const OrdersChangedSubscription = /* @__PURE__ */ graphql(`
  subscription OrdersChanged {
    serviceRequestsChanged {
      id
    }
  }
`);
