import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Services } from '../../context';
import { accounts, ONE_ME_PER_ACCOUNT, organizations, patients } from '../../db/schema';
import { apiError } from '../../graphql/apiError';
import { createPatientError, SECOND_ME_MESSAGE, storedPatientFields, type CreatePatientInput } from './patientInput';
import { patientView, type PatientView } from './profileStore';

/** The database refused a second Me for an account (unique violation of ONE_ME_PER_ACCOUNT, in Drizzle's cause). */
export function isSecondMeViolation(error: unknown): boolean {
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  if (typeof cause !== 'object' || cause === null) return false;
  const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === ONE_ME_PER_ACCOUNT;
}

/**
 * Adds a patient to the caller's account after the registration rules (ARO-E1040 with the rule's
 * message); linked patients must be the caller's own (ARO-E1014). The account row is locked while its
 * patients are counted and the new one inserted, so parallel requests cannot pass the limits together;
 * the unique index on Me backs that up. Subscribers hear profileChanged.
 */
export async function createPatient(services: Services, accountId: string, hospitalId: string, input: CreatePatientInput): Promise<PatientView> {
  const { db } = services;
  const now = services.now();
  const networkIds = services.tenant.organizationIds;
  const known = await db.select({ id: organizations.id }).from(organizations).where(inArray(organizations.id, [...networkIds]));

  let view: PatientView;
  try {
    view = await db.transaction(async (tx) => {
      const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
      if (account === undefined) throw apiError('ARO-E1022');
      const held = await tx.select({ id: patients.id, relationship: patients.relationship }).from(patients).where(eq(patients.accountId, accountId));

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
  } catch (error) {
    if (isSecondMeViolation(error)) throw apiError('ARO-E1040', SECOND_ME_MESSAGE);
    throw error;
  }
  services.pubsub.publish('profileChanged', accountId, { accountId });
  return view;
}
