import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { StaffSessionsQuery } from './graphql/staff';
import { outcomeOf } from '../lib/staffLogin/staffClient';
import { toBoardSession, type BoardSession } from './staffSessions';

/** Patients book and pay on their own: the board asks again this often. */
const SESSION_BOARD_REFRESH_MS = 30_000;

interface StaffSessionsState {
  /** Null until the first answer. */
  readonly sessions: readonly BoardSession[] | null;
  readonly error: string | null;
}

export interface StaffSessionsControls extends StaffSessionsState {
  /** Asks again now (after a change made here). */
  readonly reload: () => void;
  /** Shows a session a mutation answered with, before the reload does. */
  readonly show: (session: BoardSession) => void;
}

/**
 * Today's sessions of the hospital: fetched on open, every 30 s and after each change. What is shown
 * stays while a new answer is on its way, so the board never blanks and focus stays where it was.
 */
export function useStaffSessions(): StaffSessionsControls {
  const client = useClient();
  const [state, setState] = useState<StaffSessionsState>({ sessions: null, error: null });
  const live = useRef(true);

  const reload = useCallback(() => {
    void client
      .query(StaffSessionsQuery, {})
      .toPromise()
      .then((result) => {
        if (!live.current) return;
        const received = outcomeOf(result);
        if (received.ok) setState({ sessions: received.data.staffSessions.map(toBoardSession), error: null });
        else setState((current) => ({ ...current, error: received.message }));
      });
  }, [client]);

  useEffect(() => {
    live.current = true;
    reload();
    const timer = setInterval(reload, SESSION_BOARD_REFRESH_MS);
    return () => {
      live.current = false;
      clearInterval(timer);
    };
  }, [reload]);

  const show = useCallback((session: BoardSession) => {
    setState((current) => ({
      ...current,
      sessions: current.sessions?.map((shown) => (shown.id === session.id ? session : shown)) ?? null,
    }));
  }, []);

  return { ...state, reload, show };
}
