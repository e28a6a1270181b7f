import { formatTimeWithZone } from '../../../../domain/days';
import { t } from '../../../../i18n/translate';
import {
  ongoingTokens,
  peopleAhead,
  queueEstimate,
  queueMessage,
  servedTokens,
  slotLengthMinutes,
} from '../../../../domain/queue';
import type { AppointmentView, QueueToken } from '../../../../machines/appointmentView.machine';
import '../../../config/hospitalTime';

const QUEUE_BLOCK_TEXT = {
  get heading(): string {
    return t('appointment.queue.heading');
  },
  get ongoing(): string {
    return t('appointment.queue.ongoing');
  },
  get nobodyYet(): string {
    return t('appointment.queue.nobodyYet');
  },
  get served(): string {
    return t('appointment.queue.served');
  },
  get slot(): string {
    return t('appointment.queue.slot');
  },
  get estimatedTime(): string {
    return t('appointment.queue.estimatedTime');
  },
  waiting: (ahead: number, minutes: number | null): string => {
    if (ahead === 0) return t('appointment.queue.nobodyAhead');
    return minutes === null
      ? t('appointment.queue.ahead', { ahead })
      : t('appointment.queue.aheadWithWait', { ahead, minutes: String(minutes) });
  },
  get loading(): string {
    return t('appointment.queue.loading');
  },
};

const minutesText = (minutes: number): string =>
  t('appointment.queue.minutes', { minutes: String(Math.round(minutes * 10) / 10) });

/**
 * The session's queue around the patient's own token (spec 000 §4), live from the queue subscription:
 * the last three served tokens as Ongoing, the slot length, the estimated time and wait, and the message
 * for the patient ('Next it's your turn. Get ready!', 'Meet your doctor now', 'Please await here').
 */
export function QueueBlock({
  appointment,
  queue,
  now,
}: {
  appointment: AppointmentView;
  queue: readonly QueueToken[] | null;
  now: number;
}): React.JSX.Element {
  const { session } = appointment;
  if (queue === null) {
    return (
      <section className="card" aria-label={QUEUE_BLOCK_TEXT.heading}>
        <h2 className="section-title">{QUEUE_BLOCK_TEXT.heading}</h2>
        <p role="status">{QUEUE_BLOCK_TEXT.loading}</p>
      </section>
    );
  }
  const ongoing = ongoingTokens(queue);
  const slot = slotLengthMinutes(session.startTime, session.endTime, session.appointmentMaxAllowed);
  const ahead = peopleAhead(appointment.tokenNo, queue);
  const message = queueMessage({
    appointmentStatus: appointment.status,
    paid: appointment.paymentStatus === 'paid',
    peopleAhead: ahead,
    slotMinutes: slot,
    video: session.video,
    // Spec 000 §4: an arrived video patient awaits here until the doctor's participant status is connected (live).
    practitionerStatus: appointment.communication?.practitionerStatus ?? null,
    sessionStatus: session.status,
    sessionStart: session.startTime,
    now,
  });
  // The same rule as the wait in the message, so the time and the minutes always agree.
  const estimate =
    slot === null || appointment.status !== 'booked'
      ? null
      : queueEstimate({ sessionStart: session.startTime, now, peopleAhead: ahead, slotMinutes: slot });

  return (
    <section className="card queue" aria-labelledby="queue-heading">
      <h2 id="queue-heading" className="section-title">
        {QUEUE_BLOCK_TEXT.heading}
      </h2>
      <dl className="detail-list">
        <dt>{QUEUE_BLOCK_TEXT.ongoing}</dt>
        <dd>
          {ongoing.length === 0 ? (
            QUEUE_BLOCK_TEXT.nobodyYet
          ) : (
            <ul className="queue__tokens" aria-label={QUEUE_BLOCK_TEXT.ongoing}>
              {ongoing.map((token) => (
                <li key={token} className="queue__token">
                  {token}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{QUEUE_BLOCK_TEXT.served}</dt>
        <dd>{servedTokens(queue).length}</dd>
        <dt>{QUEUE_BLOCK_TEXT.slot}</dt>
        <dd>{slot === null ? t('appointment.notAvailable') : minutesText(slot)}</dd>
        {appointment.status === 'booked' ? (
          <>
            <dt>{QUEUE_BLOCK_TEXT.estimatedTime}</dt>
            <dd>{estimate === null ? t('appointment.notAvailable') : formatTimeWithZone(estimate.time)}</dd>
          </>
        ) : null}
      </dl>
      {/* Live: the queue moves while the page is open, and the patient hears it. */}
      <div role="status" aria-live="polite" className="queue__message">
        {message.kind === 'waiting' ? QUEUE_BLOCK_TEXT.waiting(message.peopleAhead, message.waitMinutes) : null}
        {message.kind === 'next' || message.kind === 'await' ? message.text : null}
        {message.kind === 'meet' ? `${message.text} (${appointment.hospital.name}, ${session.locationName})` : null}
      </div>
    </section>
  );
}
