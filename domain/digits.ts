/** Keeps only the digits of typed text, as number-type inputs ignore anything else (spec 000 §5). */
export function digitsOnly(input: string, maxLength?: number): string {
  const digits = input.replace(/\D/g, '');
  return maxLength === undefined ? digits : digits.slice(0, Math.max(0, maxLength));
}
