import { InvoiceFields } from '../../../lib/graphql/payment';
import { graphql, type ResultOf } from '../../../lib/graphql/graphql';

/** The account's payments (newest first), each with its invoice: what the payment history shows. */
export const MyPaymentsQuery = /* @__PURE__ */ graphql(
  `
    query MyPayments($filter: PaymentFilter) {
      queryMyPayments(filter: $filter) {
        id
        status
        message
        amount {
          value
          currency
        }
        transactionDate
        transactionReference
        paymentGatewayType
        cardType
        cardNumber
        cardExpiry
        firstName
        lastName
        requestReference
        appointmentId
        sessionId
        serviceRequestId
        orderCategory
        orderIdentifier
        organizationId
        refundStatus
        invoice {
          patientId
          ...InvoiceFields
        }
      }
    }
  `,
  [InvoiceFields],
);

export type HistoryPayment = ResultOf<typeof MyPaymentsQuery>['queryMyPayments'][number];
