import { eq } from 'drizzle-orm';
import {
  joinRefusal,
  JOIN_REFUSAL_TEXT,
  joinWindow,
  patientReference,
  practitionerReference,
  type CallSide,
} from '../../../domain/videoCall';
import { appointments, patients, sessions } from '../../db/schema';
import { apiError } from '../../graphql/apiError';
import type { DbOrTx } from '../../db/dbOrTx';
import type { VideoCaller } from './caller';

type AppointmentRow = typeof appointments.$inferSelect;
type SessionRow = typeof sessions.$inferSelect;

/** One appointment's call as one of its two parties sees it. */
export interface CallOfParty {
  readonly appointment: AppointmentRow;
  readonly session: SessionRow;
  /** The account of the appointment's patient: its appointment views hear of the call. */
  readonly patientAccountId: string;
  readonly side: CallSide;
  /** 'Patient/{id}' or 'Practitioner/{id}': the caller in the call. */
  readonly participantReference: string;
}

/** The side a caller is on, or null when the call is not theirs. */
function sideOf(caller: VideoCaller, session: SessionRow, patientAccountId: string): CallSide | null {
  if (caller.kind === 'patient') return caller.accountId === patientAccountId ? 'patient' : null;
  const { staff } = caller;
  // Only the session's own doctor at the session's hospital: a front desk login or another doctor is not a party.
  const ownDoctor =
    staff.role === 'doctor' &&
    staff.practitionerId === session.practitionerId &&
    staff.organizationId === session.organizationId;
  return ownDoctor ? 'doctor' : null;
}

/**
 * The appointment's call when the caller is one of its parties: the account owning its patient, or the session's
 * doctor. A missing appointment and someone else's answer alike (ARO-E1092), so the answer never tells an id exists.
 */
export async function callOfParty(db: DbOrTx, caller: VideoCaller, appointmentId: string): Promise<CallOfParty> {
  const [row] = await db
    .select({ appointment: appointments, session: sessions, patientAccountId: patients.accountId })
    .from(appointments)
    .innerJoin(sessions, eq(sessions.id, appointments.sessionId))
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(eq(appointments.id, appointmentId));
  const side = row === undefined ? null : sideOf(caller, row.session, row.patientAccountId);
  if (row === undefined || side === null) throw apiError('ARO-E1092');
  const participantReference =
    side === 'patient'
      ? patientReference(row.appointment.patientId)
      : practitionerReference(row.session.practitionerId);
  return { ...row, side, participantReference };
}

/** The join window of the call's session (ms since the epoch). */
export function windowOf(call: Pick<CallOfParty, 'session'>): { opensAt: number; closesAt: number } {
  return joinWindow({ startTime: call.session.startTime.getTime(), endTime: call.session.endTime.getTime() });
}

/**
 * domain/videoCall.ts joinRefusal, as the API answers it: not a video appointment or a closed one ARO-E1092, unpaid
 * ARO-E1091, outside the window or a session over ARO-E1090 (each with the text the patient reads).
 */
export function assertJoinable(call: Pick<CallOfParty, 'appointment' | 'session'>, now: number): void {
  const refusal = joinRefusal({
    now,
    video: call.session.participationMode === 'remote_presence_video_call',
    appointmentStatus: call.appointment.status,
    paid: call.appointment.paymentStatus === 'paid',
    sessionStatus: call.session.status,
    startTime: call.session.startTime.getTime(),
    endTime: call.session.endTime.getTime(),
  });
  if (refusal === null) return;
  if (refusal === 'unpaid') throw apiError('ARO-E1091');
  if (refusal === 'notVideo' || refusal === 'closedAppointment')
    throw apiError('ARO-E1092', JOIN_REFUSAL_TEXT[refusal]);
  throw apiError('ARO-E1090', JOIN_REFUSAL_TEXT[refusal]);
}

/** The other side of the call: where a side's signals go. */
export const otherSide = (side: CallSide): CallSide => (side === 'patient' ? 'doctor' : 'patient');
