import { graphql } from './graphql';

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
