import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { CLOSED_ORDER_STATUSES, type OrderCategory } from '../../../domain/orderStatus';
import { displayName } from '../../../domain/patient';
import type { Db } from '../../db/connect';
import { accounts, patients } from '../../db/schema';
import { serviceRequests } from './tables';
import { serviceRequestView, type OrderRow, type ServiceRequestView } from './orderView';

/** server/schema.graphql `StaffOrder`. */
export interface StaffOrderView {
  readonly order: ServiceRequestView;
  readonly patientName: string;
  readonly mobileNo: string;
}

/** How many closed orders the board keeps below the open ones. */
const CLOSED_SHOWN = 50;

async function withPatients(db: Db, rows: readonly OrderRow[], currency: string): Promise<StaffOrderView[]> {
  const ids = [...new Set(rows.map((row) => row.patientId))];
  const people =
    ids.length === 0
      ? []
      : await db
          .select({
            id: patients.id,
            prefix: patients.prefix,
            given: patients.given,
            family: patients.family,
            mobileNo: accounts.mobileNo,
          })
          .from(patients)
          .innerJoin(accounts, eq(accounts.id, patients.accountId))
          .where(inArray(patients.id, ids));
  const byId = new Map(people.map((person) => [person.id, person]));
  return rows.map((row) => {
    const person = byId.get(row.patientId);
    const patientName = person === undefined ? '' : displayName(person);
    return { order: serviceRequestView(row, currency), patientName, mobileNo: person?.mobileNo ?? '' };
  });
}

/** The hospital's orders for the staff board: open ones first (oldest first), then the newest closed ones. */
export async function hospitalOrders(
  db: Db,
  organizationId: string,
  currency: string,
  categories?: readonly OrderCategory[] | null,
): Promise<StaffOrderView[]> {
  const ofHospital = and(
    eq(serviceRequests.organizationId, organizationId),
    categories === null || categories === undefined || categories.length === 0
      ? undefined
      : inArray(serviceRequests.category, [...categories]),
  );
  const open = await db
    .select()
    .from(serviceRequests)
    .where(and(ofHospital, notInArray(serviceRequests.orderStatus, [...CLOSED_ORDER_STATUSES])))
    .orderBy(asc(serviceRequests.createdTime), asc(serviceRequests.id));
  const closed = await db
    .select()
    .from(serviceRequests)
    .where(and(ofHospital, inArray(serviceRequests.orderStatus, [...CLOSED_ORDER_STATUSES])))
    .orderBy(desc(serviceRequests.updatedTime), desc(serviceRequests.id))
    .limit(CLOSED_SHOWN);
  return withPatients(db, [...open, ...closed], currency);
}

export async function staffOrderView(db: Db, row: OrderRow, currency: string): Promise<StaffOrderView> {
  const [view] = await withPatients(db, [row], currency);
  if (view === undefined) throw new Error(`Order ${row.id} vanished`);
  return view;
}
