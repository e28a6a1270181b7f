import { useEffect, useState } from 'react';

/** How often a screen re-reads the clock for its session labels ('Starting In n Mins' counts whole minutes). */
const NOW_REFRESH_MS = 30_000;

/**
 * The current time, refreshed every `intervalMs`. Screens own it and pass it to their cards, so one
 * timer serves a whole list and a card stays a pure function of its props.
 */
export function useNow(intervalMs: number = NOW_REFRESH_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
