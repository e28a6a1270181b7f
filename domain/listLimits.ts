/**
 * How many items one list answer may hold (docs/decisions/0026-limits-on-one-request.md). Spec 000 has the app ask
 * for at most 10,000 practitioners and 5,000 sessions or appointments; the server never returns more, whatever
 * a caller asks. A larger (or smaller) request is clamped, not refused, so the app's own values always work.
 */
export const PRACTITIONER_LIMIT = 10_000;
export const SESSION_LIMIT = 5000;
export const APPOINTMENT_LIMIT = 5000;

/** A requested list size kept within min..max; a missing one is the fallback. */
export function listSize(requested: number | null | undefined, fallback: number, max: number, min = 0): number {
  return Math.max(min, Math.min(max, Math.trunc(requested ?? fallback)));
}
