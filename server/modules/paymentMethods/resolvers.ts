import type { RequestContext } from '../../context';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { deletePaymentMethod } from './deleteCard';
import { initiateCardTokenisation, type CardTokenisationView } from './initiateTokenisation';
import type { PaymentMethodView } from './savedCards';
import { setDefaultPaymentMethod } from './setDefault';

/** Saved cards: set default, delete, and adding one through the gateway's tokenisation (docs/PAYMENTS.md). */
export const paymentMethodResolvers: Resolvers = {
  Mutation: {
    setDefaultPaymentMethod: async (_: unknown, args, ctx: RequestContext): Promise<PaymentMethodView[]> =>
      setDefaultPaymentMethod(ctx.services, await ctx.callerAccountId(), args.id),
    deletePaymentMethod: async (_: unknown, args, ctx: RequestContext): Promise<PaymentMethodView[]> =>
      deletePaymentMethod(ctx.services, await ctx.callerAccountId(), args.id),
    initiateCardTokenisation: async (_: unknown, args, ctx: RequestContext): Promise<CardTokenisationView> =>
      initiateCardTokenisation(ctx.services, await ctx.callerAccountId(), args.input),
  },
};
