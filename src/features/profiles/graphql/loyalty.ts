import { graphql } from '../../../lib/graphql/graphql';

/** Every patient's loyalty balance (zero balances included; the app drops them with activeLoyaltyAccounts). */
export const LoyaltyAccountsQuery = graphql(`
  query LoyaltyAccounts {
    fetchBalanceLoyaltyAccount {
      patientId
      patientRelationship
      activePoints
      rate
    }
  }
`);

/** One patient's loyalty transactions, newest first; `patient` is 'Patient/{id}'. */
export const LoyaltyTransactionsQuery = graphql(`
  query LoyaltyTransactions($patient: String!) {
    queryLoyaltyTransaction(patient: $patient) {
      id
      actor
      createdTime
      reasonCode
      items {
        description
        amount
      }
      paymentId
    }
  }
`);
