import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { outcomeOf } from '../../lib/staffLogin/staffClient';
import { StaffVideoSessionsQuery } from './graphql';
import { toDeskSessions, type DeskSession } from './videoSessions';

/**
 * How often the desk asks again. One query brings new paid bookings and every patient's presence together; a
 * patient joins or leaves a few times per consultation, so 10 s is soon enough for a list the doctor glances at (the
 * call screen itself follows the other side live). One subscription per appointment would be N sockets' worth of
 * work for the same rows, and is refused outside the join window.
 */
export const VIDEO_DESK_REFRESH_MS = 10_000;

export interface VideoSessionsControls {
  /** Null until the first answer. */
  readonly sessions: readonly DeskSession[] | null;
  readonly error: string | null;
  /** Asks again now (after a change made here, or a call that closed). */
  readonly reload: () => void;
}

/** The doctor's video sessions of today: fetched on open, every 10 s and after each action; what is shown stays meanwhile. */
export function useVideoSessions(): VideoSessionsControls {
  const client = useClient();
  const [state, setState] = useState<{ sessions: readonly DeskSession[] | null; error: string | null }>({
    sessions: null,
    error: null,
  });
  const live = useRef(true);

  const reload = useCallback(() => {
    void client
      .query(StaffVideoSessionsQuery, {})
      .toPromise()
      .then((result) => {
        if (!live.current) return;
        const received = outcomeOf(result);
        if (received.ok) setState({ sessions: toDeskSessions(received.data), error: null });
        else setState((current) => ({ ...current, error: received.message }));
      });
  }, [client]);

  useEffect(() => {
    live.current = true;
    reload();
    const timer = setInterval(reload, VIDEO_DESK_REFRESH_MS);
    return () => {
      live.current = false;
      clearInterval(timer);
    };
  }, [reload]);

  return { ...state, reload };
}
