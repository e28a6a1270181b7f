import type {
  Resolvers,
  MutationMarkAppointmentArrivedArgs,
  MutationStartSessionArgs,
} from '../../graphql/resolvers.generated';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { organizations } from '../../db/schema';
import type { OrganizationView } from '../organizations';
import { LISTS_OWN_SESSIONS, sessionsShownTo, staffCaller } from './roles';
import { staffSignIn } from './signIn';
import { staffSignOut } from './signOut';
import { todaysSessions, type StaffSessionView } from './staffSessions';
import type { StaffCaller } from './staffTokens';
import {
  cancelSession,
  completeSession,
  markAppointmentArrived,
  markAppointmentFulfilled,
  startSession,
} from './transitions';

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
    .select({
      id: organizations.id,
      orgName: organizations.orgName,
      city: organizations.city,
      address: organizations.address,
      phone: organizations.phone,
      lat: organizations.lat,
      lng: organizations.lng,
    })
    .from(organizations)
    .where(eq(organizations.id, staff.organizationId));
  if (organization === undefined) throw new Error(`Organisation ${staff.organizationId} vanished`);
  return {
    id: staff.id,
    username: staff.username,
    displayName: staff.displayName,
    organization,
    role: staff.role,
    practitionerId: staff.practitionerId,
  };
}

/** A staff operation on one session or appointment, as the signed-in staff member (a doctor: of its own sessions only). */
const onSession =
  (name: 'startSession' | 'completeSession', operation: typeof startSession) =>
  async (_: unknown, args: MutationStartSessionArgs, ctx: RequestContext): Promise<StaffSessionView> =>
    operation(ctx.services, await staffCaller(ctx, name, { sessionId: args.sessionId }), args.sessionId);
const onAppointment =
  (name: 'markAppointmentArrived' | 'markAppointmentFulfilled', operation: typeof markAppointmentArrived) =>
  async (_: unknown, args: MutationMarkAppointmentArrivedArgs, ctx: RequestContext): Promise<StaffSessionView> =>
    operation(ctx.services, await staffCaller(ctx, name, { appointmentId: args.appointmentId }), args.appointmentId);

export const staffResolvers: Resolvers = {
  Query: {
    staffMe: async (_: unknown, _args: unknown, ctx: RequestContext): Promise<StaffMemberView> =>
      memberView(ctx, await staffCaller(ctx, 'staffMe')),
    staffSessions: async (_: unknown, _args: unknown, ctx: RequestContext): Promise<StaffSessionView[]> => {
      const staff = await staffCaller(ctx, 'staffSessions', LISTS_OWN_SESSIONS);
      return todaysSessions(ctx.services.db, staff.organizationId, ctx.services.now(), sessionsShownTo(staff));
    },
  },
  Mutation: {
    staffSignIn: async (
      _: unknown,
      args,
      ctx: RequestContext,
    ): Promise<{ accessToken: string; staff: StaffMemberView }> => {
      const { accessToken, staff } = await staffSignIn(ctx, args.username, args.password);
      return { accessToken, staff: await memberView(ctx, staff) };
    },
    staffSignOut: (_: unknown, _args: unknown, ctx: RequestContext): Promise<boolean> => staffSignOut(ctx),
    startSession: onSession('startSession', startSession),
    completeSession: onSession('completeSession', completeSession),
    // A doctor tells the desk; the desk cancels (and answers the patients' refunds): docs/decisions/0020-staff-roles.md.
    cancelSession: async (_: unknown, args, ctx: RequestContext): Promise<StaffSessionView> =>
      cancelSession(ctx.services, await staffCaller(ctx, 'cancelSession'), args.sessionId),
    markAppointmentArrived: onAppointment('markAppointmentArrived', markAppointmentArrived),
    markAppointmentFulfilled: onAppointment('markAppointmentFulfilled', markAppointmentFulfilled),
  },
};
