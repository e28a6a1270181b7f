import { formatTimeWithZone } from '../../../domain/days';
import type { CallHistoryItem } from '../../../machines/videoCall.types';
import { t } from '../../../i18n/translate';
import '../../config/hospitalTime';

/** 'Doctor connected 9:05 AM': who (spec 001 §3: Doctor for a Practitioner, You otherwise), what, when (hospital time). */
function callHistoryLine(item: CallHistoryItem): string {
  return t('video.history.line', {
    who: item.label,
    status: item.participantStatus,
    time: formatTimeWithZone(Date.parse(item.timestamp)),
  });
}

/** The call's connected and disconnected events, oldest first, from the appointment's VIDEOCONF communication. */
export function CallHistory({ history }: { history: readonly CallHistoryItem[] }): React.JSX.Element | null {
  if (history.length === 0) return null;
  return (
    <section className="card" aria-labelledby="call-history-heading">
      <h2 id="call-history-heading" className="section-title">
        {t('video.history.heading')}
      </h2>
      <ul className="call-history">
        {history.map((item) => (
          <li key={item.id}>{callHistoryLine(item)}</li>
        ))}
      </ul>
    </section>
  );
}
