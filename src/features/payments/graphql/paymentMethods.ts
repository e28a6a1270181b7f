import { SignatureFields } from '../../../lib/graphql/payment';
import { graphql } from '../../../lib/graphql/graphql';

/** A saved card as the Saved Payment Methods page shows it (machines/paymentMethods.types.ts `SavedPaymentMethod`). */
export const PaymentMethodFields = graphql(`
  fragment PaymentMethodFields on PaymentMethod {
    id
    type
    status
    cardExpiry
    cardType
    cardNumber
    defaultMethod
  }
`);

export const PaymentMethodsQuery = graphql(
  `
    query PaymentMethods {
      queryOneProfile {
        id
        paymentMethods {
          ...PaymentMethodFields
        }
      }
    }
  `,
  [PaymentMethodFields],
);

export const SetDefaultPaymentMethodMutation = graphql(
  `
    mutation SetDefaultPaymentMethod($id: ID!) {
      setDefaultPaymentMethod(id: $id) {
        ...PaymentMethodFields
      }
    }
  `,
  [PaymentMethodFields],
);

export const DeletePaymentMethodMutation = graphql(
  `
    mutation DeletePaymentMethod($id: ID!) {
      deletePaymentMethod(id: $id) {
        ...PaymentMethodFields
      }
    }
  `,
  [PaymentMethodFields],
);

export const InitiateCardTokenisationMutation = graphql(
  `
    mutation InitiateCardTokenisation($input: CardTokenisationInput!) {
      initiateCardTokenisation(input: $input) {
        id
        action
        signature {
          ...SignatureFields
        }
        unsignedFieldNames
      }
    }
  `,
  [SignatureFields],
);
