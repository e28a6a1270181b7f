import type { Services } from '../../context';
import { SEARCH_KEY } from '../../pubsub';

/**
 * The one place changes are announced. Whoever changes a session or an appointment (booking, payment,
 * reservation, the hold sweeper, staff) calls these after the change is committed; subscribers reload.
 */
export function publishSessionChange(services: Services, sessionId: string): void {
  services.pubsub.publish('sessionChanged', sessionId, { sessionId });
  services.pubsub.publish('searchChanged', SEARCH_KEY, { sessionId });
  services.pubsub.publish('appointmentTokensChanged', sessionId, { sessionId });
}

/** An appointment of `accountId` in `sessionId` changed: its session (fill, queue) changed with it. */
export function publishAppointmentChange(
  services: Services,
  change: { readonly sessionId: string; readonly accountId: string },
): void {
  publishSessionChange(services, change.sessionId);
  services.pubsub.publish('appointmentsChanged', change.accountId, change);
}
