import { createSchema } from 'graphql-yoga';
import type { RequestContext, ServerContext } from '../context';
import { appointmentResolvers } from '../modules/appointments/resolvers';
import { authResolvers } from '../modules/auth/resolvers';
import { chatResolvers } from '../modules/chat/resolvers';
import { documentResolvers } from '../modules/documents/resolvers';
import { feedbackResolvers } from '../modules/feedback/resolvers';
import { loyaltyResolvers } from '../modules/loyalty/resolvers';
import { orderResolvers } from '../modules/orders/resolvers';
import { organizationResolvers } from '../modules/organizations/resolvers';
import { paymentResolvers } from '../modules/payments/resolvers';
import { paymentMethodResolvers } from '../modules/paymentMethods/resolvers';
import { reportResolvers } from '../modules/reports/resolvers';
import { reminderResolvers } from '../modules/reminders/resolvers';
import { refundResolvers } from '../modules/refunds/resolvers';
import { profileResolvers } from '../modules/profiles/resolvers';
import { questionnaireResolvers } from '../modules/questionnaires/resolvers';
import { sessionResolvers } from '../modules/sessions/resolvers';
import { staffResolvers } from '../modules/staff/resolvers';
import { videoResolvers } from '../modules/video/resolvers';
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
    ],
  });
}
