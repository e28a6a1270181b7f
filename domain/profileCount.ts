import { t } from '../i18n/translate';

/**
 * The count of people on an account (spec 000 §9): distinct relationships plus unclassified patients.
 * Multi-role relatives carry their given name ('Sister Nimali', 'Sister Dilani'), so each counts once;
 * two patients stored with the very same relationship are the same person entered twice and count once.
 */
export function profileCount(patients: readonly { readonly relationship: string | null }[]): number {
  const relationships = new Set<string>();
  let unclassified = 0;
  for (const { relationship } of patients) {
    // Spaces inside are normalised too: 'Sister  Nimali' and 'Sister Nimali' are one relationship.
    const value = relationship?.trim().replace(/\s+/g, ' ') ?? '';
    if (value === '') unclassified += 1;
    else relationships.add(value);
  }
  return relationships.size + unclassified;
}

/** '1 person', '3 people', in the active language. */
export function peopleText(count: number): string {
  return t('profiles.people', { count });
}
