import { isRelationship, type Relationship } from '../../../../domain/profileForm';

/** The profile form's query parameter that preselects a relationship (the modal's 'Add new profile'). */
const RELATIONSHIP_PARAM = 'relationship';

/** /profiles/registration with the relationship chosen and the way back to `back` (this page). */
export function registrationRoute(relationship: Relationship, back: string): string {
  return `/profiles/registration?${new URLSearchParams({ [RELATIONSHIP_PARAM]: relationship, back }).toString()}`;
}

/** The preselected relationship of the profile form's query, when it is one of the list (spec 000 §6). */
export function presetRelationship(params: URLSearchParams): Relationship | null {
  const value = params.get(RELATIONSHIP_PARAM);
  return value !== null && isRelationship(value) ? value : null;
}
