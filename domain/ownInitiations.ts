import { OTP_TTL_MS, RESEND_COUNTDOWN_SECONDS, type CodeAlreadySent } from './otp';

/**
 * The codes this browser asked for (issue 28). The server never tells which code a number was sent
 * (ARO-E1031 carries no id), so a reload, another tab or the number typed again resumes the code only
 * where it was asked for: the browser keeps number -> initiation id and when it came back.
 */
export interface OwnInitiation {
  readonly id: string;
  readonly mobileNo: string;
  /** When the browser got the initiation (its own clock, ms since the epoch). */
  readonly sentAt: number;
}

/** Ours while its code can still be typed; older ones are dropped on every write. */
const KEPT_MS = OTP_TTL_MS;

function isOwnInitiation(value: unknown): value is OwnInitiation {
  if (typeof value !== 'object' || value === null) return false;
  const { id, mobileNo, sentAt } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    id !== '' &&
    typeof mobileNo === 'string' &&
    typeof sentAt === 'number' &&
    Number.isFinite(sentAt)
  );
}

/** The stored list, or none for anything unreadable (hand-edited or an older shape). */
export function parseOwnInitiations(raw: string | null): OwnInitiation[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isOwnInitiation) : [];
  } catch {
    return [];
  }
}

const live = (list: readonly OwnInitiation[], now: number): OwnInitiation[] =>
  list.filter((entry) => now - entry.sentAt >= 0 && now - entry.sentAt < KEPT_MS);

/** The list with this initiation as the number's newest (one per number), its expired ones dropped. */
export function rememberInitiation(
  list: readonly OwnInitiation[],
  initiation: { readonly id: string; readonly mobileNo: string },
  now: number,
): OwnInitiation[] {
  return [
    ...live(list, now).filter((entry) => entry.mobileNo !== initiation.mobileNo),
    { id: initiation.id, mobileNo: initiation.mobileNo, sentAt: now },
  ];
}

/** The list without this initiation (verified, or its code locked or expired: nothing left to resume). */
export function forgetInitiation(list: readonly OwnInitiation[], id: string): OwnInitiation[] {
  return list.filter((entry) => entry.id !== id);
}

/**
 * The code to resume when the server answers ARO-E1031 for `sent`: ours for that number, asked for less
 * than the countdown ago (so it is the code of the countdown the server speaks of, the newest SMS on the
 * phone). Null otherwise: someone else asked (another device behind the same address), or ours is older
 * than the newest code; then there is only the wait.
 */
export function resumableInitiation(
  list: readonly OwnInitiation[],
  sent: CodeAlreadySent,
  now: number,
): OwnInitiation | null {
  const ours = list.find((entry) => entry.mobileNo === sent.mobileNo);
  if (ours === undefined) return null;
  const age = now - ours.sentAt;
  return age >= 0 && age < RESEND_COUNTDOWN_SECONDS * 1000 ? ours : null;
}
