import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import type { ErrorCode } from '../../domain/errors';

/**
 * A refusal whose whole text is the spec's ('You cannot request a refund because, …'): 'CODE:text', the
 * catalogue message left out, so the app shows the sentence exactly. apiError appends detail instead.
 */
export function apiRefusal(code: ErrorCode, text: string): GraphQLError {
  return createGraphQLError(`${code}:${text.replace(/\s+/g, ' ').trim()}`, { extensions: { code } });
}
