import { graphql } from '../../../lib/graphql/graphql';
import { PatientFields } from '../../../lib/graphql/patient';

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
