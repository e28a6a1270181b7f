import { graphql } from '../../../lib/graphql/graphql';

export const InitiateAuthenticationMutation = graphql(`
  mutation InitiateAuthentication($username: String!) {
    initiateAuthentication(username: $username) {
      id
      mobileNo
      resendAfterSeconds
    }
  }
`);

export const CompleteAuthenticationMutation = graphql(`
  mutation CompleteAuthentication($id: ID!, $code: Int!) {
    completeAuthentication(id: $id, code: $code) {
      id
      outcome
      accessToken
      triesLeft
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);
