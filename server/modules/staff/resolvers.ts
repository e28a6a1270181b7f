import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { organizations, staffAccounts } from '../../db/schema';
import { apiError } from '../../graphql/apiError';
import type { OrganizationView } from '../organizations/resolvers';
import { decoyHash, verifyPassword } from './password';
import { todaysSessions, type StaffSessionView } from './staffSessions';
import { issueStaffToken, type StaffCaller } from './staffTokens';
import { cancelSession, completeSession, markAppointmentArrived, markAppointmentFulfilled, startSession } from './transitions';

/** server/schema.graphql `StaffMember`. */
export interface StaffMemberView {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
  readonly organization: OrganizationView;
}

async function memberView(ctx: RequestContext, staff: StaffCaller): Promise<StaffMemberView> {
  const [organization] = await ctx.services.db
    .select({ id: organizations.id, orgName: organizations.orgName, city: organizations.city, phone: organizations.phone, lat: organizations.lat, lng: organizations.lng })
    .from(organizations)
    .where(eq(organizations.id, staff.organizationId));
  if (organization === undefined) throw new Error(`Organisation ${staff.organizationId} vanished`);
  return { id: staff.id, username: staff.username, displayName: staff.displayName, organization };
}

/**
 * Wrong username and wrong password answer alike (ARO-E1045), and an unknown username still runs scrypt
 * against a decoy hash, so the time taken does not tell which one was wrong.
 */
async function staffSignIn(ctx: RequestContext, username: string, password: string): Promise<{ accessToken: string; staff: StaffMemberView }> {
  const { db } = ctx.services;
  const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.username, username.trim().toLowerCase()));
  const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyHash()));
  if (account === undefined || !matches) throw apiError('ARO-E1045');
  const accessToken = await issueStaffToken(db, account.id, ctx.services.now());
  return { accessToken, staff: await memberView(ctx, account) };
}

type SessionOperation = typeof startSession;

const sessionMutation =
  (operation: SessionOperation) =>
  async (_: unknown, args: { sessionId: string }, ctx: RequestContext): Promise<StaffSessionView> =>
    operation(ctx.services, await ctx.callerStaff(), args.sessionId);

const appointmentMutation =
  (operation: SessionOperation) =>
  async (_: unknown, args: { appointmentId: string }, ctx: RequestContext): Promise<StaffSessionView> =>
    operation(ctx.services, await ctx.callerStaff(), args.appointmentId);

export const staffResolvers = {
  Query: {
    staffMe: async (_: unknown, _args: unknown, ctx: RequestContext): Promise<StaffMemberView> => memberView(ctx, await ctx.callerStaff()),
    staffSessions: async (_: unknown, _args: unknown, ctx: RequestContext): Promise<StaffSessionView[]> =>
      todaysSessions(ctx.services.db, (await ctx.callerStaff()).organizationId, ctx.services.now()),
  },
  Mutation: {
    staffSignIn: (_: unknown, args: { username: string; password: string }, ctx: RequestContext): Promise<{ accessToken: string; staff: StaffMemberView }> =>
      staffSignIn(ctx, args.username, args.password),
    startSession: sessionMutation(startSession),
    completeSession: sessionMutation(completeSession),
    cancelSession: sessionMutation(cancelSession),
    markAppointmentArrived: appointmentMutation(markAppointmentArrived),
    markAppointmentFulfilled: appointmentMutation(markAppointmentFulfilled),
  },
};
