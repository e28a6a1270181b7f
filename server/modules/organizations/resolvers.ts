import type { Resolvers } from '../../graphql/resolvers.generated';
import { inArray } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { organizations } from './tables';

export interface OrganizationView {
  readonly id: string;
  readonly orgName: string;
  readonly city: string;
  /** The street address, for the appointment's location block. */
  readonly address: string;
  readonly phone: string;
  readonly lat: number;
  readonly lng: number;
}

export const organizationResolvers: Resolvers = {
  Query: {
    /** Public: the hospitals of this tenant's network, in the tenant's order. */
    queryOrganization: async (_: unknown, _args: unknown, ctx: RequestContext): Promise<OrganizationView[]> => {
      const ids = ctx.services.tenant.organizationIds;
      const rows = await ctx.services.db
        .select()
        .from(organizations)
        .where(inArray(organizations.id, [...ids]));
      return rows
        .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
        .map(({ id, orgName, city, address, phone, lat, lng }) => ({ id, orgName, city, address, phone, lat, lng }));
    },
  },
};
