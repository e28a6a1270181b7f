import { RECENT_DOCTORS_LIMIT } from '../../../domain/bookingRules';
import { listSize, PRACTITIONER_LIMIT } from '../../../domain/listLimits';
import type { RequestContext } from '../../context';
import { apiError } from '../../graphql/apiError';
import { perPublish } from '../../graphql/perPublish';
import type { Resolvers, SubscriptionSearchSessionsChangedArgs } from '../../graphql/resolvers.generated';
import { SEARCH_KEY, startWith, type Topics } from '../../pubsub';
import {
  activePractitioners,
  practitionerOrganizationIds,
  recentDoctors,
  specialtiesInPractice,
  videoDoctors,
} from './practitionerStore';
import { searchCacheOf } from './searchCache';
import { normalizeSessionFilter, type SessionFilterInput } from './sessionFilter';
import { sessionsByIds } from './sessionStore';
import type { PractitionerView, SessionView, SpecialtyView } from './views';

/** The search of a filter, from the cache (emptied by every session change). */
function search(ctx: RequestContext, filter: SessionFilterInput, limit?: number | null): Promise<SessionView[]> {
  return searchCacheOf(ctx.services).search(normalizeSessionFilter(filter, limit, ctx.services.now()));
}

/** One session of the tenant's network whatever its status (its live view must see it cancelled or aborted too). */
async function loadSession(ctx: RequestContext, id: string): Promise<SessionView> {
  const session = (await sessionsByIds(ctx.services.db, [id])).get(id);
  if (session === undefined || !ctx.services.tenant.organizationIds.includes(session.organization.id))
    throw apiError('ARO-E1041', 'This session was not found.');
  return session;
}

/** Every subscriber of a session gets the one read made for a change. */
const sharedSession = perPublish<SessionView>();

export const sessionResolvers: Resolvers = {
  Practitioner: {
    // Only the tenant's own hospitals: a session outside the network names none of them to the app.
    organizationIds: async (practitioner: PractitionerView, _args: unknown, ctx: RequestContext): Promise<string[]> =>
      (practitioner.organizationIds ?? (await practitionerOrganizationIds(ctx.services.db, practitioner.id))).filter(
        (id) => ctx.services.tenant.organizationIds.includes(id),
      ),
  },
  Query: {
    queryPractitioner: (_: unknown, args, ctx: RequestContext): Promise<PractitionerView[]> =>
      activePractitioners(ctx.services.db, listSize(args.limit, PRACTITIONER_LIMIT, PRACTITIONER_LIMIT)),
    querySpecialty: (_: unknown, _args: unknown, ctx: RequestContext): Promise<SpecialtyView[]> =>
      specialtiesInPractice(ctx.services.db),
    querySession: (_: unknown, args, ctx: RequestContext): Promise<SessionView[]> =>
      search(ctx, args.filter, args.limit),
    queryRecentDoctors: async (_: unknown, args, ctx: RequestContext): Promise<PractitionerView[]> => {
      const accountId = await ctx.callerAccountId();
      // Video Channel suggests only doctors it can book (issue 29 item 9).
      if (args.participationMode === 'remote_presence_video_call')
        return videoDoctors(ctx.services.db, accountId, RECENT_DOCTORS_LIMIT, ctx.services.now());
      return recentDoctors(ctx.services.db, accountId, RECENT_DOCTORS_LIMIT);
    },
  },
  Subscription: {
    sessionChanged: {
      // Public: the current session first, then again whenever it or its queue changes.
      subscribe: (_: unknown, args, ctx: RequestContext): AsyncIterableIterator<Topics['sessionChanged']> =>
        startWith({ sessionId: args.id }, ctx.services.pubsub.subscribe('sessionChanged', args.id)),
      resolve: (payload: Topics['sessionChanged'], _args: unknown, ctx: RequestContext): Promise<SessionView> =>
        sharedSession(payload, () => loadSession(ctx, payload.sessionId)),
    },
    searchSessionsChanged: {
      // Any session change may move a search's answer (status, fill): every search listens to them all.
      // The cache is made (and listening) before this subscription, so it is emptied before this push is answered.
      subscribe: (_: unknown, _args: unknown, ctx: RequestContext): AsyncIterableIterator<Topics['searchChanged']> => {
        searchCacheOf(ctx.services);
        return startWith({ sessionId: '' }, ctx.services.pubsub.subscribe('searchChanged', SEARCH_KEY));
      },
      resolve: (
        _payload: Topics['searchChanged'],
        args: SubscriptionSearchSessionsChangedArgs,
        ctx: RequestContext,
      ): Promise<SessionView[]> => search(ctx, args.filter),
    },
  },
};
