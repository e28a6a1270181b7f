import { graphql } from '../../../lib/graphql/graphql';
import { LabResultFields } from '../graphql/reportResults';

// The results graph (spec 001 §2 /resultsGraph): one parameter's results of one patient, oldest first, and the
// account's patients' sex and birth date, read fresh so the band follows an edited profile.
export const ResultsGraphQuery = /* @__PURE__ */ graphql(
  `
    query ResultsGraph($patientId: ID!, $code: String!) {
      queryLabResults(patientId: $patientId, code: $code) {
        ...LabResultFields
        effectiveTime
      }
      queryOneProfile {
        id
        patients {
          id
          gender
          birthDate
        }
      }
    }
  `,
  [LabResultFields],
);

// Any report of the account's patients changed (a report became viewable): the graph reads its results again.
export const GraphReportsChangedSubscription = /* @__PURE__ */ graphql(`
  subscription GraphReportsChanged {
    diagnosticReportsChanged {
      id
    }
  }
`);
