import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { LOYALTY_RATE } from '../../../domain/loyalty';
import type { Db } from '../../db/connect';
import { patients } from '../../db/schema';
import { loyaltyTransactions } from './tables';
import { apiError } from '../../graphql/apiError';

export interface LoyaltyAccountView {
  readonly patientId: string;
  readonly patientRelationship: string | null;
  readonly activePoints: number;
  readonly rate: number;
}

export interface LoyaltyTransactionView {
  readonly id: string;
  readonly actor: string;
  readonly createdTime: string;
  readonly reasonCode: string;
  readonly items: readonly { readonly description: string; readonly amount: number }[];
  readonly paymentId: string | null;
}

/** The newest transactions a patient's list holds; older ones still count in the balance. */
const TRANSACTION_LIST_LIMIT = 500;

const PATIENT_REFERENCE = /^Patient\/([^/\s]+)$/;

/**
 * Every patient of the account with the sum of their points (zero when they have none), in the profile's
 * order: one query, the transactions summed per patient by the database.
 */
export async function loyaltyBalances(db: Db, accountId: string): Promise<LoyaltyAccountView[]> {
  const rows = await db
    .select({
      patientId: patients.id,
      patientRelationship: patients.relationship,
      // sum() of integers is a bigint, which the driver hands over as text.
      activePoints: sql<number>`coalesce(sum(${loyaltyTransactions.points}), 0)`.mapWith(Number),
    })
    .from(patients)
    .leftJoin(loyaltyTransactions, eq(loyaltyTransactions.patientId, patients.id))
    .where(eq(patients.accountId, accountId))
    .groupBy(patients.id)
    .orderBy(asc(patients.created), asc(patients.id));
  return rows.map((row) => ({ ...row, rate: LOYALTY_RATE }));
}

/**
 * The loyalty transactions of one of the account's patients ('Patient/{id}'), newest first, at most
 * TRANSACTION_LIST_LIMIT. A malformed reference and another account's (or no) patient are the same
 * ARO-E1040, so the answer never tells whether a patient exists.
 */
export async function loyaltyTransactionsOf(
  db: Db,
  accountId: string,
  reference: string,
): Promise<LoyaltyTransactionView[]> {
  const patientId = PATIENT_REFERENCE.exec(reference.trim())?.[1];
  if (patientId === undefined) throw apiError('ARO-E1040');
  const [patient] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.id, patientId), eq(patients.accountId, accountId)));
  if (patient === undefined) throw apiError('ARO-E1040');
  const rows = await db
    .select()
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.patientId, patient.id))
    .orderBy(desc(loyaltyTransactions.created), desc(loyaltyTransactions.id))
    .limit(TRANSACTION_LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    actor: `Patient/${row.patientId}`,
    createdTime: row.created.toISOString(),
    reasonCode: row.reasonCode,
    items: [{ description: row.description, amount: row.points }],
    paymentId: row.paymentId,
  }));
}
