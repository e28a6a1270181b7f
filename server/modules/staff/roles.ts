import { eq } from 'drizzle-orm';
import {
  ROLE_REFUSAL_TEXT,
  roleMay,
  roleRefusal,
  STAFF_RULES,
  type OwnSessionsOperation,
  type StaffOperation,
  type StaffRule,
} from '../../../domain/staffRoles';
import type { RequestContext } from '../../context';
import type { Db } from '../../db/connect';
import { appointments, sessions } from '../../db/schema';
import { apiError } from '../../graphql/apiError';
import { staffOfToken, type StaffCaller } from './staffTokens';

/**
 * What an own-sessions operation is about: a session, an appointment (of its session), or `LISTS_OWN_SESSIONS`
 * when it lists sessions and narrows the list itself with `sessionsShownTo`.
 */
export type SessionTarget =
  { readonly sessionId: string } | { readonly appointmentId: string } | typeof LISTS_OWN_SESSIONS;

/** The target of a list that shows a doctor only its own sessions (the resolver filters by `sessionsShownTo`). */
export const LISTS_OWN_SESSIONS = 'lists own sessions only';

type OtherOperation = Exclude<StaffOperation, OwnSessionsOperation>;

/** The session of a target, when there is one. */
async function sessionOf(
  db: Db,
  target: Exclude<SessionTarget, typeof LISTS_OWN_SESSIONS>,
): Promise<{ practitionerId: string; organizationId: string } | undefined> {
  const columns = { practitionerId: sessions.practitionerId, organizationId: sessions.organizationId };
  if ('sessionId' in target)
    return (await db.select(columns).from(sessions).where(eq(sessions.id, target.sessionId)))[0];
  return (
    await db
      .select(columns)
      .from(appointments)
      .innerJoin(sessions, eq(sessions.id, appointments.sessionId))
      .where(eq(appointments.id, target.appointmentId))
  )[0];
}

/** Which of its hospital's sessions a list shows the staff member: all of them (front desk), or a doctor's own only (none without a practitioner). */
export type SessionsShown = { readonly all: true } | { readonly practitionerId: string | null };

export function sessionsShownTo(staff: StaffCaller): SessionsShown {
  return staff.role === 'front_desk'
    ? { all: true }
    : { practitionerId: staff.role === 'doctor' ? staff.practitionerId : null };
}

/**
 * The staff member when the role table (domain/staffRoles.ts) lets them use the operation; else ARO-E1014 and nothing
 * happens. A doctor's own-sessions operation on any session but its own, an unknown id included, is refused alike
 * (the answer never tells that an id exists).
 */
async function permitted(
  db: Db,
  staff: StaffCaller,
  operation: StaffOperation,
  target: SessionTarget | undefined,
): Promise<StaffCaller> {
  if (!roleMay(staff.role, operation)) throw apiError('ARO-E1014', roleRefusal(staff.role, operation));
  if (staff.role !== 'doctor') return staff;
  const rule: StaffRule = STAFF_RULES[operation];
  if (rule.doctor !== 'ownSessions' || target === LISTS_OWN_SESSIONS) return staff;
  if (target === undefined) throw new Error(`${operation} is checked without the session it is about`);
  const session = await sessionOf(db, target);
  const own =
    session !== undefined &&
    staff.practitionerId !== null &&
    session.practitionerId === staff.practitionerId &&
    session.organizationId === staff.organizationId;
  if (!own) throw apiError('ARO-E1014', ROLE_REFUSAL_TEXT.notOwnSession);
  return staff;
}

/**
 * The signed-in staff member, for `operation` (a field of server/schema.graphql): the one way a resolver reaches a
 * staff caller, so no staff operation goes without its role check. Token refusals as ctx.callerStaff (E1022-E1024).
 */
export function staffCaller(ctx: RequestContext, operation: OtherOperation): Promise<StaffCaller>;
export function staffCaller(
  ctx: RequestContext,
  operation: OwnSessionsOperation,
  target: SessionTarget,
): Promise<StaffCaller>;
export async function staffCaller(
  ctx: RequestContext,
  operation: StaffOperation,
  target?: SessionTarget,
): Promise<StaffCaller> {
  return permitted(ctx.services.db, await ctx.callerStaff(), operation, target);
}

/**
 * staffCaller with the token read again (not the operation's cached caller): at every push of a subscription, whose
 * context lives as long as it does, so a signed-out or expired token's push carries the error.
 */
export async function staffCallerNow(ctx: RequestContext, operation: OtherOperation): Promise<StaffCaller> {
  const { db, now } = ctx.services;
  return permitted(db, await staffOfToken(db, ctx.accessToken, now()), operation, undefined);
}
