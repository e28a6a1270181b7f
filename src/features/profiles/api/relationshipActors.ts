import type { Client } from '@urql/core';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { PatchRelationshipInput } from '../../../../machines/relationshipModal.types';
import type { Patient } from '../../../../machines/types';
import { patchPatient } from './patientPatch';

/** The relationship modal's actors (machines/relationshipModal.machine.ts). */
export interface RelationshipActors {
  readonly patchPatient: PromiseActorLogic<Patient, PatchRelationshipInput>;
}

/** GraphQL-backed actors of the relationship modal (src/composition/relationshipModal.ts), with the stored login. */
export function relationshipActors(client: Client): RelationshipActors {
  return {
    patchPatient: fromPromise(({ input }) => patchPatient(client, input.id, input.patch)),
  };
}
