import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

/**
 * ARO-E1046 ('That cannot be done in this state.') whose message is the rule's own sentence, shown to the
 * patient exactly as written ('You cannot cancel this appointment because ...'): parseError reads the part
 * after the code, so the catalogue's generic sentence is replaced rather than prefixed.
 */
export function apiRefusal(sentence: string): GraphQLError {
  return createGraphQLError(`ARO-E1046:${sentence.replace(/\s+/g, ' ').trim()}`, { extensions: { code: 'ARO-E1046' } });
}
