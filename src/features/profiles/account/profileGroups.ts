import { MULTI_ROLE_RELATIONSHIPS, RELATIONSHIPS, splitRelationship } from '../../../../domain/profileForm';

/** The group of patients without a relationship (a key: ProfilesScreen words it). */
export const UNCLASSIFIED = 'Unclassified';

export interface ProfileGroup<T> {
  readonly label: string;
  readonly patients: readonly T[];
}

/** 'Sister Nimali' belongs to Sister; a relationship outside the list keeps its own group. */
export function relationshipGroup(relationship: string | null): string {
  const value = relationship?.trim() ?? '';
  if (value === '') return UNCLASSIFIED;
  const { role } = splitRelationship(value);
  return (MULTI_ROLE_RELATIONSHIPS as readonly string[]).includes(role) ? role : value;
}

const ORDER: readonly string[] = [...RELATIONSHIPS, 'Other'];

function rank(label: string): number {
  if (label === UNCLASSIFIED) return ORDER.length + 1;
  const index = ORDER.indexOf(label);
  return index === -1 ? ORDER.length : index;
}

/** The account's patients grouped per relationship in the list's order (Me first), Unclassified last. */
export function groupByRelationship<T extends { readonly relationship: string | null }>(
  patients: readonly T[],
): ProfileGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const patient of patients) {
    const label = relationshipGroup(patient.relationship);
    const members = groups.get(label);
    if (members) members.push(patient);
    else groups.set(label, [patient]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([label, members]) => ({ label, patients: members }));
}
