import type { Client } from '@urql/core';
import { DEFAULT_ERROR_MESSAGE } from '../../../../domain/errors';
import type { Patient } from '../../../../machines/types';
import type { VariablesOf } from '../../../lib/graphql/graphql';
import { PatchPatientMutation } from '../graphql/patientPatch';
import { toPatient } from './authActors';
import { operationError } from '../../../lib/graphql/operations';

/** One operation of patchPatient, as the schema types it. */
export type PatientPatchOperation = VariablesOf<typeof PatchPatientMutation>['patch'][number];

/**
 * patchPatient with the stored login (its session errors sign the patient out); throws the server's raw
 * 'ARO-Exxxx:message' so machines can parseError it. Shared by the profile form and the relationship modal.
 */
export async function patchPatient(
  client: Client,
  id: string,
  patch: readonly PatientPatchOperation[],
): Promise<Patient> {
  const result = await client
    .mutation(PatchPatientMutation, { id, patch: [...patch] }, { requestPolicy: 'network-only' })
    .toPromise();
  if (result.error) throw operationError(result.error);
  if (!result.data) throw new Error(DEFAULT_ERROR_MESSAGE);
  return toPatient(result.data.patchPatient);
}
