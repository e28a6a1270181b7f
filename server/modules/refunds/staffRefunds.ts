import { alias } from 'drizzle-orm/pg-core';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { displayName } from '../../../domain/patient';
import type { Db } from '../../db/connect';
import { appointments, patients, practitioners, sessions, staffAccounts } from '../../db/schema';
import { refunds } from './tables';
import { practitionerName } from '../sessions';
import { refundView, type RefundView } from './refundViews';

/** server/schema.graphql `StaffRefund`: a refund of the hospital with who and what it is for. */
export interface StaffRefundView extends RefundView {
  readonly patientName: string;
  readonly tokenNo: number;
  readonly doctorName: string;
  readonly sessionStart: string;
  /** The staff member who acted last, by display name. */
  readonly actedBy: string | null;
}

/** The queue holds the newest refunds of the hospital up to this many. */
const STAFF_REFUND_LIMIT = 500;

const actor = alias(staffAccounts, 'actor');

/** requested first (oldest first: first come, first served), then approved, then refunded (newest first). */
const STATUS_ORDER = sql`case ${refunds.status} when 'requested' then 0 when 'approved' then 1 else 2 end`;

/** The hospital's refunds (only ever the staff member's own hospital), in queue order. */
export async function hospitalRefunds(db: Db, organizationId: string, refundId?: string): Promise<StaffRefundView[]> {
  const rows = await db
    .select({
      refund: refunds,
      tokenNo: appointments.tokenNo,
      prefix: patients.prefix,
      given: patients.given,
      family: patients.family,
      doctorPrefix: practitioners.prefix,
      doctor: practitioners.name,
      start: sessions.startTime,
      actedBy: actor.displayName,
    })
    .from(refunds)
    .innerJoin(appointments, eq(appointments.id, refunds.appointmentId))
    .innerJoin(patients, eq(patients.id, refunds.patientId))
    .innerJoin(sessions, eq(sessions.id, appointments.sessionId))
    .innerJoin(practitioners, eq(practitioners.id, sessions.practitionerId))
    .leftJoin(actor, eq(actor.id, refunds.actedBy))
    .where(
      refundId === undefined
        ? eq(refunds.organizationId, organizationId)
        : sql`${refunds.organizationId} = ${organizationId} and ${refunds.id} = ${refundId}`,
    )
    .orderBy(
      STATUS_ORDER,
      sql`case when ${refunds.status} = 'requested' then ${refunds.createdAt} end asc`,
      desc(refunds.updatedAt),
      asc(refunds.id),
    )
    .limit(STAFF_REFUND_LIMIT);
  return rows.map((row) => ({
    ...refundView(row.refund),
    patientName: displayName({ prefix: row.prefix, given: row.given, family: row.family }),
    tokenNo: row.tokenNo,
    doctorName: practitionerName(row.doctorPrefix, row.doctor),
    sessionStart: row.start.toISOString(),
    actedBy: row.actedBy,
  }));
}
