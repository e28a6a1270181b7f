import { and, count, eq, ne } from 'drizzle-orm';
import type { Services } from '../../context';
import { sessions } from '../../db/schema';
import { appointments } from './tables';
import { apiError } from '../../graphql/apiError';
import { CONSULTATION } from '../sessions';
import type { DbOrTx } from '../../db/dbOrTx';

/** Taking a session's next token, shared by booking (createAppointment) and rescheduling (rescheduleAppointment). */

const TOKEN_RETRIES = 5;
const TOKEN_CONSTRAINT = 'appointments_session_token_unique';

export const SESSION_FULL = 'This session is full.';
const SESSION_OVER = 'This session is over.';
const SESSION_CANCELLED = 'This session was cancelled.';
const SESSION_NOT_FOUND = 'This session was not found.';

/** The database refused a token already taken (the unique key, in Drizzle's cause). */
function isTokenTaken(error: unknown): boolean {
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  if (typeof cause !== 'object' || cause === null) return false;
  const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === TOKEN_CONSTRAINT;
}

/** Why a session cannot take a booking now, or null when it can. */
function bookingRefusal(
  session: { status: string; endTime: Date; appointmentMaxAllowed: number },
  active: number,
  now: number,
): string | null {
  if (session.status === 'practitioner_canceled' || session.status === 'provider_aborted') return SESSION_CANCELLED;
  if (session.status === 'completed' || session.endTime.getTime() <= now) return SESSION_OVER;
  if (session.status !== 'scheduled' && session.status !== 'started') return SESSION_OVER;
  if (session.appointmentMaxAllowed !== -1 && active >= session.appointmentMaxAllowed) return SESSION_FULL;
  return null;
}

/** A consultation session of the tenant's network, row-locked, with its next token and why it cannot be booked. */
export interface LockedSession {
  readonly session: typeof sessions.$inferSelect;
  /** The session's appointments of every status plus one: a cancelled token is never given again. */
  readonly nextToken: number;
  readonly refusal: string | null;
}

/**
 * Locks the session row (concurrent bookings count one after the other) and counts it: the token is the
 * number of its appointments (all statuses) plus one; the capacity counts the ones not cancelled.
 * Sessions outside the tenant's network are not found (ARO-E1041).
 */
export async function lockSessionForBooking(
  tx: DbOrTx,
  services: Services,
  sessionId: string,
  now: number,
): Promise<LockedSession> {
  const [session] = await tx.select().from(sessions).where(eq(sessions.id, sessionId)).for('update');
  if (
    session === undefined ||
    session.serviceType !== CONSULTATION ||
    !services.tenant.organizationIds.includes(session.organizationId)
  ) {
    throw apiError('ARO-E1041', SESSION_NOT_FOUND);
  }
  const [all] = await tx.select({ n: count() }).from(appointments).where(eq(appointments.sessionId, session.id));
  const [active] = await tx
    .select({ n: count() })
    .from(appointments)
    .where(and(eq(appointments.sessionId, session.id), ne(appointments.status, 'cancelled')));
  return { session, nextToken: (all?.n ?? 0) + 1, refusal: bookingRefusal(session, active?.n ?? 0, now) };
}

/** Runs a transaction that takes a token again when the unique (session, token) key refused the one it took. */
export async function withTokenRetries<T>(attemptOnce: (now: number) => Promise<T>, now: () => number): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptOnce(now());
    } catch (error) {
      if (!isTokenTaken(error) || attempt >= TOKEN_RETRIES) throw error;
    }
  }
}
