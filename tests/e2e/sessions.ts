import { gql } from './api';

/** Sessions of the seeded network, read through the public API, to pick what a test books. */

export interface SeededSession {
  readonly id: string;
  readonly status: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly appointmentMaxAllowed: number;
  readonly activeAppointments: number;
  readonly participationMode: string;
  readonly doctorFee: number;
  readonly practitioner: { readonly id: string; readonly name: string };
  readonly organization: { readonly id: string; readonly orgName: string };
}

const SEARCH = `query ($filter: SessionFilter!) { querySession(filter: $filter) {
  id status startTime endTime appointmentMaxAllowed activeAppointments participationMode doctorFee
  practitioner { id name } organization { id orgName } } }`;

/** Sessions starting from `from` (default: the start of today on this machine). */
export async function upcomingSessions(baseUrl: string, from?: number): Promise<SeededSession[]> {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  const { querySession } = await gql<{ querySession: SeededSession[] }>(baseUrl, SEARCH, {
    filter: { startTimeFrom: new Date(from ?? today.getTime()).toISOString() },
  });
  return querySession;
}

const roomFor = (session: SeededSession, places: number): boolean =>
  session.appointmentMaxAllowed < 0 || session.appointmentMaxAllowed - session.activeAppointments >= places;

/**
 * A doctor whose every coming session can be booked and paid in person: scheduled, starting in more than
 * two hours, with a fee and room for a few more. `skip` leaves out doctors other tests use.
 */
export async function bookableDoctor(
  baseUrl: string,
  skip: readonly string[] = [],
): Promise<{ id: string; name: string }> {
  const sessions = await upcomingSessions(baseUrl);
  const byDoctor = new Map<string, SeededSession[]>();
  for (const session of sessions)
    byDoctor.set(session.practitioner.id, [...(byDoctor.get(session.practitioner.id) ?? []), session]);
  const later = Date.now() + 2 * 60 * 60 * 1000;
  for (const [id, list] of byDoctor) {
    if (skip.includes(id)) continue;
    const ok = list.every(
      (session) =>
        session.status === 'scheduled' &&
        session.participationMode === 'in_person' &&
        Date.parse(session.startTime) > later &&
        session.doctorFee > 0 &&
        roomFor(session, 4),
    );
    // Unique by name too, so the search lists exactly one doctor button for it.
    const sameName = [...byDoctor.values()].filter(
      (other) => other[0]?.practitioner.name === list[0]?.practitioner.name,
    ).length;
    if (ok && sameName === 1 && list[0] !== undefined) return list[0].practitioner;
  }
  throw new Error('no bookable doctor in the seed');
}

/**
 * A running session with room that stays open for the test: the queue staff move during it. It may have
 * started before midnight (the seed starts one 40 minutes before now), so the last day is searched; a
 * session the seed marked started that has ended since (a clinic closing while the suite runs) is left out.
 */
export async function startedSession(baseUrl: string): Promise<SeededSession> {
  const found = (await upcomingSessions(baseUrl, Date.now() - 24 * 60 * 60 * 1000)).find(
    (session) =>
      session.status === 'started' &&
      session.participationMode === 'in_person' &&
      roomFor(session, 2) &&
      Date.parse(session.endTime) > Date.now() + 15 * 60 * 1000,
  );
  if (found === undefined) throw new Error('no started session in the seed');
  return found;
}
