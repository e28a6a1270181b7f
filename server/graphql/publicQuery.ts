import type { DocumentNode, ExecutionArgs, ExecutionResult, GraphQLError, GraphQLSchema, parse as parseFn, validate as validateFn } from 'graphql';
import type { Yoga } from './yoga';

/** What yoga.getEnveloped hands back for a query (typed loosely by envelop). */
interface Enveloped {
  readonly schema: GraphQLSchema;
  readonly execute: (args: ExecutionArgs) => Promise<ExecutionResult> | ExecutionResult;
  readonly contextFactory: () => unknown;
  readonly parse: typeof parseFn;
  readonly validate: (...args: Parameters<typeof validateFn>) => readonly GraphQLError[];
}

export interface PublicQueryParams {
  readonly query: string;
  readonly variables: unknown;
  readonly operationName: unknown;
}

/**
 * Runs a public catalogue query through Yoga's envelop (the same plugins: document limits, parse and
 * validation caches, error masking) without the HTTP adapter's Request/Response round trip, which
 * costs more than the query itself. Returns null when the document does not validate or the result
 * carries errors: the caller then lets Yoga answer over HTTP, which words errors as it always does.
 */
export async function runPublicQuery(yoga: Yoga, params: PublicQueryParams, meta: { correlationId: string; remoteAddress: string | undefined }): Promise<string | null> {
  const { schema, execute, contextFactory, parse, validate } = yoga.getEnveloped({
    correlationId: meta.correlationId,
    transport: { kind: 'public' },
    remoteAddress: meta.remoteAddress,
    params,
  }) as Enveloped;
  let document: DocumentNode;
  try {
    document = parse(params.query);
  } catch {
    return null;
  }
  if (validate(schema, document).length > 0) return null;
  const variableValues = typeof params.variables === 'object' && params.variables !== null ? (params.variables as Record<string, unknown>) : undefined;
  const result = await execute({
    schema,
    document,
    variableValues,
    operationName: typeof params.operationName === 'string' && params.operationName !== '' ? params.operationName : undefined,
    contextValue: await contextFactory(),
  });
  if (result.errors !== undefined && result.errors.length > 0) return null;
  return JSON.stringify({ data: result.data });
}
