import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Services } from '../../context';
import { accounts, organizations, patients } from '../../db/schema';
import { apiError } from '../../graphql/apiError';
import { createPatientError, givenNames, normalisedRelationship, storedBirthDate, type CreatePatientInput } from './patientInput';
import { patientView, type PatientView } from './profileStore';

/**
 * Adds a patient to the caller's account after the registration rules (ARO-E1040 with the rule's
 * message); linked patients must be the caller's own (ARO-E1014). Subscribers hear profileChanged.
 */
export async function createPatient(services: Services, accountId: string, hospitalId: string, input: CreatePatientInput): Promise<PatientView> {
  const { db } = services;
  const now = services.now();
  const networkIds = services.tenant.organizationIds;
  const [known, held, [account]] = await Promise.all([
    db.select({ id: organizations.id }).from(organizations).where(inArray(organizations.id, [...networkIds])),
    db.select({ id: patients.id, relationship: patients.relationship }).from(patients).where(eq(patients.accountId, accountId)),
    db.select().from(accounts).where(eq(accounts.id, accountId)),
  ]);
  if (account === undefined) throw apiError('ARO-E1022');

  const problem = createPatientError(input, hospitalId, {
    today: new Date(now),
    hospitalIds: known.map((row) => row.id),
    existingRelationships: held.map((row) => row.relationship),
  });
  if (problem !== null) throw apiError('ARO-E1040', problem);

  const links = [...new Set(input.link ?? [])];
  const ownIds = new Set(held.map((row) => row.id));
  if (links.some((id) => !ownIds.has(id))) throw apiError('ARO-E1014');

  const [row] = await db
    .insert(patients)
    .values({
      id: randomUUID(),
      accountId,
      prefix: input.prefix,
      given: givenNames(input.given),
      family: input.family.trim(),
      gender: input.gender as 'female' | 'male' | 'other',
      birthDate: storedBirthDate(input),
      relationship: normalisedRelationship(input.relationship),
      hospitalId,
      links,
      created: new Date(now),
    })
    .returning();
  if (row === undefined) throw new Error('The patient was not stored');
  services.pubsub.publish('profileChanged', accountId, { accountId });
  return patientView(row, account.mobileNo);
}

