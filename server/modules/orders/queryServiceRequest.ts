import { and, desc, eq, inArray } from 'drizzle-orm';
import { listSize } from '../../../domain/listLimits';
import type { OrderCategory } from '../../../domain/orderStatus';
import type { Db } from '../../db/connect';
import { patients } from '../../db/schema';
import { serviceRequests } from './tables';
import { apiError } from '../../graphql/apiError';
import { accountsOrder } from './orderAccess';
import { serviceRequestView, type ServiceRequestView } from './orderView';

/** server/schema.graphql `ServiceRequestFilter`. */
export interface ServiceRequestFilter {
  readonly id?: string | null;
  readonly patientIds?: readonly string[] | null;
  readonly categories?: readonly OrderCategory[] | null;
  readonly offset?: number | null;
  readonly limit?: number | null;
}

const LIMIT_MAX = 50;

/** The patient ids asked for when all are the account's (default: every one of its patients); else ARO-E1040. */
async function ownPatientIds(
  db: Db,
  accountId: string,
  asked: readonly string[] | null | undefined,
): Promise<string[]> {
  const own = (await db.select({ id: patients.id }).from(patients).where(eq(patients.accountId, accountId))).map(
    (row) => row.id,
  );
  if (asked === null || asked === undefined) return own;
  if (asked.some((id) => !own.includes(id))) throw apiError('ARO-E1040', 'That patient is not one of yours.');
  return [...asked];
}

/** One order of the account (by id) or a page of its patients' orders, newest first. */
export async function queryServiceRequests(
  db: Db,
  accountId: string,
  currency: string,
  filter: ServiceRequestFilter,
): Promise<ServiceRequestView[]> {
  if (filter.id !== null && filter.id !== undefined)
    return [serviceRequestView(await accountsOrder(db, accountId, filter.id), currency)];
  const patientIds = await ownPatientIds(db, accountId, filter.patientIds);
  if (patientIds.length === 0) return [];
  const limit = listSize(filter.limit, 10, LIMIT_MAX);
  const offset = Math.max(filter.offset ?? 0, 0);
  const categories = filter.categories ?? null;
  const rows = await db
    .select()
    .from(serviceRequests)
    .where(
      and(
        inArray(serviceRequests.patientId, patientIds),
        categories === null || categories.length === 0 ? undefined : inArray(serviceRequests.category, [...categories]),
      ),
    )
    .orderBy(desc(serviceRequests.createdTime), desc(serviceRequests.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => serviceRequestView(row, currency));
}
