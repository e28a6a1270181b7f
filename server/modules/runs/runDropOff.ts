import { desc } from 'drizzle-orm';
import type { Checkpoint } from '../../../flows/runs/checkpoints';
import { dropOff } from '../../../flows/runs/dropOff';
import type { Services } from '../../context';
import type { RecordedRunFilter } from '../../graphql/resolvers.generated';
import { runsKept } from './runFilter';
import { recordedRuns } from './tables';

/** The most runs one drop-off reads (newest first): a month of a busy hospital's conversations, a few MB of checkpoints. */
const DROP_OFF_MAX_RUNS = 5000;

/**
 * Where the runs the filter keeps went and stopped (runDropOff): flows/runs/dropOff.ts over their checkpoints, as
 * JSON. Reads the checkpoints column only, never the traces.
 */
export async function runDropOff(services: Services, filter: RecordedRunFilter | null | undefined): Promise<string> {
  const rows = await services.db
    .select({ checkpoints: recordedRuns.checkpoints })
    .from(recordedRuns)
    .where(runsKept(filter, services.tenant.id, services.now()))
    .orderBy(desc(recordedRuns.startedAt), desc(recordedRuns.id))
    .limit(DROP_OFF_MAX_RUNS);
  // Stored by recordRun only after runInput.ts checked each against Checkpoint's shape.
  return JSON.stringify(dropOff(rows.map((row) => row.checkpoints as Checkpoint[])));
}
