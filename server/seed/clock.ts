export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Sri Lanka is UTC+05:30 all year (no daylight saving): clinic hours are local times there. */
const COLOMBO_OFFSET_MS = 5.5 * HOUR_MS;

/** Midnight in Sri Lanka of the day `days` after the one containing `now`. */
export function colomboMidnight(now: number, days: number): number {
  const local = now + COLOMBO_OFFSET_MS;
  return Math.floor(local / DAY_MS) * DAY_MS - COLOMBO_OFFSET_MS + days * DAY_MS;
}

/** Rounds down to a quarter hour, as clinic times are. */
export function quarterHourBefore(time: number): number {
  return Math.floor(time / (15 * MINUTE_MS)) * 15 * MINUTE_MS;
}
