/**
 * Loyalty points (spec 001 §4, §5, §9; the earning rule is ours, docs/decisions/0008-account.md § Loyalty).
 *
 * A paid booking earns the patient it was for one point per whole LKR 100 paid (LKR 2,450.00 earns 24).
 * Points are worth LKR 1 for every LOYALTY_RATE points: the value shown is points / rate.
 */

/** Cents that earn one point (LKR 100). */
export const CENTS_PER_POINT = 10_000;
/** Points per LKR 1 of value: the spec's rate (value = points / rate). */
export const LOYALTY_RATE = 2;
/** The reason code of points earned by a paid booking. */
export const EARNED_BOOKING = 'earned_booking';

/** Points an accepted payment earns: one per whole LKR 100, none for anything else (or for other currencies). */
export function pointsEarned(amountCents: number, currency: string): number {
  if (currency.trim().toUpperCase() !== 'LKR' || !Number.isFinite(amountCents) || amountCents <= 0) return 0;
  return Math.floor(amountCents / CENTS_PER_POINT);
}

/** What the earning transaction says, e.g. 'Points earned for a consultation with Dr. Nimal Perera'. */
export function earnedDescription(doctorName: string): string {
  const doctor = doctorName.trim();
  return doctor === '' ? 'Points earned for a consultation' : `Points earned for a consultation with ${doctor}`;
}

/** The value of the points in money: points divided by the rate; no value for a rate that is not above zero. */
export function loyaltyValue(points: number, rate: number): number | null {
  if (!Number.isFinite(points) || !Number.isFinite(rate) || rate <= 0) return null;
  return points / rate;
}

/** Loyalty entries with zero active points are dropped (spec 001 §4, §9). */
export function activeLoyaltyAccounts<T extends { readonly activePoints: number }>(accounts: readonly T[]): T[] {
  return accounts.filter((account) => account.activePoints !== 0);
}
