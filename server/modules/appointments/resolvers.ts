import { APPOINTMENT_LIMIT } from '../../../domain/listLimits';
import type { RequestContext } from '../../context';
import { perPublish } from '../../graphql/perPublish';
import type { Resolvers, SubscriptionAppointmentsChangedArgs } from '../../graphql/resolvers.generated';
import { startWith, type Topics } from '../../pubsub';
import { accountOfToken } from '../auth';
import {
  accountAppointments,
  appointmentTokens,
  filterPatientIds,
  type AppointmentTokenView,
  type AppointmentView,
} from './appointmentStore';
import { cancelAppointment } from './cancelAppointment';
import { createAppointment } from './createAppointment';
import { rescheduleAppointment } from './rescheduleAppointment';
import { confirmReservation, patchAppointment } from './updateAppointment';

/** Every subscriber of a session's queue gets the one read made for a change. */
const sharedTokens = perPublish<AppointmentTokenView[]>();

export const appointmentResolvers: Resolvers = {
  Query: {
    queryAppointment: async (_: unknown, args, ctx: RequestContext): Promise<AppointmentView[]> =>
      accountAppointments(
        ctx.services.db,
        await ctx.callerAccountId(),
        args.filter,
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- an explicit null beats the default (GraphQL spec); codegen types defaulted args as present
        args.limit ?? APPOINTMENT_LIMIT,
        ctx.services.now(),
      ),
    queryAppointmentTokens: (_: unknown, args, ctx: RequestContext): Promise<AppointmentTokenView[]> =>
      appointmentTokens(ctx.services.db, args.sessionId),
  },
  Mutation: {
    createAppointment: async (_: unknown, args, ctx: RequestContext): Promise<AppointmentView> =>
      createAppointment(ctx.services, await ctx.callerAccountId(), args.input),
    patchAppointment: async (_: unknown, args, ctx: RequestContext): Promise<AppointmentView> =>
      patchAppointment(ctx.services, await ctx.callerAccountId(), args.id, args.patch),
    confirmReservation: async (_: unknown, args, ctx: RequestContext): Promise<AppointmentView> =>
      confirmReservation(ctx.services, await ctx.callerAccountId(), args.appointmentId),
    cancelAppointment: async (_: unknown, args, ctx: RequestContext): Promise<AppointmentView> =>
      cancelAppointment(ctx.services, await ctx.callerAccountId(), args.appointmentId),
    rescheduleAppointment: async (_: unknown, args, ctx: RequestContext): Promise<AppointmentView> =>
      rescheduleAppointment(ctx.services, await ctx.callerAccountId(), args.input),
  },
  Subscription: {
    appointmentTokensChanged: {
      // Public: the queue now, then again whenever one of the session's appointments changes.
      subscribe: (_: unknown, args, ctx: RequestContext): AsyncIterableIterator<Topics['appointmentTokensChanged']> =>
        startWith(
          { sessionId: args.sessionId },
          ctx.services.pubsub.subscribe('appointmentTokensChanged', args.sessionId),
        ),
      resolve: (
        payload: Topics['appointmentTokensChanged'],
        _args: unknown,
        ctx: RequestContext,
      ): Promise<AppointmentTokenView[]> =>
        sharedTokens(payload, () => appointmentTokens(ctx.services.db, payload.sessionId)),
    },
    appointmentsChanged: {
      // Only the caller's own account is listened to; a filter naming someone else's patient is refused up front.
      subscribe: async (
        _: unknown,
        args,
        ctx: RequestContext,
      ): Promise<AsyncIterableIterator<Topics['appointmentsChanged']>> => {
        const accountId = await ctx.callerAccountId();
        await filterPatientIds(ctx.services.db, accountId, args.filter.patientIds);
        return startWith(
          { accountId, sessionId: args.filter.sessionId ?? '' },
          ctx.services.pubsub.subscribe('appointmentsChanged', accountId),
        );
      },
      // The token is checked again at every push: after logout or expiry a push carries ARO-E1024, not the appointments.
      resolve: async (
        payload: Topics['appointmentsChanged'],
        args: SubscriptionAppointmentsChangedArgs,
        ctx: RequestContext,
      ): Promise<AppointmentView[]> => {
        await accountOfToken(ctx.services.db, ctx.accessToken, ctx.services.now());
        return accountAppointments(
          ctx.services.db,
          payload.accountId,
          args.filter,
          APPOINTMENT_LIMIT,
          ctx.services.now(),
        );
      },
    },
  },
};
