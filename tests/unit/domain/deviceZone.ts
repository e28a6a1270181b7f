import { afterAll, beforeAll } from 'vitest';

/** The test device's own time zone for the file (process.env.TZ), put back after it: a phone set elsewhere than the hospital. */
export function useDeviceZone(zone: string): void {
  const deviceZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (deviceZone === undefined) delete process.env.TZ;
    else process.env.TZ = deviceZone;
  });
}
