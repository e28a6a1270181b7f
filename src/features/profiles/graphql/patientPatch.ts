import { graphql } from '../../../lib/graphql/graphql';
import { PatientFields } from '../../../lib/graphql/patient';

// Its own file: only the account screens patch a patient, and profile.ts is on the chat home's first load.
export const PatchPatientMutation = /* @__PURE__ */ graphql(
  `
    mutation PatchPatient($id: ID!, $patch: [PatientPatchOperation!]!) {
      patchPatient(id: $id, patch: $patch) {
        ...PatientFields
      }
    }
  `,
  [PatientFields],
);
