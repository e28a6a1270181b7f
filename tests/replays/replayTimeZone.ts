import { afterAll, beforeAll } from 'vitest';
import { REPLAY_TIME_ZONE } from './scripts';

/** Runs the calling test file in the hospitals' time zone, as replays are compared (the greeting depends on the local hour). */
export function inReplayTimeZone(): void {
  let timeZone: string | undefined;
  beforeAll(() => {
    timeZone = process.env.TZ;
    process.env.TZ = REPLAY_TIME_ZONE;
  });
  afterAll(() => {
    if (timeZone === undefined) delete process.env.TZ;
    else process.env.TZ = timeZone;
  });
}
