import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { organizations } from '../../db/schema';
import type { OrganizationView } from '../organizations/resolvers';
import { staffSignIn } from './signIn';
import { todaysSessions, type StaffSessionView } from './staffSessions';
import type { StaffCaller } from './staffTokens';
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

/** A staff operation on one session or appointment, named by the argument `key`, as the signed-in staff member. */
const staffMutation =
  <Key extends 'sessionId' | 'appointmentId'>(key: Key, operation: typeof startSession) =>
  async (_: unknown, args: Readonly<Record<Key, string>>, ctx: RequestContext): Promise<StaffSessionView> =>
    operation(ctx.services, await ctx.callerStaff(), args[key]);

export const staffResolvers = {
  Query: {
    staffMe: async (_: unknown, _args: unknown, ctx: RequestContext): Promise<StaffMemberView> => memberView(ctx, await ctx.callerStaff()),
    staffSessions: async (_: unknown, _args: unknown, ctx: RequestContext): Promise<StaffSessionView[]> =>
      todaysSessions(ctx.services.db, (await ctx.callerStaff()).organizationId, ctx.services.now()),
  },
  Mutation: {
    staffSignIn: async (_: unknown, args: { username: string; password: string }, ctx: RequestContext): Promise<{ accessToken: string; staff: StaffMemberView }> => {
      const { accessToken, staff } = await staffSignIn(ctx, args.username, args.password);
      return { accessToken, staff: await memberView(ctx, staff) };
    },
    startSession: staffMutation('sessionId', startSession),
    completeSession: staffMutation('sessionId', completeSession),
    cancelSession: staffMutation('sessionId', cancelSession),
    markAppointmentArrived: staffMutation('appointmentId', markAppointmentArrived),
    markAppointmentFulfilled: staffMutation('appointmentId', markAppointmentFulfilled),
  },
};
