import { eq } from 'drizzle-orm';
import { decodeVideoPayload, encodeVideoPayload } from '../../../domain/videoCall';
import type { Services } from '../../context';
import { communicationEvents, communications } from './tables';
import { apiError } from '../../graphql/apiError';
import { callOfParty } from './access';
import type { VideoCaller } from './caller';
import { communicationView } from './communicationStore';
import { publishCommunicationChange } from './publish';
import type { VideoCommunicationView } from './views';

/**
 * sendCommunication: a party of the call tells the hospital about itself, on the communication's id. A device report
 * (permissions, support) is stored as kind device; a VideoCallEvent about the caller, in the call's room, as kind
 * participant. Anything else, or a payload about the other party, is ARO-E1046. The payload is stored as decoded
 * and encoded again, so only the fields the spec names are kept.
 */
export async function sendCommunication(
  services: Services,
  caller: VideoCaller,
  communicationId: string,
  encoded: string,
): Promise<VideoCommunicationView> {
  const { db } = services;
  const id = /^\d{1,9}$/.test(communicationId) ? Number(communicationId) : null;
  const [communication] = id === null ? [] : await db.select().from(communications).where(eq(communications.id, id));
  if (communication === undefined) throw apiError('ARO-E1092');
  const call = await callOfParty(db, caller, communication.appointmentId);
  const payload = decodeVideoPayload(encoded);
  if (payload === null) throw apiError('ARO-E1046', 'The payload is neither a device report nor a call event.');
  const now = new Date(services.now());
  if (payload.class === '.VideoDeviceReport') {
    if (payload.participantReference !== call.participantReference)
      throw apiError('ARO-E1046', 'A device report is about its sender.');
    await db.insert(communicationEvents).values({
      communicationId: communication.id,
      kind: 'device',
      participantReference: payload.participantReference,
      participantStatus: null,
      payload: encodeVideoPayload(payload),
      time: now,
    });
  } else {
    const { participantReference, participantStatus } = payload.extensions;
    if (participantReference !== call.participantReference)
      throw apiError('ARO-E1046', 'A call event is about its sender.');
    if (payload.topic !== communication.roomId) throw apiError('ARO-E1046', 'The call event is of another room.');
    await db.insert(communicationEvents).values({
      communicationId: communication.id,
      kind: 'participant',
      participantReference,
      participantStatus,
      payload: encodeVideoPayload(payload),
      time: now,
    });
  }
  publishCommunicationChange(services, {
    appointmentId: call.appointment.id,
    sessionId: call.session.id,
    patientAccountId: call.patientAccountId,
    communicationId: communication.id,
  });
  return communicationView(db, communication);
}
