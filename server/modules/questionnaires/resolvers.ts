import type { RequestContext } from '../../context';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { staffCaller } from '../staff';
import { appointmentObservations, createObservation, type ObservationView } from './observations';
import {
  appointmentQuestionnaire,
  createQuestionnaireResponse,
  type AppointmentQuestionnaireView,
  type QuestionnaireResponseView,
} from './questionnaireStore';
import { staffAppointmentDetails, type StaffAppointmentDetailsView } from './staffDetails';

export const questionnaireResolvers: Resolvers = {
  Query: {
    queryAppointmentQuestionnaire: async (
      _: unknown,
      args,
      ctx: RequestContext,
    ): Promise<AppointmentQuestionnaireView | null> =>
      appointmentQuestionnaire(ctx.services, await ctx.callerAccountId(), args.appointmentId),
    queryObservation: async (_: unknown, args, ctx: RequestContext): Promise<ObservationView[]> =>
      appointmentObservations(ctx.services, await ctx.callerAccountId(), args.appointmentId),
    staffAppointmentDetails: async (_: unknown, args, ctx: RequestContext): Promise<StaffAppointmentDetailsView> =>
      staffAppointmentDetails(
        ctx.services,
        (await staffCaller(ctx, 'staffAppointmentDetails', { appointmentId: args.appointmentId })).organizationId,
        args.appointmentId,
      ),
  },
  Mutation: {
    createQuestionnaireResponse: async (_: unknown, args, ctx: RequestContext): Promise<QuestionnaireResponseView> =>
      createQuestionnaireResponse(ctx.services, await ctx.callerAccountId(), args.input),
    createObservation: async (_: unknown, args, ctx: RequestContext): Promise<ObservationView> =>
      createObservation(ctx.services, await ctx.callerAccountId(), args.input),
  },
};
