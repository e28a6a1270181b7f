import { graphql } from './graphql';
import { SignatureFields } from './payment';

// Pure: a bundle keeps only the documents it uses.
// A booking's payment through a gateway: the booking and the order view pay an invoice with the same three calls.

export const InitiateBookingMutation = /* @__PURE__ */ graphql(
  `
    mutation InitiateBooking($input: InitiateBookingInput!) {
      initiateBooking(input: $input) {
        id
        status
        action
        signature {
          ...SignatureFields
        }
      }
    }
  `,
  [SignatureFields],
);

export const CompleteBookingMutation = /* @__PURE__ */ graphql(`
  mutation CompleteBooking($id: ID!, $paymentGatewayType: String!, $paymentMethodId: ID!) {
    completeBooking(id: $id, paymentGatewayType: $paymentGatewayType, paymentMethodId: $paymentMethodId) {
      id
      status
      decision
      message
      paymentId
    }
  }
`);

export const AuthenticatePaymentGatewayMutation = /* @__PURE__ */ graphql(`
  mutation AuthenticatePaymentGateway($bookingId: ID!) {
    authenticatePaymentGateway(bookingId: $bookingId) {
      redirectUrl
      redirectHtml
    }
  }
`);
