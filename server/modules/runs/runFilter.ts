import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { RecordedRunFilter } from '../../graphql/resolvers.generated';
import { apiError } from '../../graphql/apiError';
import { outcomeIs, type RunOutcome } from './runOutcome';
import { recordedRuns } from './tables';

const RUN_LIST_MAX = 200;
const RUN_LIST_DEFAULT = 50;
const OUTCOMES: readonly RunOutcome[] = ['booked', 'paid', 'abandoned', 'failed', 'ongoing'];
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const refused = (why: string): Error => apiError('ARO-E1046', why);

/** An ISO date or date-time of the filter; a date alone is that day's start (UTC), or with `wholeDay` the next day's. */
function timeOf(value: string, name: string, wholeDay: boolean): Date {
  const time = Date.parse(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(time)) throw refused(`${name} must be an ISO date or date-time.`);
  return new Date(wholeDay && DATE_ONLY.test(value) ? time + DAY_MS : time);
}

function isOutcome(value: string): value is RunOutcome {
  return (OUTCOMES as readonly string[]).includes(value);
}

/** Substrings match as typed (case aside): strpos, so '%' and '_' mean themselves. */
const contains = (column: SQL | typeof recordedRuns.finalState, part: string): SQL =>
  sql`strpos(lower(${column}), lower(${part})) > 0`;

/**
 * The tenant's runs the filter keeps, as one SQL condition (the outcome too, outcomeIs: time decides abandoned), and
 * the page: limit 1 to RUN_LIST_MAX (default 50), offset ≥ 0. Refuses (ARO-E1046) a bad date, outcome or page.
 */
export function runFilter(
  filter: RecordedRunFilter | null | undefined,
  tenantId: string,
  now: number,
): { readonly where: SQL | undefined; readonly limit: number; readonly offset: number } {
  const given = filter ?? {};
  const limit = given.limit ?? RUN_LIST_DEFAULT;
  const offset = given.offset ?? 0;
  if (limit < 1 || limit > RUN_LIST_MAX) throw refused(`limit must be 1 to ${RUN_LIST_MAX}.`);
  if (offset < 0) throw refused('offset must not be negative.');
  return { where: runsKept(given, tenantId, now), limit, offset };
}

/** The tenant's runs the filter keeps, as one SQL condition, whatever its page (runFilter, runDropOff). */
export function runsKept(filter: RecordedRunFilter | null | undefined, tenantId: string, now: number): SQL | undefined {
  const given = filter ?? {};
  const outcome = given.outcome ?? null;
  if (outcome !== null && !isOutcome(outcome)) throw refused(`outcome must be one of ${OUTCOMES.join(', ')}.`);
  return and(
    eq(recordedRuns.tenant, tenantId),
    given.from == null ? undefined : gte(recordedRuns.startedAt, timeOf(given.from, 'from', false)),
    given.to == null ? undefined : lt(recordedRuns.startedAt, timeOf(given.to, 'to', true)),
    given.flow == null ? undefined : eq(recordedRuns.flow, given.flow),
    given.finalState == null ? undefined : contains(recordedRuns.finalState, given.finalState),
    given.error == null ? undefined : contains(sql`coalesce(${recordedRuns.error}, '')`, given.error),
    outcome === null ? undefined : outcomeIs(outcome, now),
  );
}
