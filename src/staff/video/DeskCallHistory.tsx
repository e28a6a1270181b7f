import { useId } from 'react';
import { deskHistoryLine, DESK_TEXT, type DeskHistoryItem } from './videoSessions';

/** A call's connected and disconnected events under its row, oldest first (spec 001 §3), once there are any. */
export function DeskCallHistory({ history }: { history: readonly DeskHistoryItem[] }): React.JSX.Element | null {
  const headingId = useId();
  if (history.length === 0) return null;
  return (
    <section className="staff-call-history" aria-labelledby={headingId}>
      <h4 id={headingId} className="staff-call-history__title">
        {DESK_TEXT.history}
      </h4>
      <ul>
        {history.map((item) => (
          <li key={item.id}>{deskHistoryLine(item)}</li>
        ))}
      </ul>
    </section>
  );
}
