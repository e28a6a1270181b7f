import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Services } from '../../context';
import { organizations } from '../../db/schema';
import { patients } from './tables';
import { apiError } from '../../graphql/apiError';
import { changeAccountPatients } from './accountPatients';
import { createPatientError, storedPatientFields, type CreatePatientInput } from './patientInput';
import { patientView, type PatientView } from './profileStore';

/**
 * Adds a patient to the caller's account after the registration rules (ARO-E1040 with the rule's
 * message); linked patients must be the caller's own (ARO-E1014). The account row is locked while its
 * patients are counted and the new one inserted, so parallel requests cannot pass the limits together;
 * the unique index on Me backs that up. Subscribers hear profileChanged.
 */
export async function createPatient(
  services: Services,
  accountId: string,
  hospitalId: string,
  input: CreatePatientInput,
): Promise<PatientView> {
  const { db } = services;
  const now = services.now();
  const networkIds = services.tenant.organizationIds;
  const known = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(inArray(organizations.id, [...networkIds]));

  return changeAccountPatients(services, accountId, async (tx, account, held) => {
    const problem = createPatientError(input, hospitalId, {
      today: new Date(now),
      hospitalIds: known.map((row) => row.id),
      existingRelationships: held.map((row) => row.relationship),
    });
    if (problem !== null) throw apiError('ARO-E1040', problem);

    const fields = storedPatientFields(input);
    const ownIds = new Set(held.map((row) => row.id));
    if (fields.links.some((id) => !ownIds.has(id))) throw apiError('ARO-E1014');

    const [row] = await tx
      .insert(patients)
      .values({ id: randomUUID(), accountId, ...fields, hospitalId, created: new Date(now) })
      .returning();
    if (row === undefined) throw new Error('The patient was not stored');
    return patientView(row, account.mobileNo);
  });
}
