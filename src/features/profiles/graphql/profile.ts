import { graphql } from '../../../lib/graphql/graphql';

/** Every field of a patient the app shows; matches machines/types.ts `Patient`. */
export const PatientFields = graphql(`
  fragment PatientFields on Patient {
    id
    prefix
    given
    family
    gender
    birthDate
    relationship
    hospitalId
    mobileNo
    address {
      use
      line
      city
    }
    link
  }
`);

export const ProfileQuery = graphql(
  `
    query ProfileQuery {
      queryOneProfile {
        id
        mobileNo
        patients {
          ...PatientFields
        }
      }
    }
  `,
  [PatientFields],
);

export const CreatePatientMutation = graphql(
  `
    mutation CreatePatient($hospitalId: ID!, $args: CreatePatientInput!) {
      createPatient(hospitalId: $hospitalId, args: $args) {
        ...PatientFields
      }
    }
  `,
  [PatientFields],
);

export const ProfileChangedSubscription = graphql(
  `
    subscription ProfileChanged {
      profileChanged {
        id
        mobileNo
        patients {
          ...PatientFields
        }
      }
    }
  `,
  [PatientFields],
);

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
