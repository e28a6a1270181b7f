import { eq } from 'drizzle-orm';
import { FEEDBACK_LOCK_MS } from '../../../domain/feedback';
import type { Services } from '../../context';
import { translatorOf } from '../../i18n';
import { accounts, patients } from '../../db/schema';
import { feedbackLinkUrl, loadFeedbackLinkKey, signFeedbackRef } from './feedbackLink';
import { feedbackSubject } from './rateAppointment';

/**
 * After staff mark an appointment fulfilled: texts the account's number a link to the public feedback page,
 * valid until the feedback lock. Called once per fulfilment (the staff transition's row lock lets only one
 * caller fulfil). A failed send is logged, never undoes the fulfilment.
 */
export async function sendFeedbackLink(services: Services, appointmentId: string): Promise<void> {
  try {
    const subject = await feedbackSubject(services, appointmentId);
    if (subject === null || subject.feedbackRating !== null) return;
    const [owner] = await services.db
      .select({ mobileNo: accounts.mobileNo, language: accounts.language })
      .from(patients)
      .innerJoin(accounts, eq(accounts.id, patients.accountId))
      .where(eq(patients.id, subject.patientId));
    if (owner === undefined) return;
    const ref = signFeedbackRef(
      await loadFeedbackLinkKey(services.db),
      appointmentId,
      subject.start + FEEDBACK_LOCK_MS,
    );
    // In the account's language (issue 32).
    const text = translatorOf(owner.language)('sms.feedbackLink', {
      hospital: subject.organizationName,
      link: feedbackLinkUrl(services.publicUrl(), ref),
    });
    await services.sms.send(owner.mobileNo, text);
  } catch (error) {
    services.logger.error({ err: error, appointmentId }, 'feedback link not sent');
  }
}
