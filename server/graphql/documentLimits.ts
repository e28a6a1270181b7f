import type { ASTVisitor, DocumentNode, FieldNode, ValidationContext } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** Longest document parsed (graphql's maxTokens); the app's largest operation is a few hundred tokens. */
export const MAX_DOCUMENT_TOKENS = 2000;

/**
 * Root fields a document may hold once only: aliases would otherwise send many codes (or try many
 * guesses) in one request, past the per-request limits.
 */
export const ONCE_PER_DOCUMENT_FIELDS: readonly string[] = ['initiateAuthentication', 'completeAuthentication'];

/** Validation rule: each of ONCE_PER_DOCUMENT_FIELDS appears at most once anywhere in the document. */
function onceOnlyFields(context: ValidationContext): ASTVisitor {
  const seen = new Set<string>();
  return {
    Field(node: FieldNode) {
      const name = node.name.value;
      if (!ONCE_PER_DOCUMENT_FIELDS.includes(name)) return;
      if (seen.has(name)) context.reportError(createGraphQLError(`${name} may appear only once per request.`, { nodes: [node] }));
      seen.add(name);
    },
  };
}

/** Caps parsing at MAX_DOCUMENT_TOKENS and adds the once-only rule (HTTP and websocket go through both). */
export function useDocumentLimits(): Plugin {
  return {
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, options) => parseFn(source, { ...options, maxTokens: MAX_DOCUMENT_TOKENS }) as DocumentNode);
    },
    onValidate({ addValidationRule }) {
      addValidationRule(onceOnlyFields);
    },
  };
}
