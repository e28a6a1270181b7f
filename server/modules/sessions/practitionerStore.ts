import { and, asc, desc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { appointments, patients, practitioners, specialties } from '../../db/schema';
import { sessions } from './tables';
import { practitionerName, type PractitionerView, type SpecialtyView } from './views';

const practitionerColumns = {
  id: practitioners.id,
  prefix: practitioners.prefix,
  name: practitioners.name,
  gender: practitioners.gender,
  active: practitioners.active,
  roles: practitioners.roles,
  specialty: { id: specialties.id, code: specialties.code, display: specialties.display },
  organizationIds: organizationIdsOf(practitioners.id),
};

/** The hospitals a practitioner holds sessions at, in id order (any session, past or coming). */
function organizationIdsOf(practitionerId: typeof practitioners.id) {
  return sql<
    string[]
  >`coalesce((select array_agg(distinct ${sessions.organizationId} order by ${sessions.organizationId}) from ${sessions} where ${sessions.practitionerId} = ${practitionerId}), '{}')`;
}

type PractitionerRow = {
  id: string;
  prefix: string;
  name: string;
  gender: string;
  active: boolean;
  roles: PractitionerView['roles'];
  specialty: SpecialtyView;
  organizationIds: string[];
};

const view = (row: PractitionerRow): PractitionerView => ({
  id: row.id,
  name: practitionerName(row.prefix, row.name),
  gender: row.gender,
  active: row.active,
  roles: row.roles,
  specialty: row.specialty,
  organizationIds: row.organizationIds,
});

/** The hospitals one practitioner holds sessions at (a practitioner read without them, e.g. a session's). */
export async function practitionerOrganizationIds(db: Db, practitionerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: sessions.organizationId })
    .from(sessions)
    .where(eq(sessions.practitionerId, practitionerId))
    .orderBy(asc(sessions.organizationId));
  return rows.map((row) => row.id);
}

/** Active practitioners with their specialty (one statement), by name. */
export async function activePractitioners(db: Db, limit: number): Promise<PractitionerView[]> {
  const rows = await db
    .select(practitionerColumns)
    .from(practitioners)
    .innerJoin(specialties, eq(specialties.id, practitioners.specialtyId))
    .where(eq(practitioners.active, true))
    .orderBy(asc(practitioners.name), asc(practitioners.id))
    .limit(limit);
  return rows.map(view);
}

/** Specialties that at least one active practitioner holds, by display. */
export async function specialtiesInPractice(db: Db): Promise<SpecialtyView[]> {
  return db
    .select({ id: specialties.id, code: specialties.code, display: specialties.display })
    .from(specialties)
    .where(
      sql`exists (select 1 from ${practitioners} where ${practitioners.specialtyId} = ${specialties.id} and ${practitioners.active})`,
    )
    .orderBy(asc(specialties.display));
}

const lastBooked = max(appointments.createdTime);

/** The doctors of an account's appointments (among some only, when given) with when each was last booked. */
function bookedDoctors(db: Db, accountId: string, among?: readonly string[]) {
  return db
    .select({ practitionerId: sessions.practitionerId, lastBooked })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(sessions, eq(sessions.id, appointments.sessionId))
    .where(
      and(
        eq(patients.accountId, accountId),
        among === undefined ? undefined : inArray(sessions.practitionerId, [...among]),
      ),
    )
    .groupBy(sessions.practitionerId);
}

/** The doctors of an account's appointments, the most recently booked first. */
export async function recentDoctors(db: Db, accountId: string, limit: number): Promise<PractitionerView[]> {
  const recent = await bookedDoctors(db, accountId)
    .orderBy(desc(lastBooked), asc(sessions.practitionerId))
    .limit(limit);
  if (recent.length === 0) return [];
  const ids = recent.map((row) => row.practitionerId);
  const rows = await db
    .select(practitionerColumns)
    .from(practitioners)
    .innerJoin(specialties, eq(specialties.id, practitioners.specialtyId))
    .where(inArray(practitioners.id, ids));
  const byId = new Map(rows.map((row) => [row.id, view(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Sessions a video patient can still book or join: not over, not called off or aborted. */
const OPEN_SESSION_STATUSES = ['scheduled', 'started'] as const;

/**
 * What Video Channel suggests (issue 29 item 9): the active doctors with a video session still to come, the
 * account's recently booked ones first (most recent first), then the others by name; at most `limit`.
 */
export async function videoDoctors(db: Db, accountId: string, limit: number, now: number): Promise<PractitionerView[]> {
  const withVideo = await db
    .selectDistinct({ id: sessions.practitionerId })
    .from(sessions)
    .where(
      and(
        eq(sessions.participationMode, 'remote_presence_video_call'),
        inArray(sessions.status, [...OPEN_SESSION_STATUSES]),
        gt(sessions.endTime, new Date(now)),
      ),
    );
  if (withVideo.length === 0) return [];
  const ids = withVideo.map((row) => row.id);
  const booked = await bookedDoctors(db, accountId, ids);
  const bookedAt = new Map(booked.map((row) => [row.practitionerId, row.lastBooked?.getTime() ?? 0]));
  const rows = await db
    .select(practitionerColumns)
    .from(practitioners)
    .innerJoin(specialties, eq(specialties.id, practitioners.specialtyId))
    .where(and(inArray(practitioners.id, ids), eq(practitioners.active, true)))
    .orderBy(asc(practitioners.name), asc(practitioners.id));
  const recentFirst = (a: PractitionerRow, b: PractitionerRow): number =>
    (bookedAt.get(b.id) ?? -1) - (bookedAt.get(a.id) ?? -1);
  return rows.toSorted(recentFirst).slice(0, limit).map(view);
}
