import { Kind, OperationTypeNode, parse } from 'graphql';

/**
 * The one operation whose body may pass MAX_BODY_BYTES: recordRun carries a whole recorded assistant run (at most
 * 256 KB of JSON, escaped again inside the request's JSON: up to twice that). Everything else keeps the small limit.
 */
export const MAX_UPLOAD_BODY_BYTES = 2 * 256 * 1024 + 16 * 1024;

const UPLOAD_FIELDS: readonly string[] = ['recordRun'];

/** A document this long is not an upload's (the run travels as a variable; the document is a line). */
const UPLOAD_DOCUMENT_MAX_LENGTH = 1000;

/**
 * Whether a large body is an upload: a document of one mutation selecting one upload field, nothing else (no alias,
 * no second field, no fragment), so a large body never carries another operation past the limit.
 */
export function isUploadDocument(query: unknown): boolean {
  if (typeof query !== 'string' || query.length > UPLOAD_DOCUMENT_MAX_LENGTH) return false;
  try {
    const [operation, ...others] = parse(query).definitions;
    if (
      others.length > 0 ||
      operation?.kind !== Kind.OPERATION_DEFINITION ||
      operation.operation !== OperationTypeNode.MUTATION
    )
      return false;
    const [field, ...more] = operation.selectionSet.selections;
    return (
      more.length === 0 &&
      field?.kind === Kind.FIELD &&
      field.alias === undefined &&
      UPLOAD_FIELDS.includes(field.name.value)
    );
  } catch {
    return false;
  }
}
