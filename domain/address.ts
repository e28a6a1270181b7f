/** A patient's home address (spec 000 §4: up to three lines and a city), shared by the form and the server. */
import { cleanLine } from './textSafety';

export interface Address {
  readonly line1: string;
  readonly line2: string;
  readonly line3: string;
  readonly city: string;
}

export type AddressField = keyof Address;
export const ADDRESS_FIELDS: readonly AddressField[] = ['line1', 'line2', 'line3', 'city'];
const ADDRESS_LINES_MAX = 3;
/** Longest line or city (trimmed). */
export const ADDRESS_PART_MAX_LENGTH = 100;

export const emptyAddress: Address = Object.freeze({ line1: '', line2: '', line3: '', city: '' });

export const ADDRESS_MESSAGES = {
  empty: 'Please enter at least one address field',
  tooLong: `Each address field can have at most ${ADDRESS_PART_MAX_LENGTH} characters`,
  tooManyLines: `An address has at most ${ADDRESS_LINES_MAX} lines`,
} as const;

/** The form's four fields from the stored lines and city (missing ones empty). */
export function addressOf(
  stored: { readonly line: readonly string[]; readonly city?: string | null } | null | undefined,
): Address {
  const line = stored?.line ?? [];
  return { line1: line[0] ?? '', line2: line[1] ?? '', line3: line[2] ?? '', city: stored?.city ?? '' };
}

/**
 * The stored shape: non-empty trimmed lines in order and the city (null when empty), each on one line without
 * control characters or direction overrides (domain/textSafety.ts cleanLine): staff and delivery read them.
 */
export function storedAddress(address: Address): { readonly line: string[]; readonly city: string | null } {
  const line = [address.line1, address.line2, address.line3]
    .map((part) => cleanLine(part).trim())
    .filter((part) => part !== '');
  const city = cleanLine(address.city).trim();
  return { line, city: city === '' ? null : city };
}

/** Confirm needs at least one field; no field may be longer than the limit. */
export function addressError(address: Address): string | null {
  const parts = ADDRESS_FIELDS.map((field) => address[field].trim());
  if (parts.every((part) => part === '')) return ADDRESS_MESSAGES.empty;
  if (parts.some((part) => part.length > ADDRESS_PART_MAX_LENGTH)) return ADDRESS_MESSAGES.tooLong;
  return null;
}

/** The server's check of patchPatient's /address (lines as sent, judged as they will be stored). */
export function addressInputError(line: readonly string[], city: string | null | undefined): string | null {
  const lines = line.map((part) => cleanLine(part).trim()).filter((part) => part !== '');
  if (lines.length > ADDRESS_LINES_MAX) return ADDRESS_MESSAGES.tooManyLines;
  return addressError({
    line1: lines[0] ?? '',
    line2: lines[1] ?? '',
    line3: lines[2] ?? '',
    city: cleanLine(city ?? ''),
  });
}

/** Update stays disabled until a field differs from what is stored (compared trimmed). */
export function addressChanged(before: Address, after: Address): boolean {
  return ADDRESS_FIELDS.some((field) => before[field].trim() !== after[field].trim());
}

/** 'Line 1, Line 2, City', or null when the address is empty. */
export function addressText(address: Address): string | null {
  const parts = ADDRESS_FIELDS.map((field) => address[field].trim()).filter((part) => part !== '');
  return parts.length === 0 ? null : parts.join(', ');
}
