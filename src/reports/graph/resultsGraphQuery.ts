import { graphql } from '../../graphql/graphql';

// The results graph (spec 001 §2 /resultsGraph): one parameter's results of one patient, oldest first, and the
// account's patients' sex and birth date, read fresh so the band follows an edited profile.
export const ResultsGraphQuery = /* @__PURE__ */ graphql(`
  query ResultsGraph($patientId: ID!, $code: String!) {
    queryLabResults(patientId: $patientId, code: $code) {
      id
      name
      resultOption
      valueQuantity {
        value
        unit
      }
      resultDisplay
      referenceRange {
        type
        low
        high
        appliesTo
        ageLow
        ageHigh
      }
      effectiveTime
    }
    queryOneProfile {
      patients {
        id
        gender
        birthDate
      }
    }
  }
`);
