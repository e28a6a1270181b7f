import { preferredPatient } from '../../../domain/patient';
import { relationshipGroup, type ProfileGroup } from './profileGroups';

/**
 * The group whose cards show: the one the tab's stored view names ('Sister Nimali', as a deep link
 * stores it, is in Sister), else the preferred patient's (Me), else none when there are no groups.
 */
export function viewedGroup<T extends { readonly relationship: string | null }>(groups: readonly ProfileGroup<T>[], stored: string | null): string | null {
  if (stored !== null) {
    const label = relationshipGroup(stored);
    if (groups.some((group) => group.label === label)) return label;
  }
  const preferred = preferredPatient(groups.flatMap((group) => group.patients));
  return preferred === undefined ? null : relationshipGroup(preferred.relationship);
}

/**
 * What choosing a group stores as the tab's relationship view: the patient's own relationship when the
 * group holds exactly one classified patient (booking then books for them, as after a deep link), else
 * the group's label.
 */
export function storedView<T extends { readonly relationship: string | null }>(group: ProfileGroup<T>): string {
  const [only, ...others] = group.patients;
  const relationship = only?.relationship?.trim() ?? '';
  return others.length === 0 && relationship !== '' ? relationship : group.label;
}
