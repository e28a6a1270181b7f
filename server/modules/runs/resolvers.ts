import type { RequestContext } from '../../context';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { staffCaller } from '../staff';
import { assistantTranscript } from './handOver';
import { recordRun } from './recordRun';
import { runDropOff } from './runDropOff';
import { listRuns, openRun } from './runQueries';
import type { RecordedRunSummaryView, RecordedRunView } from './views';

/** The signed-in account when the caller presents a live patient token; null without one (an upload needs none). */
async function accountOrNull(ctx: RequestContext): Promise<string | null> {
  if (ctx.accessToken === null) return null;
  try {
    return await ctx.callerAccountId();
  } catch {
    // Another kind of token, expired or revoked: the run is stored without an account, as signed out.
    return null;
  }
}

export const runResolvers: Resolvers = {
  Query: {
    recordedRuns: async (_: unknown, args, ctx: RequestContext): Promise<RecordedRunSummaryView[]> => {
      await staffCaller(ctx, 'recordedRuns');
      return listRuns(ctx.services, args.filter);
    },
    recordedRun: async (_: unknown, args, ctx: RequestContext): Promise<RecordedRunView | null> =>
      openRun(ctx.services, (await staffCaller(ctx, 'recordedRun')).id, args.id),
    runDropOff: async (_: unknown, args, ctx: RequestContext): Promise<string> => {
      await staffCaller(ctx, 'runDropOff');
      return runDropOff(ctx.services, args.filter);
    },
  },
  Mutation: {
    recordRun: async (_: unknown, args, ctx: RequestContext): Promise<boolean> =>
      recordRun(ctx.services, { accountId: await accountOrNull(ctx), clientKey: ctx.clientKey }, args),
  },
  Chat: {
    assistantTranscript: (chat, _args, ctx: RequestContext) => assistantTranscript(ctx, chat),
  },
};
