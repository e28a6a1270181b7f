import { graphql } from './graphql';

/** An order's charge lines and total (server `OrderCharge`): what cash collects, or what was paid. */
export const OrderChargeFields = /* @__PURE__ */ graphql(`
  fragment OrderChargeFields on OrderCharge {
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
`);

/** An order's money as the patient's view and the staff board both read it (src/lib/orderMoney.ts). */
export const OrderMoneyFields = /* @__PURE__ */ graphql(
  `
    fragment OrderMoneyFields on ServiceRequest {
      invoiceOrEncounterIdentifier
      cashCharge {
        ...OrderChargeFields
      }
      paid {
        method
        time
        cardNumber
        charge {
          ...OrderChargeFields
        }
      }
    }
  `,
  [OrderChargeFields],
);
