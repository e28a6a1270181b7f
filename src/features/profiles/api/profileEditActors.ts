import type { Client } from '@urql/core';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { PatientPatchOperation } from '../../../../machines/profileEdit.machine';
import type { Patient } from '../../../../machines/types';
import { patchPatient } from './patientPatch';

export interface ProfileEditActors {
  readonly patchPatient: PromiseActorLogic<Patient, { id: string; patch: PatientPatchOperation[] }>;
}

/** GraphQL-backed actors of machines/profileEdit.machine.ts, composed in src/composition/profileEdit.ts. */
export function profileEditActors(client: Client): ProfileEditActors {
  return {
    patchPatient: fromPromise(({ input }) => patchPatient(client, input.id, input.patch)),
  };
}
