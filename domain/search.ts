/** Matching rules of the doctor, specialty and hospital search boxes (spec 000 §2, §3, §5). */

export interface PractitionerRole {
  readonly display: string;
}

export interface SearchablePractitioner {
  readonly name: string;
  readonly roles: readonly PractitionerRole[];
}

/** The role every practitioner has; it says nothing, so it is left out of the role text. */
const GENERIC_ROLE = 'doctor';

function normalise(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

function words(text: string): string[] {
  return normalise(text)
    .split(' ')
    .filter((word) => word !== '');
}

/** The roles shown under a doctor's name, without the role displayed as Doctor: 'Cardiologist, Physician'. */
export function roleText(roles: readonly PractitionerRole[]): string {
  return shownRoles(roles).join(', ');
}

/** A doctor named with the role text, as the chat's doctor buttons show it: 'Dr. Anil Gunasekara, Consultant Cardiologist'; the name alone without one. */
export function practitionerLabel(name: string, roles: readonly PractitionerRole[]): string {
  const role = roleText(roles);
  return role === '' ? name : `${name}, ${role}`;
}

function shownRoles(roles: readonly PractitionerRole[]): string[] {
  return roles
    .map((role) => role.display.trim())
    .filter((display) => display !== '' && display.toLowerCase() !== GENERIC_ROLE);
}

/** Whether the key is a prefix of the text read from some word on ('nawaloka hos' in 'Nawaloka Hospital Colombo'). */
function prefixOfSomeWord(key: string, text: string): boolean {
  const list = words(text);
  return list.some((_, index) => list.slice(index).join(' ').startsWith(key));
}

/**
 * With a space in the key: the key is part of the name or of a shown role. Without: the key begins a
 * word of the name or of a shown role. Case-insensitive; surrounding spaces are ignored; an empty key
 * matches every practitioner.
 */
export function practitionerMatches(key: string, practitioner: SearchablePractitioner): boolean {
  const needle = normalise(key);
  if (needle === '') return true;
  const texts = [practitioner.name, ...shownRoles(practitioner.roles)];
  if (needle.includes(' ')) return texts.some((text) => normalise(text).includes(needle));
  return texts.some((text) => words(text).some((word) => word.startsWith(needle)));
}

/** The key begins the displayed specialty ('card' finds 'Cardiology'). Case-insensitive; empty key matches. */
export function specialtyMatches(key: string, display: string): boolean {
  return normalise(display).startsWith(normalise(key));
}

/** The key begins a word of the hospital name (and may run on into the next words). Case-insensitive; empty key matches. */
export function hospitalMatches(key: string, orgName: string): boolean {
  const needle = normalise(key);
  return needle === '' || prefixOfSomeWord(needle, orgName);
}
