import type { RequestContext } from '../../context';
import type { Resolvers } from '../../graphql/resolvers.generated';
import type { ProfileView } from '../profiles';
import { authenticatePaymentGateway, type GatewayAuthenticationView } from './authenticate';
import { completeBooking, type BookingCompletionView } from './completeBooking';
import { gatewayCallback, myPayments, type PaymentGatewayCallbackView, type PaymentView } from './history';
import { initiateBooking, type BookingView } from './initiateBooking';
import { activeSchemes, loadInvoiceView, prepareInvoice, type ChargingSchemeView, type InvoiceView } from './invoice';
import { savedCards, type PaymentMethodView } from '../paymentMethods';

export const paymentResolvers: Resolvers = {
  Query: {
    queryChargingScheme: async (_: unknown, args, ctx: RequestContext): Promise<ChargingSchemeView[]> => {
      // Not marked public in the schema: the booking flow asks for it signed in.
      await ctx.callerAccountId();
      return activeSchemes(ctx.services.db, args.organizationId);
    },
    queryMyPayments: async (_: unknown, args, ctx: RequestContext): Promise<PaymentView[]> =>
      myPayments(ctx.services.db, await ctx.callerAccountId(), args.filter),
    queryPaymentGatewayCallback: async (
      _: unknown,
      args,
      ctx: RequestContext,
    ): Promise<PaymentGatewayCallbackView | null> =>
      gatewayCallback(ctx.services.db, await ctx.callerAccountId(), args.paymentId),
  },
  Mutation: {
    prepareInvoice: async (_: unknown, args, ctx: RequestContext): Promise<InvoiceView> =>
      prepareInvoice(ctx.services, await ctx.callerAccountId(), args.input),
    initiateBooking: async (_: unknown, args, ctx: RequestContext): Promise<BookingView> =>
      initiateBooking(ctx.services, await ctx.callerAccountId(), args.input),
    completeBooking: async (_: unknown, args, ctx: RequestContext): Promise<BookingCompletionView> =>
      completeBooking(ctx.services, await ctx.callerAccountId(), args),
    authenticatePaymentGateway: async (_: unknown, args, ctx: RequestContext): Promise<GatewayAuthenticationView> =>
      authenticatePaymentGateway(ctx.services, await ctx.callerAccountId(), args.bookingId),
  },
  Profile: {
    // The profile is already the caller's own (queryOneProfile, profileChanged checked the token).
    paymentMethods: (profile: ProfileView, _args: unknown, ctx: RequestContext): Promise<PaymentMethodView[]> =>
      savedCards(ctx.services.db, profile.id),
  },
  Payment: {
    invoice: (payment: PaymentView, _args: unknown, ctx: RequestContext): Promise<InvoiceView | null> =>
      loadInvoiceView(ctx.services.db, payment.invoiceId),
  },
};
