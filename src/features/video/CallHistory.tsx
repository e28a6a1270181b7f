import { formatTimeWithZone } from '../../../domain/days';
import type { CallHistoryItem } from '../../../machines/videoCall.types';
import '../../config/hospitalTime';

const CALL_HISTORY_TEXT = { heading: 'Call history' } as const;

/** 'Doctor connected 9:05 AM': who (spec 001 §3: Doctor for a Practitioner, You otherwise), what, when (hospital time). */
function callHistoryLine(item: CallHistoryItem): string {
  return `${item.label} ${item.participantStatus} ${formatTimeWithZone(Date.parse(item.timestamp))}`;
}

/** The call's connected and disconnected events, oldest first, from the appointment's VIDEOCONF communication. */
export function CallHistory({ history }: { history: readonly CallHistoryItem[] }): React.JSX.Element | null {
  if (history.length === 0) return null;
  return (
    <section className="card" aria-labelledby="call-history-heading">
      <h2 id="call-history-heading" className="section-title">
        {CALL_HISTORY_TEXT.heading}
      </h2>
      <ul className="call-history">
        {history.map((item) => (
          <li key={item.id}>{callHistoryLine(item)}</li>
        ))}
      </ul>
    </section>
  );
}
