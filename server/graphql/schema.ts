import { createSchema } from 'graphql-yoga';
import type { RequestContext, ServerContext } from '../context';
import { appointmentResolvers } from '../modules/appointments';
import { authResolvers } from '../modules/auth';
import { chatResolvers } from '../modules/chat';
import { documentResolvers } from '../modules/documents';
import { feedbackResolvers } from '../modules/feedback';
import { loyaltyResolvers } from '../modules/loyalty';
import { orderResolvers } from '../modules/orders';
import { organizationResolvers } from '../modules/organizations';
import { paymentResolvers } from '../modules/payments';
import { paymentMethodResolvers } from '../modules/paymentMethods';
import { reportResolvers } from '../modules/reports';
import { reminderResolvers } from '../modules/reminders';
import { runResolvers } from '../modules/runs';
import { refundResolvers } from '../modules/refunds';
import { profileResolvers } from '../modules/profiles';
import { questionnaireResolvers } from '../modules/questionnaires';
import { sessionResolvers } from '../modules/sessions';
import { staffResolvers } from '../modules/staff';
import { videoResolvers } from '../modules/video';
import { typeDefs } from './typeDefs';

/** The modules' SDL (server/graphql/typeDefs.ts) with every module's resolvers. */
export function buildSchema(): ReturnType<typeof createSchema<ServerContext & RequestContext>> {
  return createSchema<ServerContext & RequestContext>({
    typeDefs: typeDefs(),
    resolvers: [
      authResolvers,
      profileResolvers,
      organizationResolvers,
      sessionResolvers,
      appointmentResolvers,
      paymentResolvers,
      staffResolvers,
      chatResolvers,
      paymentMethodResolvers,
      loyaltyResolvers,
      documentResolvers,
      feedbackResolvers,
      questionnaireResolvers,
      refundResolvers,
      orderResolvers,
      reportResolvers,
      videoResolvers,
      reminderResolvers,
      runResolvers,
    ],
  });
}
