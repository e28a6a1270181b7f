import { parseError } from '../domain/errors';

/** The message to show for a failed actor: its 'CODE:message' text parsed (spec 000 §8). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return parseError(error.message).message;
  if (typeof error === 'string') return parseError(error).message;
  return parseError(null).message;
}
