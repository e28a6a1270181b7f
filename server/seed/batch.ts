/** Splits rows for multi-row INSERTs: few round trips, and well under PostgreSQL's 65,535 parameters per statement. */
export function chunks<T>(rows: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < rows.length; index += size) result.push(rows.slice(index, index + size));
  return result;
}
