import { and, eq, inArray } from 'drizzle-orm';
import type { Services } from '../../context';
import { appointments, patients, sessions, type AppointmentStatus, type SessionStatus } from '../../db/schema';
import { apiError } from '../../graphql/apiError';
import { publishAppointmentChange, publishSessionChange, accountOfPatient } from '../appointments';
import type { DbOrTx } from '../../db/dbOrTx';
import { sendDueReminders } from '../reminders';
import { staffSession, type StaffSessionView } from './staffSessions';
import type { StaffCaller } from './staffTokens';

type SessionRow = typeof sessions.$inferSelect;
type SessionChange = Partial<Pick<SessionRow, 'status' | 'startedTime' | 'completedTime'>>;

/** Which session statuses each staff operation starts from (docs/decisions/0015-booking-and-payment.md). */
const SESSION_FROM: Readonly<Record<'start' | 'complete' | 'cancel', readonly SessionStatus[]>> = {
  start: ['scheduled'],
  complete: ['started'],
  cancel: ['scheduled', 'started'],
};

/** The session, row-locked, when it is the staff member's hospital's; anything else is ARO-E1014 (ids are not confirmed). */
async function lockedOwnSession(tx: DbOrTx, staff: StaffCaller, sessionId: string): Promise<SessionRow> {
  const [session] = await tx.select().from(sessions).where(eq(sessions.id, sessionId)).for('update');
  if (session === undefined || session.organizationId !== staff.organizationId) throw apiError('ARO-E1014');
  return session;
}

/** Every account with an appointment in the session hears of it (their appointment shows the session's status). */
async function accountsIn(tx: DbOrTx, sessionId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ accountId: patients.accountId })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(eq(appointments.sessionId, sessionId));
  return rows.map((row) => row.accountId);
}

function announce(services: Services, sessionId: string, accountIds: readonly string[]): void {
  if (accountIds.length === 0) publishSessionChange(services, sessionId);
  for (const accountId of accountIds) publishAppointmentChange(services, { sessionId, accountId });
}

async function changeSession(
  services: Services,
  staff: StaffCaller,
  sessionId: string,
  operation: keyof typeof SESSION_FROM,
  change: (now: Date) => SessionChange,
): Promise<StaffSessionView> {
  const now = new Date(services.now());
  const accountIds = await services.db.transaction(async (tx) => {
    const session = await lockedOwnSession(tx, staff, sessionId);
    if (!SESSION_FROM[operation].includes(session.status))
      throw apiError('ARO-E1046', `The session is ${session.status}.`);
    await tx.update(sessions).set(change(now)).where(eq(sessions.id, sessionId));
    // The doctor cancelled: every booking still waiting goes with the session.
    if (operation === 'cancel') {
      await tx
        .update(appointments)
        .set({ status: 'cancelled', cancelReason: 'session_cancelled' })
        .where(and(eq(appointments.sessionId, sessionId), eq(appointments.status, 'booked')));
    }
    return accountsIn(tx, sessionId);
  });
  announce(services, sessionId, accountIds);
  return staffSession(services.db, sessionId);
}

/** The doctor has arrived: scheduled → started. */
export async function startSession(
  services: Services,
  staff: StaffCaller,
  sessionId: string,
): Promise<StaffSessionView> {
  const view = await changeSession(services, staff, sessionId, 'start', (now) => ({
    status: 'started',
    startedTime: now,
  }));
  // 'Dr. Arrived' goes now rather than at the next round; not awaited (staff need not wait for SMS), and a round
  // already running here or elsewhere skips this one: the periodic job is the safety net.
  sendDueReminders(services).catch((error: unknown) =>
    services.logger.error({ err: error, sessionId }, 'reminders after session start failed'),
  );
  return view;
}

/** The session is over: started → completed. */
export const completeSession = (services: Services, staff: StaffCaller, sessionId: string): Promise<StaffSessionView> =>
  changeSession(services, staff, sessionId, 'complete', (now) => ({ status: 'completed', completedTime: now }));

/** The doctor cancelled: scheduled | started → practitioner_canceled, with its booked appointments. */
export const cancelSession = (services: Services, staff: StaffCaller, sessionId: string): Promise<StaffSessionView> =>
  changeSession(services, staff, sessionId, 'cancel', () => ({ status: 'practitioner_canceled' }));

async function changeAppointment(
  services: Services,
  staff: StaffCaller,
  appointmentId: string,
  from: AppointmentStatus,
  to: 'arrived' | 'fulfilled',
): Promise<StaffSessionView> {
  const now = new Date(services.now());
  const change = await services.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ sessionId: appointments.sessionId })
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    if (found === undefined) throw apiError('ARO-E1014');
    const session = await lockedOwnSession(tx, staff, found.sessionId);
    const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('update');
    if (appointment === undefined) throw apiError('ARO-E1014');
    // Patients are called in while the doctor is in: arrival needs a started session.
    if (to === 'arrived' && session.status !== 'started')
      throw apiError('ARO-E1046', `The session is ${session.status}.`);
    if (appointment.status !== from) throw apiError('ARO-E1046', `The appointment is ${appointment.status}.`);
    await tx
      .update(appointments)
      .set(to === 'arrived' ? { status: 'arrived', arrivedTime: now } : { status: 'fulfilled' })
      .where(and(eq(appointments.id, appointmentId), inArray(appointments.status, [from])));
    return { sessionId: session.id, accountId: await accountOfPatient(tx, appointment.patientId) };
  });
  publishAppointmentChange(services, change);
  return staffSession(services.db, change.sessionId);
}

/** The patient is with the doctor: booked → arrived (a served token, shown as Ongoing). */
export const markAppointmentArrived = (
  services: Services,
  staff: StaffCaller,
  appointmentId: string,
): Promise<StaffSessionView> => changeAppointment(services, staff, appointmentId, 'booked', 'arrived');

/** The consultation is over: arrived → fulfilled. */
export async function markAppointmentFulfilled(
  services: Services,
  staff: StaffCaller,
  appointmentId: string,
): Promise<StaffSessionView> {
  const view = await changeAppointment(services, staff, appointmentId, 'arrived', 'fulfilled');
  // Only the caller that fulfilled it gets here (the row lock refuses a second): one SMS per visit.
  await services.hooks.appointmentFulfilled(services, appointmentId);
  return view;
}
