import { greetingFor, type Greeting } from '../../domain/greeting';

/** Shown where the greeting word goes when no script runs: the time of day is the device's, unknown without one. */
export const NO_SCRIPT_SALUTATION = 'Hello';

/**
 * The greeting rule of domain/greeting.ts as a JavaScript expression over an hour `h` (0–23), derived from
 * greetingFor at build so the inline script cannot drift from it: `h<12?"Good morning":h<16?…:"Good evening"`.
 */
export function greetingExpression(hourVariable: string): string {
  const ranges: { from: number; greeting: Greeting }[] = [];
  for (let hour = 0; hour < 24; hour++) {
    const greeting = greetingFor(new Date(2000, 0, 1, hour, 30));
    if (ranges.at(-1)?.greeting !== greeting) ranges.push({ from: hour, greeting });
  }
  return ranges.reduceRight<string>((otherwise, range, index) => {
    const next = ranges[index + 1];
    return next === undefined
      ? JSON.stringify(range.greeting)
      : `${hourVariable}<${next.from}?${JSON.stringify(range.greeting)}:${otherwise}`;
  }, '');
}
