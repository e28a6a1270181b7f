import { afterAll, beforeAll } from 'vitest';

/**
 * For the tests of a file: the device's clock set to another zone (process.env.TZ, which Node reads again on
 * change), put back after. tests/setup.ts sets the hospital's own zone for every other test.
 */
export function deviceInZone(zone: string): void {
  const deviceZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (deviceZone === undefined) delete process.env.TZ;
    else process.env.TZ = deviceZone;
  });
}
