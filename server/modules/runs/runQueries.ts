import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Services } from '../../context';
import type { RecordedRunFilter } from '../../graphql/resolvers.generated';
import { staffAccounts } from '../staff/tables';
import { runFilter } from './runFilter';
import { outcomeAt } from './runOutcome';
import { recordedRuns, runOpenings } from './tables';
import type { RecordedRunSummaryView, RecordedRunView, RunOpeningView } from './views';

/** The columns of a summary: never the account, the key or the run itself. */
const SUMMARY = {
  id: recordedRuns.id,
  tenant: recordedRuns.tenant,
  flow: recordedRuns.flow,
  language: recordedRuns.language,
  startedAt: recordedRuns.startedAt,
  updatedAt: recordedRuns.updatedAt,
  terminal: recordedRuns.terminal,
  finalState: recordedRuns.finalState,
  error: recordedRuns.error,
  steps: recordedRuns.steps,
  sizeBytes: recordedRuns.sizeBytes,
};

type SummaryRow = Pick<
  typeof recordedRuns.$inferSelect,
  | 'id'
  | 'tenant'
  | 'flow'
  | 'language'
  | 'startedAt'
  | 'updatedAt'
  | 'terminal'
  | 'finalState'
  | 'error'
  | 'steps'
  | 'sizeBytes'
>;

function summaryView(row: SummaryRow, now: number): RecordedRunSummaryView {
  const { terminal, startedAt, updatedAt, ...rest } = row;
  return {
    ...rest,
    startedAt: startedAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    outcome: outcomeAt({ terminal, updatedAt }, now),
  };
}

/** The tenant's runs the filter keeps, newest first (recordedRuns). */
export async function listRuns(
  services: Services,
  filter: RecordedRunFilter | null | undefined,
): Promise<RecordedRunSummaryView[]> {
  const now = services.now();
  const { where, limit, offset } = runFilter(filter, services.tenant.id, now);
  const rows = await services.db
    .select(SUMMARY)
    .from(recordedRuns)
    .where(where)
    .orderBy(desc(recordedRuns.startedAt), desc(recordedRuns.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => summaryView(row, now));
}

/**
 * One run of the tenant, whole, for a staff member (recordedRun): the opening is recorded first, in the same
 * transaction as the read, so no run is ever shown without its opening kept. Null for an unknown id.
 */
export async function openRun(services: Services, staffId: string, id: string): Promise<RecordedRunView | null> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        ...SUMMARY,
        ended: recordedRuns.ended,
        trace: recordedRuns.trace,
        checkpoints: recordedRuns.checkpoints,
        versions: recordedRuns.versions,
      })
      .from(recordedRuns)
      .where(and(eq(recordedRuns.id, id.toLowerCase()), eq(recordedRuns.tenant, services.tenant.id)));
    if (row === undefined) return null;
    await tx.insert(runOpenings).values({ id: randomUUID(), runId: row.id, staffId, at: new Date(now) });
    const openings = await tx
      .select({ displayName: staffAccounts.displayName, username: staffAccounts.username, at: runOpenings.at })
      .from(runOpenings)
      .innerJoin(staffAccounts, eq(staffAccounts.id, runOpenings.staffId))
      .where(eq(runOpenings.runId, row.id))
      .orderBy(asc(runOpenings.at), asc(runOpenings.id));
    const { ended, trace, checkpoints, versions, ...summary } = row;
    return {
      ...summaryView(summary, now),
      ended,
      trace: JSON.stringify(trace),
      checkpoints: JSON.stringify(checkpoints),
      versions: JSON.stringify(versions),
      openings: openings.map((opening): RunOpeningView => ({
        by: `${opening.displayName} (${opening.username})`,
        at: opening.at.toISOString(),
      })),
    };
  });
}
