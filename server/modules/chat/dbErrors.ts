/** The database refused a duplicate of this unique key or index (Postgres 23505, in Drizzle's cause). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  if (typeof cause !== 'object' || cause === null) return false;
  const found = cause as { code?: unknown; constraint?: unknown };
  return found.code === '23505' && found.constraint === constraint;
}
