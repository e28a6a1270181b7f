import { addressInputError, addressOf, storedAddress } from '../../../domain/address';
import { cleanLine } from '../../../domain/textSafety';
import type { EditableParts } from '../../../domain/profileEditing';
import type { CreatePatientInput } from './patientInput';

/** One operation of patchPatient as the schema types it (PatientPatchOperation). */
export interface PatientPatchOperation {
  readonly op: string;
  readonly path: string;
  readonly name?: { readonly prefix: string; readonly given: readonly string[]; readonly family: string } | null;
  readonly gender?: string | null;
  readonly birthDate?: string | null;
  readonly address?: AddressPatch | null;
  readonly relationship?: string | null;
  readonly link?: readonly string[] | null;
}

interface AddressPatch {
  readonly use?: string | null;
  readonly line: readonly string[];
  readonly city?: string | null;
}

type ValueField = 'name' | 'gender' | 'birthDate' | 'address' | 'relationship' | 'link';
const VALUE_FIELDS: readonly ValueField[] = ['name', 'gender', 'birthDate', 'address', 'relationship', 'link'];

/** Each path and the one field that carries its value. */
const FIELD_OF_PATH: ReadonlyMap<string, ValueField> = new Map([
  ['/name', 'name'],
  ['/gender', 'gender'],
  ['/birthDate', 'birthDate'],
  ['/address', 'address'],
  ['/extension', 'relationship'],
  ['/link', 'link'],
]);

export const PATCH_MESSAGES = {
  empty: 'The patch has no operations.',
  op: "Each patch operation must be op 'add'.",
  path: 'Unknown patch path: use /name, /gender, /birthDate, /address, /extension or /link.',
  duplicate: (path: string) => `Change ${path} only once in a patch.`,
  missing: (path: string, field: ValueField) => `The ${path} operation needs ${field}.`,
  extra: (path: string, field: ValueField, extra: readonly ValueField[]) =>
    `The ${path} operation carries only ${field}, not ${extra.join(', ')}.`,
  addressUse: "Only a home address can be saved (use 'home').",
  selfLink: 'A profile cannot be linked to itself.',
} as const;

const isSet = (value: unknown): boolean => value !== null && value !== undefined;

/**
 * The first operation that is not well formed: op 'add', a known path (each at most once, so the patch
 * reads the same in any order), exactly the value field of its path, and a home address.
 */
export function patchShapeError(patch: readonly PatientPatchOperation[]): string | null {
  if (patch.length === 0) return PATCH_MESSAGES.empty;
  const seen = new Set<string>();
  for (const operation of patch) {
    if (operation.op !== 'add') return PATCH_MESSAGES.op;
    const field = FIELD_OF_PATH.get(operation.path);
    if (field === undefined) return PATCH_MESSAGES.path;
    if (seen.has(operation.path)) return PATCH_MESSAGES.duplicate(operation.path);
    seen.add(operation.path);
    if (!isSet(operation[field])) return PATCH_MESSAGES.missing(operation.path, field);
    const extra = VALUE_FIELDS.filter((other) => other !== field && isSet(operation[other]));
    if (extra.length > 0) return PATCH_MESSAGES.extra(operation.path, field, extra);
    if (field === 'address' && isSet(operation.address?.use) && operation.address?.use !== 'home')
      return PATCH_MESSAGES.addressUse;
  }
  return null;
}

/** The patient as it would be after a well-formed patch (the address apart: see patchedAddress). */
export function patchedPatient(
  current: CreatePatientInput,
  patch: readonly PatientPatchOperation[],
): CreatePatientInput {
  let next = current;
  for (const { path, name, gender, birthDate, relationship, link } of patch) {
    if (path === '/name' && name) next = { ...next, prefix: name.prefix, given: name.given, family: name.family };
    else if (path === '/gender' && typeof gender === 'string') next = { ...next, gender };
    else if (path === '/birthDate' && typeof birthDate === 'string') next = { ...next, birthDate };
    // An empty relationship is unclassified (normalisedRelationship).
    else if (path === '/extension' && typeof relationship === 'string') next = { ...next, relationship };
    else if (path === '/link' && link) next = { ...next, link };
  }
  return next;
}

/** The /address operation's value, or undefined when the patch leaves the address alone. */
function addressPatchOf(patch: readonly PatientPatchOperation[]): AddressPatch | undefined {
  return patch.find((operation) => operation.path === '/address')?.address ?? undefined;
}

/** The address rule (domain/address.ts) for the patch's /address; null when fine or not patched. */
export function patchAddressError(patch: readonly PatientPatchOperation[]): string | null {
  const address = addressPatchOf(patch);
  return address === undefined ? null : addressInputError(address.line, address.city);
}

/** The stored address the patch sets (lines trimmed, empty ones dropped), or undefined; call after patchAddressError. */
export function patchedAddress(
  patch: readonly PatientPatchOperation[],
): { readonly line: string[]; readonly city: string | null } | undefined {
  const address = addressPatchOf(patch);
  if (address === undefined) return undefined;
  const line = address.line.map((part) => cleanLine(part).trim()).filter((part) => part !== '');
  return storedAddress(addressOf({ line, city: address.city }));
}

/** The part of a profile each path changes (domain/profileEditing.ts). */
const PART_OF_PATH: ReadonlyMap<string, keyof EditableParts> = new Map([
  ['/name', 'identity'],
  ['/gender', 'identity'],
  ['/birthDate', 'identity'],
  ['/link', 'identity'],
  ['/extension', 'relationship'],
  ['/address', 'address'],
]);

/** Whether every operation of a well-formed patch changes a part the holder may edit (editableParts). */
export function patchAllowed(patch: readonly PatientPatchOperation[], parts: EditableParts): boolean {
  return patch.every((operation) => {
    const part = PART_OF_PATH.get(operation.path);
    return part !== undefined && parts[part];
  });
}
