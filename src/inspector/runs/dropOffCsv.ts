import type { DropOffResult } from './dropOffData';

/** TEMPORARY until flows/runs/dropOffCsv.ts lands (helper runrules): the same table. */
export function dropOffCsv(result: DropOffResult): string {
  return `kind,runs\r\nall,${result.runs}\r\n`;
}
