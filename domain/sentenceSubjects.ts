import { hospitalMatches, practitionerMatches, specialtyMatches, type PractitionerRole } from './search';

/**
 * The doctors, specialities and hospital a typed sentence names (domain/intent.ts gives its words), found with
 * the search boxes' rules (domain/search.ts): a key begins a word of a doctor's name, of a shown role (which
 * names the doctor's speciality: 'cardiologist'), or of a speciality ('card…', 'throat' in 'Ear, Nose & Throat').
 * Runs of up to three words are tried before single words, so 'anil gunasekara' is one doctor, not every Anil.
 */

interface SentencePractitioner {
  readonly id: string;
  readonly name: string;
  readonly roles: readonly PractitionerRole[];
  readonly specialty: { readonly code: string };
}

interface SentenceSpecialty {
  readonly code: string;
  readonly display: string;
}

interface SentenceHospital {
  readonly id: string;
  readonly orgName: string;
}

export interface SentenceCatalogue {
  readonly practitioners: readonly SentencePractitioner[];
  readonly specialties: readonly SentenceSpecialty[];
  readonly organizations: readonly SentenceHospital[];
}

export interface SentenceSubjects {
  /** Doctors named (by their name), in the catalogue's order. */
  readonly practitionerIds: readonly string[];
  /** Specialities named (by their name, a role, or a plain word), in the catalogue's order. */
  readonly specialtyCodes: readonly string[];
  /** The one hospital named, if exactly one matches. */
  readonly organizationId: string | null;
}

/** A single word shorter than this names nobody ('dr', 'ok'). */
const SHORTEST_KEY = 3;
const LONGEST_RUN = 3;

function startsAWord(key: string, text: string): boolean {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .some((word) => word !== '' && word.startsWith(key));
}

function specialtyNamed(key: string, specialty: SentenceSpecialty): boolean {
  return specialtyMatches(key, specialty.display) || (!key.includes(' ') && startsAWord(key, specialty.display));
}

interface Found {
  readonly doctors: readonly string[];
  readonly specialties: readonly string[];
  readonly hospitals: readonly string[];
}

function foundFor(key: string, catalogue: SentenceCatalogue): Found {
  const doctors = catalogue.practitioners
    .filter((practitioner) => practitionerMatches(key, { name: practitioner.name, roles: [] }))
    .map((practitioner) => practitioner.id);
  const byRole = catalogue.practitioners
    .filter((practitioner) => practitionerMatches(key, { name: '', roles: practitioner.roles }) && key.trim() !== '')
    .map((practitioner) => practitioner.specialty.code);
  const specialties = catalogue.specialties
    .filter((specialty) => specialtyNamed(key, specialty) || byRole.includes(specialty.code))
    .map((specialty) => specialty.code);
  const hospitals = catalogue.organizations
    .filter((organization) => hospitalMatches(key, organization.orgName))
    .map((organization) => organization.id);
  return { doctors, specialties, hospitals };
}

export function sentenceSubjects(
  words: readonly string[],
  specialtyKeys: readonly string[],
  catalogue: SentenceCatalogue,
): SentenceSubjects {
  const doctors = new Set<string>();
  const specialties = new Set<string>();
  const hospitals: string[][] = [];
  for (const key of specialtyKeys) for (const code of foundFor(key, catalogue).specialties) specialties.add(code);
  const used = new Set<number>();
  for (let length = Math.min(LONGEST_RUN, words.length); length >= 1; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      const indexes = Array.from({ length }, (_, offset) => start + offset);
      if (indexes.some((index) => used.has(index))) continue;
      const key = indexes.map((index) => words[index]).join(' ');
      if (length === 1 && key.length < SHORTEST_KEY) continue;
      const found = foundFor(key, catalogue);
      if (found.doctors.length + found.specialties.length + found.hospitals.length === 0) continue;
      for (const index of indexes) used.add(index);
      for (const id of found.doctors) doctors.add(id);
      for (const code of found.specialties) specialties.add(code);
      if (found.hospitals.length > 0) hospitals.push([...found.hospitals]);
    }
  }
  // A doctor named with a speciality ('Dr. Perera the cardiologist'): those of that speciality.
  const named = catalogue.practitioners.filter((practitioner) => doctors.has(practitioner.id));
  const ofSpecialty = named.filter((practitioner) => specialties.has(practitioner.specialty.code));
  const chosen = ofSpecialty.length > 0 ? ofSpecialty : named;
  const [onlyHospital] = hospitals.length === 1 && hospitals[0]?.length === 1 ? hospitals[0] : [];
  return {
    practitionerIds: chosen.map((practitioner) => practitioner.id),
    specialtyCodes: catalogue.specialties
      .filter((specialty) => specialties.has(specialty.code))
      .map((specialty) => specialty.code),
    organizationId: onlyHospital ?? null,
  };
}
