import { and, asc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { appointments, organizations, practitioners, specialties } from '../../db/schema';
import { sessions } from './tables';
import { invoiceLines, linesTotal } from '../../billing/invoiceLines';
import type { SessionSearch } from './sessionFilter';
import { iso, practitionerName, type SessionView } from './views';

/** Consultation (spec 000 §9): the only service type the app books. */
export const CONSULTATION = '2';

// Not cancelled: what fills a session (Full when it reaches appointmentMaxAllowed).
const activeAppointments = sql<number>`(select count(*)::int from ${appointments} where ${appointments.sessionId} = ${sessions.id} and ${appointments.status} <> 'cancelled')`;

/**
 * Sessions with everything a card shows, in ONE statement: practitioner, specialty and organisation are
 * joined and the fill is a correlated count (served by the (session_id, token_no) unique index), so a
 * list of any length costs one round trip.
 */
export async function selectSessions(db: Db, where: SQL | undefined, limit: number): Promise<SessionView[]> {
  const rows = await db
    .select({
      session: sessions,
      activeAppointments,
      practitioner: {
        id: practitioners.id,
        prefix: practitioners.prefix,
        name: practitioners.name,
        gender: practitioners.gender,
        active: practitioners.active,
        roles: practitioners.roles,
      },
      practitionerSpecialty: { id: sql<string>`ps.id`, code: sql<string>`ps.code`, display: sql<string>`ps.display` },
      specialty: { id: specialties.id, code: specialties.code, display: specialties.display },
      organization: {
        id: organizations.id,
        orgName: organizations.orgName,
        city: organizations.city,
        address: organizations.address,
        phone: organizations.phone,
        lat: organizations.lat,
        lng: organizations.lng,
      },
      hospitalFeeCents: organizations.hospitalFeeCents,
    })
    .from(sessions)
    .innerJoin(practitioners, eq(practitioners.id, sessions.practitionerId))
    .innerJoin(specialties, eq(specialties.id, sessions.specialtyId))
    .innerJoin(sql`${specialties} as ps`, sql`ps.id = ${practitioners.specialtyId}`)
    .innerJoin(organizations, eq(organizations.id, sessions.organizationId))
    .where(where)
    .orderBy(asc(sessions.startTime), asc(sessions.id))
    .limit(limit);
  return rows.map(
    ({
      session,
      practitioner,
      practitionerSpecialty,
      specialty,
      organization,
      hospitalFeeCents,
      activeAppointments: active,
    }) => ({
      id: session.id,
      status: session.status,
      startTime: session.startTime.toISOString(),
      endTime: session.endTime.toISOString(),
      sessionStartedTime: iso(session.startedTime),
      sessionCompletedTime: iso(session.completedTime),
      appointmentMaxAllowed: session.appointmentMaxAllowed,
      activeAppointments: active,
      serviceType: session.serviceType,
      participationMode: session.participationMode,
      specialty,
      practitioner: {
        id: practitioner.id,
        name: practitionerName(practitioner.prefix, practitioner.name),
        gender: practitioner.gender,
        active: practitioner.active,
        roles: practitioner.roles,
        specialty: practitionerSpecialty,
      },
      organization,
      locationName: session.locationName,
      locationImageUrl: session.locationImageUrl,
      doctorFee: session.doctorFeeCents / 100,
      // Priced as the invoice prices a standard booking, so the card and the invoice never disagree.
      fee: linesTotal(invoiceLines(session.doctorFeeCents, hospitalFeeCents, 'standard')) / 100,
    }),
  );
}

/**
 * The app's search (spec 000 §7): consultations of this network, never provider_aborted, and without an
 * id only those starting at or after startTimeFrom; by start time.
 */
export function searchSessionsInDb(
  db: Db,
  organizationIds: readonly string[],
  search: SessionSearch,
): Promise<SessionView[]> {
  const conditions: (SQL | undefined)[] = [
    eq(sessions.serviceType, CONSULTATION),
    ne(sessions.status, 'provider_aborted'),
    inArray(sessions.organizationId, [...organizationIds]),
  ];
  if (search.id !== null) conditions.push(eq(sessions.id, search.id));
  else conditions.push(gte(sessions.startTime, new Date(search.startTimeFrom)));
  if (search.practitionerId !== null) conditions.push(eq(sessions.practitionerId, search.practitionerId));
  if (search.organizationId !== null) conditions.push(eq(sessions.organizationId, search.organizationId));
  if (search.specialtyCode !== null) conditions.push(eq(specialties.code, search.specialtyCode));
  if (search.participationMode !== null) conditions.push(eq(sessions.participationMode, search.participationMode));
  return selectSessions(db, and(...conditions), search.limit);
}

/** Sessions by id, whatever their status (appointments, staff and one session's live view show them all). */
export async function sessionsByIds(db: Db, ids: readonly string[]): Promise<Map<string, SessionView>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await selectSessions(db, inArray(sessions.id, unique), unique.length);
  return new Map(rows.map((row) => [row.id, row]));
}
