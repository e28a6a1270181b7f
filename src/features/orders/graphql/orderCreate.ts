import { graphql } from '../../../lib/graphql/graphql';

// Creating an order (spec 001 §4 order creation sequence, §7): the prescription's document reference (no
// appointment: createServiceRequest binds it), the hospital's catalogues, and the order itself.

export const CreateOrderDocumentMutation = /* @__PURE__ */ graphql(`
  mutation CreateOrderDocument($input: CreateDocumentReferenceInput!) {
    createDocumentReference(input: $input) {
      id
      url
      contentType
    }
  }
`);

export const OrderCodeFields = /* @__PURE__ */ graphql(`
  fragment OrderCodeFields on OrderCode {
    id
    code
    name
    price {
      value
    }
  }
`);

export const DiagnosticReportCodesQuery = /* @__PURE__ */ graphql(
  `
    query DiagnosticReportCodes($organizationId: ID!) {
      queryDiagnosticReportCode(organizationId: $organizationId) {
        ...OrderCodeFields
      }
    }
  `,
  [OrderCodeFields],
);

export const ProcedureCodesQuery = /* @__PURE__ */ graphql(
  `
    query ProcedureCodes($organizationId: ID!) {
      queryProcedureCode(organizationId: $organizationId) {
        ...OrderCodeFields
      }
    }
  `,
  [OrderCodeFields],
);

export const CreateServiceRequestMutation = /* @__PURE__ */ graphql(`
  mutation CreateServiceRequest($input: CreateServiceRequestInput!) {
    createServiceRequest(input: $input) {
      id
    }
  }
`);
