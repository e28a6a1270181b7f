import { graphql } from '../../../lib/graphql/graphql';

// Documents and images for the doctor (server/modules/documents): the patient's and the staff console's.

export const DocumentReferenceFields = /* @__PURE__ */ graphql(`
  fragment DocumentReferenceFields on DocumentReference {
    id
    appointmentId
    patientId
    author
    url
    contentType
    description
    createdTime
  }
`);

export const DocumentsQuery = /* @__PURE__ */ graphql(
  `
    query Documents($appointmentId: ID!) {
      queryDocumentReference(appointmentId: $appointmentId) {
        ...DocumentReferenceFields
      }
    }
  `,
  [DocumentReferenceFields],
);

export const CreateDocumentReferenceMutation = /* @__PURE__ */ graphql(
  `
    mutation CreateDocumentReference($input: CreateDocumentReferenceInput!) {
      createDocumentReference(input: $input) {
        ...DocumentReferenceFields
      }
    }
  `,
  [DocumentReferenceFields],
);

export const PatchDocumentReferenceMutation = /* @__PURE__ */ graphql(
  `
    mutation PatchDocumentReference($id: ID!, $patientId: ID!) {
      patchDocumentReference(id: $id, patientId: $patientId) {
        ...DocumentReferenceFields
      }
    }
  `,
  [DocumentReferenceFields],
);

export const StaffDocumentsQuery = /* @__PURE__ */ graphql(
  `
    query StaffDocuments($appointmentId: ID!) {
      staffDocuments(appointmentId: $appointmentId) {
        ...DocumentReferenceFields
      }
    }
  `,
  [DocumentReferenceFields],
);

export const StaffUploadDocumentMutation = /* @__PURE__ */ graphql(
  `
    mutation StaffUploadDocument($input: CreateDocumentReferenceInput!) {
      staffUploadDocument(input: $input) {
        ...DocumentReferenceFields
      }
    }
  `,
  [DocumentReferenceFields],
);

/** Pushed whenever the appointment changes, a document added by staff included: the list is read again. */
export const DocumentsChangedSubscription = /* @__PURE__ */ graphql(`
  subscription DocumentsChanged($appointmentId: ID!) {
    appointmentsChanged(filter: { id: $appointmentId }) {
      id
    }
  }
`);
