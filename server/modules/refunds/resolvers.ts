import type { RequestContext } from '../../context';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { startWith, type Topics } from '../../pubsub';
import { staffCaller, staffCallerNow } from '../staff';
import { createRefund } from './createRefund';
import type { RefundView } from './refundViews';
import { actOnRefund } from './staffRefundActions';
import { hospitalRefunds, type StaffRefundView } from './staffRefunds';

/** Refund requests: patients ask of their own appointments; staff see and act on their own hospital's only. */
export const refundResolvers: Resolvers = {
  Query: {
    staffRefunds: async (_: unknown, _args: unknown, ctx: RequestContext): Promise<StaffRefundView[]> =>
      hospitalRefunds(ctx.services.db, (await staffCaller(ctx, 'staffRefunds')).organizationId),
  },
  Mutation: {
    createRefund: async (_: unknown, args, ctx: RequestContext): Promise<RefundView> =>
      createRefund(ctx.services, await ctx.callerAccountId(), args.input),
    staffApproveRefund: async (_: unknown, args, ctx: RequestContext): Promise<StaffRefundView> =>
      actOnRefund(ctx.services, await staffCaller(ctx, 'staffApproveRefund'), args.id, 'approve'),
    staffMarkRefunded: async (_: unknown, args, ctx: RequestContext): Promise<StaffRefundView> =>
      actOnRefund(ctx.services, await staffCaller(ctx, 'staffMarkRefunded'), args.id, 'markRefunded'),
  },
  Subscription: {
    staffRefundsChanged: {
      // The hospital's queue now, then again whenever one of its refunds changes.
      subscribe: async (
        _: unknown,
        _args: unknown,
        ctx: RequestContext,
      ): Promise<AsyncIterableIterator<Topics['staffRefundsChanged']>> => {
        const { organizationId } = await staffCaller(ctx, 'staffRefundsChanged');
        return startWith({ organizationId }, ctx.services.pubsub.subscribe('staffRefundsChanged', organizationId));
      },
      // The staff token is checked again at every push: a signed-out console gets an error, not the queue.
      resolve: async (
        payload: Topics['staffRefundsChanged'],
        _args: unknown,
        ctx: RequestContext,
      ): Promise<StaffRefundView[]> => {
        await staffCallerNow(ctx, 'staffRefundsChanged');
        return hospitalRefunds(ctx.services.db, payload.organizationId);
      },
    },
  },
};
