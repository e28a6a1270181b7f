import { eq } from 'drizzle-orm';
import { editableParts } from '../../../domain/profileEditing';
import type { Services } from '../../context';
import { patients } from './tables';
import { apiError } from '../../graphql/apiError';
import { changeAccountPatients } from './accountPatients';
import { patientError, storedPatientFields, type CreatePatientInput } from './patientInput';
import {
  PATCH_MESSAGES,
  patchAddressError,
  patchAllowed,
  patchedAddress,
  patchedPatient,
  patchShapeError,
  type PatientPatchOperation,
} from './patientPatch';
import { patientView, type PatientView } from './profileStore';

type PatientRow = typeof patients.$inferSelect;

/** A stored patient in createPatient's input shape, so a patch is checked by the very same rules. */
function inputOf(row: PatientRow): CreatePatientInput {
  return {
    prefix: row.prefix,
    given: row.given,
    family: row.family,
    gender: row.gender,
    birthDate: row.birthDate,
    relationship: row.relationship,
    link: row.links,
  };
}

/**
 * Changes one of the caller's patients with a whole patch or not at all. Checked in this order: the
 * operations' shape, that the patient is the account's (ARO-E1040 without detail, the same answer as an
 * unknown id), the tenant's editProfile switch (ARO-E1061 for a path domain/profileEditing.ts's
 * editableParts leaves out), then the patient as it would be after the patch against the registration
 * rules (ARO-E1040 with the rule's message) and its links (own other patients only: ARO-E1014). The account row is locked as in createPatient, so a parallel create or patch cannot
 * slip a second Me past the check; the unique index on Me backs that up. Subscribers hear profileChanged.
 */
export async function patchPatient(
  services: Services,
  accountId: string,
  patientId: string,
  patch: readonly PatientPatchOperation[],
): Promise<PatientView> {
  const shapeProblem = patchShapeError(patch);
  if (shapeProblem !== null) throw apiError('ARO-E1040', shapeProblem);
  const today = new Date(services.now());

  return changeAccountPatients(services, accountId, async (tx, account, held) => {
    const current = held.find((row) => row.id === patientId);
    if (current === undefined) throw apiError('ARO-E1040');

    // With editProfile off only classifying an unclassified patient and any patient's address remain (spec 000 §5).
    if (!patchAllowed(patch, editableParts(current, services.tenant.features.editProfile.enabled)))
      throw apiError('ARO-E1061');

    const others = held.filter((row) => row.id !== patientId);
    const next = patchedPatient(inputOf(current), patch);
    const problem =
      patientError(next, { today, otherRelationships: others.map((row) => row.relationship) }) ??
      patchAddressError(patch);
    if (problem !== null) throw apiError('ARO-E1040', problem);

    const fields = storedPatientFields(next);
    if (fields.links.includes(patientId)) throw apiError('ARO-E1040', PATCH_MESSAGES.selfLink);
    const ownIds = new Set(others.map((row) => row.id));
    if (fields.links.some((id) => !ownIds.has(id))) throw apiError('ARO-E1014');

    const address = patchedAddress(patch);
    const [row] = await tx
      .update(patients)
      .set({ ...fields, ...(address === undefined ? {} : { addressLines: address.line, addressCity: address.city }) })
      .where(eq(patients.id, patientId))
      .returning();
    if (row === undefined) throw new Error('The patient was not updated');
    return patientView(row, account.mobileNo);
  });
}
