import { eq } from 'drizzle-orm';
import type { Services } from '../../context';
import { appointments } from '../../db/schema';
import { apiError } from '../../graphql/apiError';
import type { Topics } from '../../pubsub';
import { whenClosed } from '../chat';
import { assertJoinable, callOfParty, otherSide, type CallOfParty } from './access';
import type { VideoCaller } from './caller';
import { ensureCommunication, recordParticipantEvent, type CommunicationRow } from './communicationStore';
import type { PresenceHold } from '../../live/presenceRegistry';
import { callPresenceOf } from './presence';
import { publishCommunicationChange } from './publish';

export type VideoSignal = Topics['videoSignal'];

/** At most this much data in one signal (an SDP with many candidates is a few KB): larger is refused (ARO-E1046). */
const VIDEO_SIGNAL_MAX_BYTES = 64 * 1024;

/** The pubsub key a side's signals arrive on: one appointment, one side, so they never reach another call or account. */
const signalKey = (appointmentId: string, side: string): string => `${appointmentId}/${side}`;

function announce(services: Services, call: CallOfParty, communication: CommunicationRow): void {
  publishCommunicationChange(services, {
    appointmentId: call.appointment.id,
    sessionId: call.session.id,
    patientAccountId: call.patientAccountId,
    communicationId: communication.id,
  });
}

/** The participant left: recorded (unless another subscription of theirs is still live, on any instance) and announced. */
async function leave(
  services: Services,
  call: CallOfParty,
  communication: CommunicationRow,
  hold: PresenceHold,
): Promise<void> {
  if (!(await hold.leave())) return;
  await recordParticipantEvent(services.db, communication, call.participantReference, 'disconnected', services.now());
  announce(services, call, communication);
}

/**
 * videoSignals: presence and signalling in one subscription. A party of a joinable call listens on its side's key
 * first (so the other side's answer to its hello is never lost), then is recorded connected and announced; while
 * it lasts it receives the other side's signals; when it ends the participant is recorded disconnected.
 */
export async function videoSignalStream(
  services: Services,
  caller: VideoCaller,
  appointmentId: string,
): Promise<AsyncIterableIterator<VideoSignal>> {
  const { db } = services;
  const call = await callOfParty(db, caller, appointmentId);
  assertJoinable(call, services.now());
  const signals = services.pubsub.subscribe('videoSignal', signalKey(appointmentId, call.side));
  let hold: PresenceHold | null = null;
  try {
    // videoCall made it; a subscriber that skipped it still gets one communication (under the appointment's lock).
    const communication = await db.transaction(async (tx) => {
      await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.id, appointmentId))
        .for('update');
      return ensureCommunication(tx, appointmentId, services.now());
    });
    hold = await callPresenceOf(services).join(communication.id, call.participantReference);
    if (hold.first) {
      await recordParticipantEvent(db, communication, call.participantReference, 'connected', services.now());
    }
    announce(services, call, communication);
    const held = hold;
    return whenClosed(signals, () => {
      leave(services, call, communication, held).catch((error: unknown) =>
        services.logger.error({ err: error, appointmentId }, 'recording a participant leaving failed'),
      );
    });
  } catch (error) {
    // A subscription that never started holds no presence.
    await hold?.leave();
    await signals.return?.();
    throw error;
  }
}

/** sendVideoSignal: a party of the call sends to the other side of the same appointment only. */
export async function sendVideoSignal(
  services: Services,
  caller: VideoCaller,
  appointmentId: string,
  signal: VideoSignal,
): Promise<boolean> {
  const call = await callOfParty(services.db, caller, appointmentId);
  if (Buffer.byteLength(signal.data, 'utf8') > VIDEO_SIGNAL_MAX_BYTES)
    throw apiError('ARO-E1046', 'A video signal carries at most 64 KB.');
  services.pubsub.publish('videoSignal', signalKey(appointmentId, otherSide(call.side)), {
    kind: signal.kind,
    data: signal.data,
  });
  return true;
}
