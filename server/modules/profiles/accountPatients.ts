import { eq } from 'drizzle-orm';
import type { Services } from '../../context';
import type { Db } from '../../db/connect';
import { accounts } from '../../db/schema';
import { ONE_ME_PER_ACCOUNT, patients } from './tables';
import { apiError } from '../../graphql/apiError';
import { SECOND_ME_MESSAGE } from './patientInput';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The database refused a second Me for an account (unique violation of ONE_ME_PER_ACCOUNT, in Drizzle's cause). */
export function isSecondMeViolation(error: unknown): boolean {
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  if (typeof cause !== 'object' || cause === null) return false;
  const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === ONE_ME_PER_ACCOUNT;
}

/**
 * One change to an account's patients (createPatient, patchPatient): in a transaction that locks the account
 * row (ARO-E1022 when there is none) and loads its patients, so parallel changes cannot pass the checks
 * together; a second Me the unique index refuses is ARO-E1040 with SECOND_ME_MESSAGE. Subscribers hear
 * profileChanged once it is committed.
 */
export async function changeAccountPatients<T>(
  services: Services,
  accountId: string,
  change: (tx: Tx, account: typeof accounts.$inferSelect, held: (typeof patients.$inferSelect)[]) => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await services.db.transaction(async (tx) => {
      const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
      if (account === undefined) throw apiError('ARO-E1022');
      const held = await tx.select().from(patients).where(eq(patients.accountId, accountId));
      return change(tx, account, held);
    });
  } catch (error) {
    if (isSecondMeViolation(error)) throw apiError('ARO-E1040', SECOND_ME_MESSAGE);
    throw error;
  }
  services.pubsub.publish('profileChanged', accountId, { accountId });
  return result;
}
