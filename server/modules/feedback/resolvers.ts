import type { RequestContext } from '../../context';
import type { Resolvers } from '../../graphql/resolvers.generated';
import type { AppointmentView } from '../appointments';
import { staffCaller } from '../staff';
import { staffFeedback, type StaffFeedbackView } from './staffFeedback';
import { updateExtensionOfAppointment } from './updateExtension';

export const feedbackResolvers: Resolvers = {
  Query: {
    staffFeedback: async (_: unknown, _args: unknown, ctx: RequestContext): Promise<StaffFeedbackView> =>
      staffFeedback(ctx.services, (await staffCaller(ctx, 'staffFeedback')).organizationId),
  },
  Mutation: {
    updateExtensionOfAppointment: async (_: unknown, args, ctx: RequestContext): Promise<AppointmentView> =>
      updateExtensionOfAppointment(ctx.services, await ctx.callerAccountId(), args.id, args.extension),
  },
};
