import { useEffect, useId } from 'react';
import { formatShortDate } from '../../../domain/days';
import { useNow } from '../../lib/useNow';
import { Notice } from '../../ui/Notice';
import { useDoctorCall } from './doctorCallContext';
import { useVideoSessions, VIDEO_DESK_REFRESH_MS } from './useVideoSessions';
import { VideoSessionItem } from './VideoSessionItem';
import { DESK_TEXT } from './videoSessions';
import '../../config/hospitalTime';
import './video.css';

/**
 * The doctor's Video tab (issue 18): today's video sessions of the signed-in doctor and their paid patients, each
 * with its presence in the call, the device report, Start call and Mark fulfilled, and the call history.
 */
export function DoctorDesk(): React.JSX.Element {
  const { sessions, error, reload } = useVideoSessions();
  const { closedCalls } = useDoctorCall();
  const titleId = useId();
  // The join window opens and closes while the desk is open: read the clock as often as the list.
  const now = useNow(VIDEO_DESK_REFRESH_MS);

  // A call that closed changed the statuses and the history.
  useEffect(() => {
    if (closedCalls > 0) reload();
  }, [closedCalls, reload]);

  return (
    <section className="staff-board" aria-labelledby={titleId}>
      <div className="staff-board__head">
        <h2 id={titleId} className="staff-board__title">
          {DESK_TEXT.heading} <span className="staff-board__date">{formatShortDate(now)}</span>
        </h2>
        <button type="button" className="button button--secondary button--small" onClick={reload}>
          Refresh
        </button>
      </div>
      {error === null ? null : <Notice tone="error">{error}</Notice>}
      {sessions === null ? (
        error === null ? (
          <p role="status">Loading video sessions…</p>
        ) : null
      ) : sessions.length === 0 ? (
        <p>{DESK_TEXT.empty}</p>
      ) : (
        <ul className="staff-board__list" aria-labelledby={titleId}>
          {sessions.map((session) => (
            <VideoSessionItem key={session.id} session={session} now={now} onChanged={reload} />
          ))}
        </ul>
      )}
    </section>
  );
}
