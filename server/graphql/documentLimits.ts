import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { ASTVisitor, FieldNode, GraphQLError, ValidationContext } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * What one document may ask (docs/decisions/0026-limits-on-one-request.md). The app's largest documents, as urql
 * sends them (with __typename everywhere), measure 169 tokens, no alias, depth 5 and cost 265; every document
 * under src/ is checked against these in tests/server/documentLimits.test.ts.
 */
export const DOCUMENT_LIMITS = {
  /** Tokens parsed before parsing stops: the only token cap (GraphQL Armor's; ours is gone, see below). */
  tokens: 2000,
  /** Aliased fields per operation (armor's default): the app sends none. */
  aliases: 15,
  /** Nesting of fields, fragments counted as the fields they hold. */
  depth: 8,
  /** Armor's cost: 1 a scalar, 2 an object, each level × 1.5; fragments counted as the fields they hold. */
  cost: 1000,
  directives: 10,
} as const;

/**
 * Root fields a document may hold once only. The sign-in pair: aliases would otherwise send many codes (or
 * try many guesses) in one request, past the per-request limits. The long lists (up to 5,000 sessions or
 * appointments, 10,000 practitioners, spec 000): each alias would read the whole list again, and renamed
 * aliases miss the public response cache.
 */
const ONCE_PER_DOCUMENT_FIELDS: readonly string[] = [
  'initiateAuthentication',
  'completeAuthentication',
  'queryPractitioner',
  'querySession',
  'queryAppointment',
];

/**
 * Validation rule: each of ONCE_PER_DOCUMENT_FIELDS appears at most once anywhere in the document. One error
 * per field, at its second appearance: 230 aliases give one line, not 229 (graphql stops validating at 100).
 */
function onceOnlyFields(context: ValidationContext): ASTVisitor {
  const seen = new Map<string, number>();
  return {
    Field(node: FieldNode) {
      const name = node.name.value;
      if (!ONCE_PER_DOCUMENT_FIELDS.includes(name)) return;
      const times = (seen.get(name) ?? 0) + 1;
      seen.set(name, times);
      if (times === 2)
        context.reportError(createGraphQLError(`${name} may appear only once per request.`, { nodes: [node] }));
    },
  };
}

/**
 * A refused limit becomes an ordinary validation error of the document: armor's default (propagateOnRejection)
 * throws from validate instead, which Yoga answers without a code and graphql-ws answers by closing the whole
 * socket (4500) with every subscription on it (shared/notes/graphql-limits.md).
 */
const report = (context: ValidationContext | null, error: GraphQLError): void => context?.reportError(error);
const reported = { propagateOnRejection: false, onReject: [report] };

/**
 * GraphQL Armor's per-document limits plus our once-only rule, over HTTP and the websocket (both parse and
 * validate through Yoga's envelop). The token cap is armor's alone: its parse function replaces any earlier
 * one, so a cap of ours beside it would be ignored or doubled. It must throw (it has no validation context to
 * report to): the parse error is answered as GRAPHQL_PARSE_FAILED, and the websocket answers that operation.
 */
export function useDocumentLimits(): Plugin[] {
  return [
    EnvelopArmorPlugin({
      maxTokens: { n: DOCUMENT_LIMITS.tokens },
      maxAliases: { n: DOCUMENT_LIMITS.aliases, ...reported },
      maxDepth: { n: DOCUMENT_LIMITS.depth, flattenFragments: true, ...reported },
      costLimit: { maxCost: DOCUMENT_LIMITS.cost, flattenFragments: true, ...reported },
      maxDirectives: { n: DOCUMENT_LIMITS.directives, ...reported },
      // Field suggestions ('Did you mean …') would spell the schema out to anyone guessing at it.
      blockFieldSuggestion: { enabled: true },
    }),
    {
      onValidate({ addValidationRule }) {
        addValidationRule(onceOnlyFields);
      },
    },
  ];
}
