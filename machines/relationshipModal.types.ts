import type { Relationship } from '../domain/profileForm';
import type { Patient } from './types';

/** Who the modal is about and whom the account holds (spec 000 §4 relationship modal). */
export interface RelationshipModalInput {
  /** The patient to classify (a paid appointment's patient without a relationship); null: find one on the account. */
  readonly patient: Patient | null;
  /** Every patient of the account. */
  readonly patients: readonly Patient[];
  /** Open after RELATIONSHIP_MODAL_DELAY (the appointment page) instead of at once. */
  readonly delayed: boolean;
}

/** The one operation the modal sends: the relationship as stored ('Sister Nimali' for multi-role ones). */
export interface RelationshipPatchOperation {
  readonly op: 'add';
  readonly path: '/extension';
  readonly relationship: string;
}

/** The patchPatient actor's input. */
export interface PatchRelationshipInput {
  readonly id: string;
  readonly patch: readonly RelationshipPatchOperation[];
}

export type RelationshipModalEvent =
  | { readonly type: 'CHOOSE_RELATIONSHIP'; readonly relationship: Relationship }
  /** One of the account's unclassified patients, picked in FOUND-UNCLASSIFIED-PATIENTS. */
  | { readonly type: 'CHOOSE_PATIENT'; readonly patientId: string }
  | { readonly type: 'NONE_OF_THESE' }
  | { readonly type: 'CONFIRM' }
  | { readonly type: 'BACK' }
  | { readonly type: 'ADD_PROFILE' }
  | { readonly type: 'CLOSE' };

/** How the modal ended: dismissed, a patient classified, or off to add a new profile for the relationship. */
export type RelationshipModalOutput =
  | { readonly kind: 'dismissed' }
  | { readonly kind: 'updated'; readonly patient: Patient }
  | { readonly kind: 'register'; readonly relationship: Relationship };

/**
 * What the modal tells whoever shows it as it ends (actor.on): a patient classified, the profile form to open
 * for the relationship, and, last whichever way it ended, that it has closed.
 */
export type RelationshipModalEmitted =
  | { readonly type: 'relationshipModal.classified'; readonly patient: Patient }
  | { readonly type: 'relationshipModal.register'; readonly relationship: Relationship }
  | { readonly type: 'relationshipModal.closed' };

export interface RelationshipModalContext {
  readonly target: Patient | null;
  readonly patients: readonly Patient[];
  /** The relationships offered (spec 000 §6): Me only while the account has no Me; none the target's gender contradicts. */
  readonly choices: readonly Relationship[];
  readonly delayed: boolean;
  /** The relationship chosen in SHOW-RELATIONSHIP. */
  readonly relationship: Relationship | null;
  /** The patient PATIENT-FOUND asks about: the target, or the unclassified patient picked. */
  readonly candidate: Patient | null;
  /** Why the last update failed (the server's message), shown in PATIENT-FOUND. */
  readonly error: string | null;
  readonly outcome: RelationshipModalOutput;
}
