import type { Language } from '../../../i18n/languages';
import type { RequestContext } from '../../context';
import type { Resolvers } from '../../graphql/resolvers.generated';
import {
  completeAuthentication,
  initiateAuthentication,
  type AuthenticationInitiation,
  type AuthenticationResult,
} from './challenges';
import { accountLanguage, setAccountLanguage } from './accounts';
import { announceRevoked } from './tokenRevocation';
import { revokeAccessToken } from './tokens';

export const authResolvers: Resolvers = {
  Query: {
    accountLanguage: async (_: unknown, _args: unknown, ctx: RequestContext): Promise<Language> =>
      accountLanguage(ctx.services.db, await ctx.callerAccountId()),
  },
  Mutation: {
    initiateAuthentication: (_: unknown, args, ctx: RequestContext): Promise<AuthenticationInitiation> =>
      initiateAuthentication(ctx.services, ctx.log, ctx.clientKey, args.username, args.language ?? null),
    // Language is a GraphQL enum (en, si, ta): anything else is refused before this runs. Only the caller's own.
    setAccountLanguage: async (_: unknown, args, ctx: RequestContext): Promise<Language> =>
      setAccountLanguage(ctx.services.db, await ctx.callerAccountId(), args.language),
    completeAuthentication: (_: unknown, args, ctx: RequestContext): Promise<AuthenticationResult> =>
      completeAuthentication(ctx.services, ctx.clientKey, args.id, args.code),
    logout: async (_: unknown, _args: unknown, ctx: RequestContext): Promise<boolean> => {
      await ctx.callerAccountId();
      // callerAccountId succeeded, so a token was presented.
      const token = ctx.accessToken ?? '';
      await revokeAccessToken(ctx.services.db, token, ctx.services.now());
      // Its open subscriptions (profile, appointments, chat…) end on every instance.
      announceRevoked(ctx.services, token);
      return true;
    },
  },
};
