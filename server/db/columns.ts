import { sql, type SQL } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

// Column helpers shared by every module's tables.ts.

/**
 * Times are written by the server from its (injectable) clock, never by database defaults,
 * so tests can move time forward.
 */
export const at = (name: string): ReturnType<typeof timestamp<string, 'date'>> =>
  timestamp(name, { withTimezone: true, mode: 'date' });

/** A CHECK condition: the column holds one of the values. */
export const inList = (column: string, values: readonly string[]): SQL =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
