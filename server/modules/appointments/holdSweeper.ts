import type { Services } from '../../context';

/** Releases temporary bookings whose hold has ended (to be written). */
export function startHoldSweeper(_services: Services): { stop(): void } {
  return { stop: () => undefined };
}
