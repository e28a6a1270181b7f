import { eq } from 'drizzle-orm';
import type { RequestContext, Services } from '../../context';
import { organizations, staffAccounts } from '../../db/schema';
import { apiError } from '../../graphql/apiError';
import { limiterPerServer, type RateLimiter } from '../../rateLimit';
import type { OrganizationView } from '../organizations/resolvers';
import { decoyHash, verifyPassword } from './password';
import { LISTS_OWN_SESSIONS, sessionsShownTo, staffCaller } from './roles';
import { staffSignOut } from './signOut';
import { todaysSessions, type StaffSessionView } from './staffSessions';
import { issueStaffToken, type StaffCaller } from './staffTokens';
import { cancelSession, completeSession, markAppointmentArrived, markAppointmentFulfilled, startSession } from './transitions';

/** server/schema.graphql `StaffMember`. */
export interface StaffMemberView {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
  readonly organization: OrganizationView;
  readonly role: StaffCaller['role'];
  readonly practitionerId: string | null;
}

async function memberView(ctx: RequestContext, staff: StaffCaller): Promise<StaffMemberView> {
  const [organization] = await ctx.services.db
    .select({ id: organizations.id, orgName: organizations.orgName, city: organizations.city, address: organizations.address, phone: organizations.phone, lat: organizations.lat, lng: organizations.lng })
    .from(organizations)
    .where(eq(organizations.id, staff.organizationId));
  if (organization === undefined) throw new Error(`Organisation ${staff.organizationId} vanished`);
  return { id: staff.id, username: staff.username, displayName: staff.displayName, organization, role: staff.role, practitionerId: staff.practitionerId };
}

/** Failed staff sign-ins allowed per username and per client address (clientKey) in SIGN_IN_WINDOW_MS. */
export const SIGN_IN_FAILURES_PER_USERNAME = 10;
export const SIGN_IN_FAILURES_PER_ADDRESS = 30;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

interface SignInLimits {
  readonly byUsername: RateLimiter;
  readonly byAddress: RateLimiter;
}

const failuresByUsername = limiterPerServer({ name: 'staff-sign-in-user', limit: SIGN_IN_FAILURES_PER_USERNAME, windowMs: SIGN_IN_WINDOW_MS });
const failuresByAddress = limiterPerServer({ name: 'staff-sign-in-address', limit: SIGN_IN_FAILURES_PER_ADDRESS, windowMs: SIGN_IN_WINDOW_MS });

/** The server's staff sign-in limiters (made on first use; shared by every instance, like the code request limiter). */
function signInLimitsOf(services: Services): SignInLimits {
  return { byUsername: failuresByUsername(services), byAddress: failuresByAddress(services) };
}

/**
 * Wrong username and wrong password answer alike (ARO-E1045), and an unknown username still runs scrypt
 * against a decoy hash, so the time taken does not tell which one was wrong. Every attempt counts against
 * its username and its client address before any scrypt work (so concurrent guesses count too) and a
 * successful one is forgiven: past the limit of failures, ARO-E1033.
 */
async function staffSignIn(ctx: RequestContext, username: string, password: string): Promise<{ accessToken: string; staff: StaffMemberView }> {
  const { db } = ctx.services;
  const name = username.trim().toLowerCase();
  const { byUsername, byAddress } = signInLimitsOf(ctx.services);
  const [userTaken, addressTaken] = await Promise.all([byUsername.take(name), byAddress.take(ctx.clientKey)]);
  const forgive = async (): Promise<void> => {
    await Promise.all([userTaken ? byUsername.forgive(name) : undefined, addressTaken ? byAddress.forgive(ctx.clientKey) : undefined]);
  };
  if (!userTaken || !addressTaken) {
    await forgive();
    throw apiError('ARO-E1033');
  }
  const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.username, name));
  const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyHash()));
  if (account === undefined || !matches) throw apiError('ARO-E1045');
  await forgive();
  const accessToken = await issueStaffToken(db, account.id, ctx.services.now());
  return { accessToken, staff: await memberView(ctx, account) };
}

/** A staff operation on one session or appointment, as the signed-in staff member (a doctor: of its own sessions only). */
const onSession =
  (name: 'startSession' | 'completeSession', operation: typeof startSession) =>
  async (_: unknown, args: { sessionId: string }, ctx: RequestContext): Promise<StaffSessionView> =>
    operation(ctx.services, await staffCaller(ctx, name, { sessionId: args.sessionId }), args.sessionId);
const onAppointment =
  (name: 'markAppointmentArrived' | 'markAppointmentFulfilled', operation: typeof markAppointmentArrived) =>
  async (_: unknown, args: { appointmentId: string }, ctx: RequestContext): Promise<StaffSessionView> =>
    operation(ctx.services, await staffCaller(ctx, name, { appointmentId: args.appointmentId }), args.appointmentId);

export const staffResolvers = {
  Query: {
    staffMe: async (_: unknown, _args: unknown, ctx: RequestContext): Promise<StaffMemberView> => memberView(ctx, await staffCaller(ctx, 'staffMe')),
    staffSessions: async (_: unknown, _args: unknown, ctx: RequestContext): Promise<StaffSessionView[]> => {
      const staff = await staffCaller(ctx, 'staffSessions', LISTS_OWN_SESSIONS);
      return todaysSessions(ctx.services.db, staff.organizationId, ctx.services.now(), sessionsShownTo(staff));
    },
  },
  Mutation: {
    staffSignIn: (_: unknown, args: { username: string; password: string }, ctx: RequestContext): Promise<{ accessToken: string; staff: StaffMemberView }> =>
      staffSignIn(ctx, args.username, args.password),
    staffSignOut: (_: unknown, _args: unknown, ctx: RequestContext): Promise<boolean> => staffSignOut(ctx),
    startSession: onSession('startSession', startSession),
    completeSession: onSession('completeSession', completeSession),
    // A doctor tells the desk; the desk cancels (and answers the patients' refunds): docs/DECISIONS.md § Staff roles on the server.
    cancelSession: async (_: unknown, args: { sessionId: string }, ctx: RequestContext): Promise<StaffSessionView> =>
      cancelSession(ctx.services, await staffCaller(ctx, 'cancelSession'), args.sessionId),
    markAppointmentArrived: onAppointment('markAppointmentArrived', markAppointmentArrived),
    markAppointmentFulfilled: onAppointment('markAppointmentFulfilled', markAppointmentFulfilled),
  },
};
