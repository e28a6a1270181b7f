import type { RequestContext } from '../../context';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { reminderPreferences, setReminderPreference, type ReminderPreferenceView } from './preferences';

/** The signed-in account's own reminder choices (ARO-E1023 signed out, from callerAccountId). */
export const reminderResolvers: Resolvers = {
  Query: {
    reminderPreferences: async (_: unknown, _args: unknown, ctx: RequestContext): Promise<ReminderPreferenceView[]> =>
      reminderPreferences(ctx.services, await ctx.callerAccountId()),
  },
  Mutation: {
    // ReminderKind is a GraphQL enum: anything else is refused before this runs.
    setReminderPreference: async (_: unknown, args, ctx: RequestContext): Promise<ReminderPreferenceView[]> =>
      setReminderPreference(ctx.services, await ctx.callerAccountId(), args.kind, args.enabled),
  },
};
