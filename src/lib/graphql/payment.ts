import { graphql } from './graphql';

// Pure: a bundle keeps only the documents it uses.

/** An invoice's lines and total (machines/types.ts `InvoiceSummary`): what the booking and the payment history show. */
export const InvoiceFields = /* @__PURE__ */ graphql(`
  fragment InvoiceFields on Invoice {
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
`);

/** The signed request the browser posts to a gateway's page (a booking's or a card tokenisation's). */
export const SignatureFields = /* @__PURE__ */ graphql(`
  fragment SignatureFields on Signature {
    parameter {
      key
      value
    }
    value
  }
`);

/** The account's saved cards (quick pay uses the default one). */
export const SavedCardsQuery = /* @__PURE__ */ graphql(`
  query SavedCards {
    queryOneProfile {
      id
      paymentMethods {
        id
        cardNumber
        cardType
        defaultMethod
      }
    }
  }
`);
