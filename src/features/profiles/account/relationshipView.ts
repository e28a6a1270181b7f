import { relationshipGroup, type ProfileGroup } from './profileGroups';

/** The view of every group, each under its heading: shown when the tab has stored no other view. */
export const EVERYONE = 'Everyone';

/**
 * The view shown: the group the tab's stored view names ('Sister Nimali', as a deep link stores it, is in
 * Sister), else Everyone (nothing stored, or the named group is gone).
 */
export function viewedGroup<T extends { readonly relationship: string | null }>(
  groups: readonly ProfileGroup<T>[],
  stored: string | null,
): string {
  if (stored === null) return EVERYONE;
  const label = relationshipGroup(stored);
  return groups.some((group) => group.label === label) ? label : EVERYONE;
}

/**
 * What choosing a view stores as the tab's relationship view: nothing for Everyone (booking then books for
 * the preferred patient); the patient's own relationship when the group holds exactly one classified
 * patient (booking books for them, as after a deep link); else the group's label.
 */
export function storedView<T extends { readonly relationship: string | null }>(
  group: ProfileGroup<T> | typeof EVERYONE,
): string | null {
  if (group === EVERYONE) return null;
  const [only, ...others] = group.patients;
  const relationship = only?.relationship?.trim() ?? '';
  return others.length === 0 && relationship !== '' ? relationship : group.label;
}
