import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { accounts, organizations, patients } from '../../db/schema';
import type { OrganizationView } from '../organizations';
import { patientView, type PatientView } from '../profiles';

/** ServiceRequest.patient: the order's patient (already checked to be the caller's, or of the staff's hospital). */
export async function orderPatient(db: Db, patientId: string): Promise<PatientView> {
  const [row] = await db
    .select({ patient: patients, mobileNo: accounts.mobileNo })
    .from(patients)
    .innerJoin(accounts, eq(accounts.id, patients.accountId))
    .where(eq(patients.id, patientId));
  if (row === undefined) throw new Error(`Patient ${patientId} vanished`);
  return patientView(row.patient, row.mobileNo);
}

/** ServiceRequest.organization. */
export async function orderOrganization(db: Db, organizationId: string): Promise<OrganizationView> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  if (row === undefined) throw new Error(`Organisation ${organizationId} vanished`);
  const { id, orgName, city, address, phone, lat, lng } = row;
  return { id, orgName, city, address, phone, lat, lng };
}
