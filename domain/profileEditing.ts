/**
 * What a holder may change on a profile (spec 000 §5: 'A profile with a relationship can be edited only if
 * the editProfile feature is enabled; a profile without a relationship prompts to classify it'). The server's
 * patchPatient and the update form both follow it.
 */
export interface EditableParts {
  /** Name, gender, date of birth and links. */
  readonly identity: boolean;
  readonly relationship: boolean;
  /** Delivery information for orders, not identity: always editable. */
  readonly address: true;
}

export function hasRelationship(patient: { readonly relationship: string | null }): boolean {
  return (patient.relationship?.trim() ?? '') !== '';
}

/** With editProfile on, everything; off, an unclassified profile can only be classified, and any profile's address changed. */
export function editableParts(
  patient: { readonly relationship: string | null },
  editProfileEnabled: boolean,
): EditableParts {
  if (editProfileEnabled) return { identity: true, relationship: true, address: true };
  return { identity: false, relationship: !hasRelationship(patient), address: true };
}
