import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { accounts } from '../../db/schema';
import { patients } from './tables';

export interface PatientView {
  readonly id: string;
  readonly prefix: string;
  readonly given: string[];
  readonly family: string;
  readonly gender: 'female' | 'male' | 'other';
  readonly birthDate: string;
  readonly relationship: string | null;
  readonly hospitalId: string;
  readonly mobileNo: string;
  readonly createdTime: string;
  readonly address: AddressView | null;
  readonly link: string[];
}

export interface AddressView {
  readonly use: 'home';
  readonly line: string[];
  readonly city: string | null;
}

export interface ProfileView {
  readonly id: string;
  readonly status: string;
  readonly mobileNo: string;
  readonly patients: PatientView[];
}

type PatientRow = typeof patients.$inferSelect;

export function patientView(row: PatientRow, mobileNo: string): PatientView {
  return {
    id: row.id,
    prefix: row.prefix,
    given: row.given,
    family: row.family,
    gender: row.gender,
    birthDate: row.birthDate,
    relationship: row.relationship,
    hospitalId: row.hospitalId,
    mobileNo,
    createdTime: row.created.toISOString(),
    address:
      row.addressLines.length === 0 && row.addressCity === null
        ? null
        : { use: 'home', line: row.addressLines, city: row.addressCity },
    link: row.links,
  };
}

/** The account with every patient it holds, oldest first (the holder is the first one created). */
export async function loadProfile(db: Db, accountId: string): Promise<ProfileView> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (account === undefined) throw new Error(`Account ${accountId} vanished`);
  const rows = await db
    .select()
    .from(patients)
    .where(eq(patients.accountId, accountId))
    .orderBy(asc(patients.created), asc(patients.id));
  return {
    id: account.id,
    status: account.status,
    mobileNo: account.mobileNo,
    patients: rows.map((row) => patientView(row, account.mobileNo)),
  };
}
