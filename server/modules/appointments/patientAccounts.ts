import { eq, inArray } from 'drizzle-orm';
import { patients } from '../../db/schema';
import type { DbOrTx } from '../../db/dbOrTx';

/** The account each of these patients belongs to (patients that do not exist are left out). */
export async function accountsOfPatients(tx: DbOrTx, patientIds: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(patientIds)];
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select({ id: patients.id, accountId: patients.accountId })
    .from(patients)
    .where(inArray(patients.id, unique));
  return new Map(rows.map((row) => [row.id, row.accountId]));
}

/** The account of a patient; throws when the patient does not exist (an appointment always references one). */
export async function accountOfPatient(tx: DbOrTx, patientId: string): Promise<string> {
  const [row] = await tx.select({ accountId: patients.accountId }).from(patients).where(eq(patients.id, patientId));
  if (row === undefined) throw new Error(`Patient ${patientId} not found`);
  return row.accountId;
}
