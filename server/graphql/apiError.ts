import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import { formatError, type ErrorCode } from '../../domain/errors';

/**
 * A GraphQL error users read: message 'ARO-Exxxx:Human message'. Made through Yoga's own graphql
 * instance, so its instanceof check recognises it and does not mask it (under Vitest `graphql` can be
 * loaded twice: ESM for our code, CJS for Yoga).
 */
export function apiError(code: ErrorCode, detail?: string): GraphQLError {
  return createGraphQLError(formatError(code, detail), { extensions: { code } });
}
