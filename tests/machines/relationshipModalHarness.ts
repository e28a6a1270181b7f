import { createActor, type Actor } from 'xstate';
import { relationshipModalMachine } from '../../machines/relationshipModal.machine';
import type { PatchRelationshipInput, RelationshipModalInput } from '../../machines/relationshipModal.types';
import type { Patient } from '../../machines/types';
import { deferredApi } from './paymentHarness';

/** An account patient with what the modal reads. */
export function patient(
  id: string,
  prefix: string,
  given: string,
  gender: Patient['gender'],
  relationship: string | null,
): Patient {
  return {
    id,
    prefix,
    given: [given],
    family: 'Perera',
    gender,
    birthDate: '1990-05-14',
    relationship,
    hospitalId: 'org-colombo',
    mobileNo: '94771234567',
  };
}

/** The holder (Me), and two unclassified patients: a woman and a man. */
export const HOLDER = patient('patient-me', 'Mr', 'Nimal', 'male', 'Me');
export const NIMALI = patient('patient-nimali', 'Ms', 'Nimali', 'female', null);
export const KAMAL = patient('patient-kamal', 'Mr', 'Kamal', 'male', null);
export const ACCOUNT_PATIENTS: readonly Patient[] = [HOLDER, NIMALI, KAMAL];

/** The relationship modal with a patchPatient the test answers (or fails) when it wants. */
export function fakeRelationshipModal(input: RelationshipModalInput) {
  const api = deferredApi(['patchPatient'] as const);
  const machine = relationshipModalMachine.provide({
    actors: { patchPatient: api.actor<Patient, PatchRelationshipInput>('patchPatient') },
  });
  const actor: Actor<typeof machine> = createActor(machine, { input }).start();
  return {
    api,
    actor,
    patches: (): PatchRelationshipInput[] => api.inputs('patchPatient') as PatchRelationshipInput[],
  };
}
