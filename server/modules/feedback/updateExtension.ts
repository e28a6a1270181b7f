import type { Services } from '../../context';
import { apiError } from '../../graphql/apiError';
import { appointmentView, ownAppointment, type AppointmentView, patchAppointment } from '../appointments';
import { feedbackSubject, rateAppointment } from './rateAppointment';

/** server/schema.graphql `AppointmentExtensionInput`. */
export interface AppointmentExtensionInput {
  readonly feedbackRating?: number | null;
  readonly feedbackComment?: string | null;
  readonly heartbeatLinkSeen?: boolean | null;
  readonly heartbeatLastSeen?: boolean | null;
}

/**
 * updateExtensionOfAppointment (spec 000 §7): the account's own appointment only (ARO-E1040). A rating is
 * stored once, for a fulfilled appointment, until 30 days after its start (domain/feedback.ts); refusals
 * are ARO-E1046 with the reason. The heartbeat fields behave as in patchAppointment. The server stamps the
 * times (feedbackTime, heartbeatLastSeen).
 */
export async function updateExtensionOfAppointment(
  services: Services,
  accountId: string,
  id: string,
  extension: AppointmentExtensionInput,
): Promise<AppointmentView> {
  const row = await ownAppointment(services.db, accountId, id, false);
  const rating = extension.feedbackRating ?? null;
  if (rating !== null || (extension.feedbackComment ?? null) !== null) {
    const subject = await feedbackSubject(services, row.id);
    if (subject === null) throw apiError('ARO-E1040', 'That appointment is not one of yours.');
    const outcome = await rateAppointment(services, subject, rating, extension.feedbackComment ?? null);
    if (outcome.kind !== 'rated') throw apiError('ARO-E1046', outcome.reason);
  }
  if (extension.heartbeatLinkSeen === true || extension.heartbeatLastSeen === true) {
    return patchAppointment(services, accountId, row.id, {
      heartbeatLinkSeen: extension.heartbeatLinkSeen,
      heartbeatLastSeen: extension.heartbeatLastSeen,
    });
  }
  const fresh = await ownAppointment(services.db, accountId, row.id, false);
  return appointmentView(services.db, fresh);
}
