import type { RequestContext } from '../../context';
import { staffCaller } from '../staff/roles';
import {
  appointmentObservations,
  createObservation,
  type ObservationInput,
  type ObservationView,
} from './observations';
import {
  appointmentQuestionnaire,
  createQuestionnaireResponse,
  type AppointmentQuestionnaireView,
  type QuestionnaireResponseInput,
  type QuestionnaireResponseView,
} from './questionnaireStore';
import { staffAppointmentDetails, type StaffAppointmentDetailsView } from './staffDetails';

export const questionnaireResolvers = {
  Query: {
    queryAppointmentQuestionnaire: async (
      _: unknown,
      args: { appointmentId: string },
      ctx: RequestContext,
    ): Promise<AppointmentQuestionnaireView | null> =>
      appointmentQuestionnaire(ctx.services, await ctx.callerAccountId(), args.appointmentId),
    queryObservation: async (
      _: unknown,
      args: { appointmentId: string },
      ctx: RequestContext,
    ): Promise<ObservationView[]> =>
      appointmentObservations(ctx.services, await ctx.callerAccountId(), args.appointmentId),
    staffAppointmentDetails: async (
      _: unknown,
      args: { appointmentId: string },
      ctx: RequestContext,
    ): Promise<StaffAppointmentDetailsView> =>
      staffAppointmentDetails(
        ctx.services,
        (await staffCaller(ctx, 'staffAppointmentDetails', { appointmentId: args.appointmentId })).organizationId,
        args.appointmentId,
      ),
  },
  Mutation: {
    createQuestionnaireResponse: async (
      _: unknown,
      args: { input: QuestionnaireResponseInput },
      ctx: RequestContext,
    ): Promise<QuestionnaireResponseView> =>
      createQuestionnaireResponse(ctx.services, await ctx.callerAccountId(), args.input),
    createObservation: async (
      _: unknown,
      args: { input: ObservationInput },
      ctx: RequestContext,
    ): Promise<ObservationView> => createObservation(ctx.services, await ctx.callerAccountId(), args.input),
  },
};
