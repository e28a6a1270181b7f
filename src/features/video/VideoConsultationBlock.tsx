import { joinRefusal, joinRefusalText } from '../../../domain/videoCall';
import { t } from '../../../i18n/translate';
import type { AppointmentView } from '../../../machines/appointmentView.machine';
import { LOCATION_TEXT } from '../../../domain/locationText';

/**
 * The video appointment's block, in the place of the location (there is none: the doctor is met in the app), and its
 * way into the call (issue 18): Join while it may be joined (paid, inside the session's join
 * window, domain/videoCall.ts joinRefusal), else why not. An unpaid one says nothing here: the page's pay button is
 * the way forward. The server refuses the same cases (ARO-E1090/E1091), so a stale page cannot get round it.
 */
export function VideoConsultationBlock({
  appointment,
  now,
  onJoin,
}: {
  appointment: AppointmentView;
  now: number;
  onJoin: () => void;
}): React.JSX.Element | null {
  const { session } = appointment;
  if (!session.video) return null;
  const refusal = joinRefusal({
    now,
    video: session.video,
    appointmentStatus: appointment.status,
    paid: appointment.paymentStatus === 'paid',
    sessionStatus: session.status,
    startTime: session.startTime,
    endTime: session.endTime,
  });
  return (
    <section className="location-box" aria-labelledby="video-consultation-heading">
      <h2 id="video-consultation-heading" className="section-title">
        {t('video.block.heading')}
      </h2>
      <p>{LOCATION_TEXT.videoExplanation(appointment.hospital.name)}</p>
      {refusal === null ? (
        <button type="button" className="button button--primary" onClick={onJoin}>
          {t('video.block.join')}
        </button>
      ) : refusal === 'unpaid' ? null : (
        <p>{joinRefusalText(refusal)}</p>
      )}
    </section>
  );
}
