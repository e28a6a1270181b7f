import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { appointments, patients, sessions } from '../../db/schema';
import { apiError } from '../../graphql/apiError';
import type { StaffCaller } from '../staff';

/** Who an appointment belongs to: what every documents check needs. */
export interface AppointmentParty {
  readonly appointmentId: string;
  readonly patientId: string;
  readonly accountId: string;
  readonly sessionId: string;
  readonly organizationId: string;
}

async function partyOf(db: Db, appointmentId: string): Promise<AppointmentParty | undefined> {
  const [row] = await db
    .select({
      appointmentId: appointments.id,
      patientId: appointments.patientId,
      accountId: patients.accountId,
      sessionId: appointments.sessionId,
      organizationId: sessions.organizationId,
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(sessions, eq(sessions.id, appointments.sessionId))
    .where(eq(appointments.id, appointmentId));
  return row;
}

/** The appointment when it is one of the account's; another account's and an unknown one are the same ARO-E1040. */
export async function accountsAppointment(db: Db, accountId: string, appointmentId: string): Promise<AppointmentParty> {
  const party = await partyOf(db, appointmentId);
  if (party === undefined || party.accountId !== accountId)
    throw apiError('ARO-E1040', 'That appointment is not one of yours.');
  return party;
}

/** The appointment when it is in a session of the staff member's hospital; anything else is ARO-E1014. */
export async function hospitalsAppointment(
  db: Db,
  staff: StaffCaller,
  appointmentId: string,
): Promise<AppointmentParty> {
  const party = await partyOf(db, appointmentId);
  if (party === undefined || party.organizationId !== staff.organizationId) throw apiError('ARO-E1014');
  return party;
}
