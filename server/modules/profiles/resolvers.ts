import type { RequestContext } from '../../context';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { startWith, type Topics } from '../../pubsub';
import { accountOfToken } from '../auth';
import { createPatient } from './createPatient';
import { patchPatient } from './patchPatient';
import { loadProfile, type PatientView, type ProfileView } from './profileStore';

export const profileResolvers: Resolvers = {
  Query: {
    queryOneProfile: async (_: unknown, _args: unknown, ctx: RequestContext): Promise<ProfileView> =>
      loadProfile(ctx.services.db, await ctx.callerAccountId()),
  },
  Mutation: {
    createPatient: async (_: unknown, args, ctx: RequestContext): Promise<PatientView> =>
      createPatient(ctx.services, await ctx.callerAccountId(), args.hospitalId, args.args),
    patchPatient: async (_: unknown, args, ctx: RequestContext): Promise<PatientView> =>
      patchPatient(ctx.services, await ctx.callerAccountId(), args.id, args.patch),
  },
  Subscription: {
    profileChanged: {
      // Only the caller's own account is ever listened to. The current profile comes first, so a client
      // that (re)connects is up to date at once, then every change follows.
      subscribe: async (
        _: unknown,
        _args: unknown,
        ctx: RequestContext,
      ): Promise<AsyncIterableIterator<Topics['profileChanged']>> => {
        const accountId = await ctx.callerAccountId();
        return startWith({ accountId }, ctx.services.pubsub.subscribe('profileChanged', accountId));
      },
      // The token is checked again at every push: after logout or expiry a push carries ARO-E1024, not the profile.
      resolve: async (payload: Topics['profileChanged'], _args: unknown, ctx: RequestContext): Promise<ProfileView> => {
        await accountOfToken(ctx.services.db, ctx.accessToken, ctx.services.now());
        return loadProfile(ctx.services.db, payload.accountId);
      },
    },
  },
};
