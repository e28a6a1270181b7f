import { graphql } from './graphql';

export const OrganizationsQuery = graphql(`
  query Organizations {
    queryOrganization {
      id
      orgName
      city
      phone
    }
  }
`);
