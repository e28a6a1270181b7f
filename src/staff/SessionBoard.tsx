import { useId } from 'react';
import { formatShortDate } from '../../domain/days';
import { useNow } from '../lib/useNow';
import { Notice } from '../ui/Notice';
import { SessionItem } from './SessionItem';
import { useStaffSessions } from './useStaffSessions';
import '../config/hospitalTime';

/** The Sessions tab: today's sessions of the hospital, with start, arrivals, fulfilment, complete and cancel. */
export function SessionBoard(): React.JSX.Element {
  const { sessions, error, reload, show } = useStaffSessions();
  const titleId = useId();
  const now = useNow();

  return (
    <section className="staff-board" aria-labelledby={titleId}>
      <div className="staff-board__head">
        <h2 id={titleId} className="staff-board__title">
          Today’s sessions <span className="staff-board__date">{formatShortDate(now)}</span>
        </h2>
        <button type="button" className="button button--secondary button--small" onClick={reload}>
          Refresh
        </button>
      </div>
      {error === null ? null : <Notice tone="error">{error}</Notice>}
      {sessions === null ? (
        error === null ? (
          <p role="status">Loading sessions…</p>
        ) : null
      ) : sessions.length === 0 ? (
        <p>No sessions today.</p>
      ) : (
        <ul className="staff-board__list" aria-labelledby={titleId}>
          {sessions.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              onChanged={(changed) => {
                show(changed);
                reload();
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
