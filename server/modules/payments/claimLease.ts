/**
 * Quick pay claims a booking for one card before charging it (completeBooking). A claim is a lease: the charge
 * call gives up after CHARGE_TIMEOUT_MS, so a claim older than the lease belongs to a request that died (a crash,
 * a lost connection to the gateway), and recovery may ask the gateway what became of it (recovery.ts).
 */
export const CHARGE_TIMEOUT_MS = 15_000;
export const CLAIM_LEASE_MS = 30_000;

/** Whether a claim made at `claimedAt` has outlived its lease at `now`. */
export function claimLapsed(claimedAt: Date | null, now: number, leaseMs: number): boolean {
  return claimedAt === null || claimedAt.getTime() + leaseMs <= now;
}
