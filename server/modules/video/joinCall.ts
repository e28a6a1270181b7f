import { and, eq } from 'drizzle-orm';
import type { Services } from '../../context';
import { appointments } from '../../db/schema';
import { publishAppointmentChange } from '../appointments';
import { assertJoinable, callOfParty, windowOf } from './access';
import type { VideoCaller } from './caller';
import { communicationView, ensureCommunication } from './communicationStore';
import { videoConfigOf } from './config';
import type { VideoCallJoinView } from './views';

/**
 * videoCall: a party of a joinable call gets what it needs to join. The communication is made on first join under
 * the appointment's row lock (two parties at once make one). The patient joining a booked appointment is the patient
 * at the hospital: it becomes arrived (spec 000 §4, 'Please await here' until the doctor is connected).
 */
export async function joinCall(
  services: Services,
  caller: VideoCaller,
  appointmentId: string,
): Promise<VideoCallJoinView> {
  const now = services.now();
  const { db } = services;
  const joined = await db.transaction(async (tx) => {
    await tx.select({ id: appointments.id }).from(appointments).where(eq(appointments.id, appointmentId)).for('update');
    const call = await callOfParty(tx, caller, appointmentId);
    assertJoinable(call, now);
    const communication = await ensureCommunication(tx, appointmentId, now);
    let arrived = false;
    if (call.side === 'patient' && call.appointment.status === 'booked') {
      const updated = await tx
        .update(appointments)
        .set({ status: 'arrived', arrivedTime: new Date(now) })
        .where(and(eq(appointments.id, appointmentId), eq(appointments.status, 'booked')))
        .returning({ id: appointments.id });
      arrived = updated.length > 0;
    }
    return { call, communication, arrived };
  });
  const { call, communication } = joined;
  // As the staff arrival announces it: the queue and the patient's appointment views reload.
  if (joined.arrived)
    publishAppointmentChange(services, { sessionId: call.session.id, accountId: call.patientAccountId });
  const config = videoConfigOf(services);
  const window = windowOf(call);
  return {
    communication: await communicationView(db, communication),
    transport: config.twilio === null ? 'p2p' : 'twilio',
    iceServers: config.iceServers,
    side: call.side,
    participantReference: call.participantReference,
    opensAt: new Date(window.opensAt).toISOString(),
    closesAt: new Date(window.closesAt).toISOString(),
  };
}
