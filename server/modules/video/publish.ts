import type { Services } from '../../context';

/**
 * A call's communication changed (a participant status, a device report): its videoCommunicationChanged listeners
 * (either party) and the patient's account's appointment views (the appointment's communication, the queue's
 * 'Please await here') reload. Called after the change is committed.
 */
export function publishCommunicationChange(
  services: Services,
  change: { appointmentId: string; sessionId: string; patientAccountId: string; communicationId: number },
): void {
  services.pubsub.publish('videoCommunicationChanged', change.appointmentId, {
    communicationId: String(change.communicationId),
  });
  services.pubsub.publish('appointmentsChanged', change.patientAccountId, {
    accountId: change.patientAccountId,
    sessionId: change.sessionId,
  });
}
