import { and, eq, gte, inArray, ne } from 'drizzle-orm';
import type { CoreServices, Services } from '../../context';
import { sessions } from './tables';
import { SEARCH_KEY } from '../../pubsub';
import { colomboMidnight } from '../../seed/clock';
import { searchKey, type SessionSearch } from './sessionFilter';
import { CONSULTATION, searchSessionsInDb, selectSessions } from './sessionStore';
import type { SessionView } from './views';

/** Answers kept for searches the catalogue cannot serve (older start times); the oldest goes first. */
const MAX_ENTRIES = 500;
/** The catalogue holds every bookable-looking session from the day before yesterday (any client's "today"). */
const CATALOGUE_DAYS_BACK = -2;
const CATALOGUE_MAX = 200_000;

export interface SearchCache {
  search(search: SessionSearch): Promise<SessionView[]>;
}

interface Catalogue {
  /** Epoch ms: every searchable session starting at or after this is in `sessions`, by start time. */
  readonly from: number;
  readonly sessions: readonly SessionView[];
  /** The same sessions by practitioner, specialty and hospital (each list by start time): a search scans only its own. */
  readonly byPractitioner: ReadonlyMap<string, readonly SessionView[]>;
  readonly bySpecialty: ReadonlyMap<string, readonly SessionView[]>;
  readonly byOrganization: ReadonlyMap<string, readonly SessionView[]>;
}

function groupBy(
  sessions: readonly SessionView[],
  keyOf: (session: SessionView) => string,
): Map<string, SessionView[]> {
  const groups = new Map<string, SessionView[]>();
  for (const session of sessions) {
    const key = keyOf(session);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [session]);
    else group.push(session);
  }
  return groups;
}

function catalogueOf(from: number, sessions: readonly SessionView[]): Catalogue {
  return {
    from,
    sessions,
    byPractitioner: groupBy(sessions, (session) => session.practitioner.id),
    bySpecialty: groupBy(sessions, (session) => session.specialty.code),
    byOrganization: groupBy(sessions, (session) => session.organization.id),
  };
}

/** The smallest list that holds every match of the search. */
function candidates(catalogue: Catalogue, search: SessionSearch): readonly SessionView[] {
  if (search.practitionerId !== null) return catalogue.byPractitioner.get(search.practitionerId) ?? [];
  if (search.specialtyCode !== null) return catalogue.bySpecialty.get(search.specialtyCode) ?? [];
  if (search.organizationId !== null) return catalogue.byOrganization.get(search.organizationId) ?? [];
  return catalogue.sessions;
}

const matches =
  (search: SessionSearch, fromIso: string) =>
  (session: SessionView): boolean =>
    // ISO instants of one format order as strings do.
    session.startTime >= fromIso &&
    (search.practitionerId === null || session.practitioner.id === search.practitionerId) &&
    (search.organizationId === null || session.organization.id === search.organizationId) &&
    (search.specialtyCode === null || session.specialty.code === search.specialtyCode) &&
    (search.participationMode === null || session.participationMode === search.participationMode);

/**
 * Session searches from memory. The searchable sessions from the day before yesterday on (a few
 * thousand) are read with ONE statement into a catalogue, and searches are filtered from it; a search
 * by id or from an earlier time goes to the database (its answer kept by the normalized filter).
 * Any session change is announced on searchChanged (publishSessionChange, after commit) and drops
 * everything. A read that started before a change but finishes after it is never kept: each read
 * remembers the generation it started in. Concurrent reads of the same thing share one statement.
 */
export function createSearchCache(services: Pick<CoreServices, 'db' | 'tenant' | 'now' | 'pubsub'>): SearchCache {
  const answers = new Map<string, SessionView[]>();
  const inFlight = new Map<string, Promise<SessionView[]>>();
  let catalogue: Promise<Catalogue> | null = null;
  let generation = 0;

  const changes = services.pubsub.subscribe('searchChanged', SEARCH_KEY);
  const dropOnEveryChange = async (): Promise<void> => {
    for (;;) {
      const next = await changes.next();
      generation++;
      answers.clear();
      inFlight.clear();
      catalogue = null;
      if (next.done === true) return;
    }
  };
  void dropOnEveryChange();

  const loadCatalogue = (): Promise<Catalogue> => {
    const startedIn = generation;
    const from = colomboMidnight(services.now(), CATALOGUE_DAYS_BACK);
    const where = and(
      eq(sessions.serviceType, CONSULTATION),
      ne(sessions.status, 'provider_aborted'),
      inArray(sessions.organizationId, [...services.tenant.organizationIds]),
      gte(sessions.startTime, new Date(from)),
    );
    const read = selectSessions(services.db, where, CATALOGUE_MAX).then((rows) => catalogueOf(from, rows));
    read.then(
      () => undefined,
      () => {
        if (generation === startedIn) catalogue = null;
      },
    );
    return read;
  };

  const fromDatabase = (search: SessionSearch): Promise<SessionView[]> => {
    const key = searchKey(search);
    const kept = answers.get(key);
    if (kept !== undefined) return Promise.resolve(kept);
    const pending = inFlight.get(key);
    if (pending !== undefined) return pending;
    const startedIn = generation;
    const read = searchSessionsInDb(services.db, services.tenant.organizationIds, search).then(
      (rows) => {
        if (generation === startedIn) {
          inFlight.delete(key);
          answers.set(key, rows);
          if (answers.size > MAX_ENTRIES) answers.delete(answers.keys().next().value as string);
        }
        return rows;
      },
      (error: unknown) => {
        if (generation === startedIn) inFlight.delete(key);
        throw error;
      },
    );
    inFlight.set(key, read);
    return read;
  };

  return {
    search: async (search) => {
      if (search.id !== null) return fromDatabase(search);
      const startedIn = generation;
      const current = (catalogue ??= loadCatalogue());
      const loaded = await current;
      // A change landed while the catalogue was read: it may be stale, ask the database.
      if (generation !== startedIn && catalogue !== current)
        return searchSessionsInDb(services.db, services.tenant.organizationIds, search);
      if (search.startTimeFrom < loaded.from) return fromDatabase(search);
      return candidates(loaded, search)
        .filter(matches(search, new Date(search.startTimeFrom).toISOString()))
        .slice(0, search.limit);
    },
  };
}

/** The server's one search cache (built by buildServices, listening from the start). */
export const searchCacheOf = (services: Services): SearchCache => services.searchCache;
