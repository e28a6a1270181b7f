import { and, eq, isNull } from 'drizzle-orm';
import { FEEDBACK_LOCK_MS, feedbackInputProblem } from '../../../domain/feedback';
import { isClosedOrderStatus } from '../../../domain/orderStatus';
import { cleanNote, cleanOptionalNote } from '../../../domain/textSafety';
import type { Services } from '../../context';
import { patients } from '../../db/schema';
import { serviceRequests, type OrderNote } from './tables';
import { apiError } from '../../graphql/apiError';
import { accountsOrder } from './orderAccess';
import { updateOrderIf } from './orderUpdate';
import { serviceRequestView, type OrderRow, type ServiceRequestView } from './orderView';
import { publishOrderChange } from './publishOrder';

/** server/schema.graphql `ServiceRequestExtensionInput`. */
export interface ServiceRequestExtensionInput {
  readonly note?: string | null;
  readonly feedbackRating?: number | null;
  readonly feedbackComment?: string | null;
}

export const ORDER_NOTE_MAX = 1000;

async function patientNote(services: Services, row: OrderRow, text: string): Promise<OrderNote> {
  const [patient] = await services.db
    .select({ given: patients.given, family: patients.family })
    .from(patients)
    .where(eq(patients.id, row.patientId));
  const name = [...(patient?.given ?? []), patient?.family ?? ''].join(' ').trim();
  return {
    authorReference: `Patient/${row.patientId}`,
    authorDisplay: name === '' ? 'Patient' : name,
    time: new Date(services.now()).toISOString(),
    text,
  };
}

/** The patient's reply, appended to the thread: the hospital sees patientReplied. A closed order takes none. */
async function reply(services: Services, row: OrderRow, note: string): Promise<OrderRow> {
  const text = cleanNote(note).trim();
  if (text === '') throw apiError('ARO-E1046', 'Please write a message.');
  if (text.length > ORDER_NOTE_MAX)
    throw apiError('ARO-E1046', `Please keep the message under ${ORDER_NOTE_MAX} characters.`);
  if (isClosedOrderStatus(row.orderStatus)) throw apiError('ARO-E1073', 'This order is closed.');
  const added = await patientNote(services, row, text);
  return updateOrderIf(services, row, { notes: [...row.notes, added], orderCommunicationStatus: 'patientReplied' });
}

/**
 * The service rating (domain/feedback.ts rules: 1–10, a comment under the limit): once, only on a closed order,
 * until 30 days after it closed. The update is conditional on no rating yet, so of two submits one is stored.
 */
async function rate(
  services: Services,
  row: OrderRow,
  rating: number,
  sent: string | null | undefined,
): Promise<OrderRow> {
  const comment = cleanOptionalNote(sent);
  const problem = feedbackInputProblem(rating, comment);
  if (problem !== null) throw apiError('ARO-E1046', problem);
  if (row.feedbackRating !== null) throw apiError('ARO-E1046', 'Feedback was already given for this order.');
  if (!isClosedOrderStatus(row.orderStatus) || row.closedTime === null)
    throw apiError('ARO-E1046', 'Feedback opens once the order is completed.');
  if (services.now() - row.closedTime.getTime() > FEEDBACK_LOCK_MS)
    throw apiError('ARO-E1046', 'Feedback for this order is closed.');
  const now = new Date(services.now());
  const [updated] = await services.db
    .update(serviceRequests)
    .set({
      feedbackRating: rating,
      feedbackComment: comment?.trim() === '' ? null : (comment?.trim() ?? null),
      feedbackTime: now,
      updatedTime: now,
    })
    .where(and(eq(serviceRequests.id, row.id), isNull(serviceRequests.feedbackRating)))
    .returning();
  if (updated === undefined) throw apiError('ARO-E1046', 'Feedback was already given for this order.');
  publishOrderChange(services.pubsub, updated);
  return updated;
}

/** updateExtensionOfServiceRequest: the patient's reply and the rating of one of the account's orders. */
export async function updateOrderExtension(
  services: Services,
  accountId: string,
  id: string,
  extension: ServiceRequestExtensionInput,
): Promise<ServiceRequestView> {
  let row = await accountsOrder(services.db, accountId, id);
  if (extension.note !== null && extension.note !== undefined) row = await reply(services, row, extension.note);
  if (extension.feedbackRating !== null && extension.feedbackRating !== undefined)
    row = await rate(services, row, extension.feedbackRating, extension.feedbackComment);
  return serviceRequestView(row, services.tenant.payment.currency);
}
