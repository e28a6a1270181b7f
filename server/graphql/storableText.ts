import { BREAK, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { hasUnstorableCharacters } from '../../domain/textSafety';
import { apiError } from './apiError';

/** Whether any string in a variable value (nested objects and lists, keys included) holds NUL or a lone surrogate. */
function unstorableValue(value: unknown): boolean {
  if (typeof value === 'string') return hasUnstorableCharacters(value);
  if (Array.isArray(value)) return value.some(unstorableValue);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, item]) => hasUnstorableCharacters(key) || unstorableValue(item));
  return false;
}

/** Whether a string literal of the document ("…" or """…""", escapes decoded) holds NUL or a lone surrogate. */
function unstorableLiteral(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (!hasUnstorableCharacters(node.value)) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

/** A parsed document (the envelop's hooks type their arguments loosely). */
function isDocument(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document';
}

/**
 * Whether an operation carries text the database cannot store, in its variables or in its document's string
 * literals. Exported for the public query path, which runs compiled queries outside the envelop's execute.
 */
export function carriesUnstorableText(document: unknown, variables: unknown): boolean {
  return unstorableValue(variables) || (isDocument(document) && unstorableLiteral(document));
}

/**
 * Every operation, over HTTP and the websocket, is refused before it runs when any of its input text holds NUL or
 * half a surrogate pair (domain/textSafety.ts): ARO-E1110 instead of the database's error, masked as 'Unexpected
 * error.', and nothing stored. One place for every String and ID input of every operation, present and future.
 */
export function useStorableText(): Plugin {
  const refusal = (): { errors: ReturnType<typeof apiError>[] } => ({ errors: [apiError('ARO-E1110')] });
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (carriesUnstorableText(args.document, args.variableValues)) setResultAndStopExecution(refusal());
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      if (carriesUnstorableText(args.document, args.variableValues)) setResultAndStopExecution(refusal());
    },
  };
}
