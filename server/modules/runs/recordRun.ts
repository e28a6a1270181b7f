import { eq } from 'drizzle-orm';
import type { Services } from '../../context';
import { apiError } from '../../graphql/apiError';
import { parseRunInput, type RunInput } from './runInput';
import { hashRunKey, isRunKeyShaped, RUN_KEY_MAX_LENGTH, RUN_KEY_MIN_LENGTH, runKeyMatches } from './runKey';
import { terminalOf } from './runOutcome';
import { recordedRuns } from './tables';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why an upload is refused (ARO-E1046's detail); a wrong key is told nothing of the run it missed. */
const RUN_REFUSAL = {
  off: 'This hospital does not record conversations.',
  id: 'A recorded run is named by a UUID.',
  key: `A run's write key has ${RUN_KEY_MIN_LENGTH} to ${RUN_KEY_MAX_LENGTH} characters.`,
  notYours: 'This recorded run cannot be written with that key.',
} as const;

/** Who uploads: the account when signed in (stored, never shown to testers), and the address the limit counts. */
export interface RunUploader {
  readonly accountId: string | null;
  readonly clientKey: string;
}

/** The last failed call's error text (masked in the browser with the rest of the trace). */
function lastError(run: RunInput): string | null {
  const failed = run.trace.steps.findLast((step) => step.kind === 'result' && step.outcome === 'error');
  return failed?.kind === 'result' ? (failed.error ?? 'failed') : null;
}

/** The columns an upload writes (all but the key, the start and the account). */
function columnsOf(
  run: RunInput,
  now: number,
): Omit<typeof recordedRuns.$inferInsert, 'id' | 'tenant' | 'keyHash' | 'startedAt'> {
  const last = run.checkpoints.at(-1);
  return {
    flow: run.trace.flow,
    language: run.trace.language ?? 'en',
    updatedAt: new Date(now),
    ended: run.ended,
    terminal: terminalOf(run.checkpoints, run.ended, now),
    trace: run.trace,
    checkpoints: run.checkpoints,
    versions: run.versions,
    finalState: last === undefined ? '' : last.states.join(' '),
    error: lastError(run),
    steps: run.trace.steps.length,
    sizeBytes: run.sizeBytes,
  };
}

/**
 * Stores the whole run so far (recordRun, issue 33): the first upload of an id creates it and keeps its key's hash;
 * a later one must present the same key and replaces what was stored (last write wins, so a retried upload changes
 * nothing). The row is locked while the key is compared, so two uploads of one id never interleave. Refused
 * (ARO-E1046) when the tenant's switch is off, for a wrong key and for a run parseRunInput refuses; ARO-E1033 past
 * the per-address limit (counted before anything is parsed).
 */
export async function recordRun(
  services: Services,
  uploader: RunUploader,
  args: { readonly id: string; readonly key: string; readonly run: string },
): Promise<boolean> {
  const { tenant, db } = services;
  if (!tenant.recordedRuns.enabled) throw apiError('ARO-E1046', RUN_REFUSAL.off);
  if (!(await services.limits.runUploads.take(uploader.clientKey))) throw apiError('ARO-E1033');
  if (!UUID.test(args.id)) throw apiError('ARO-E1046', RUN_REFUSAL.id);
  if (!isRunKeyShaped(args.key)) throw apiError('ARO-E1046', RUN_REFUSAL.key);
  const run = parseRunInput(args.run, tenant.id);
  const now = services.now();
  const id = args.id.toLowerCase();
  const columns = columnsOf(run, now);
  await db.transaction(async (tx) => {
    const locked = async (): Promise<{ keyHash: string; tenant: string; accountId: string | null } | undefined> =>
      (
        await tx
          .select({ keyHash: recordedRuns.keyHash, tenant: recordedRuns.tenant, accountId: recordedRuns.accountId })
          .from(recordedRuns)
          .where(eq(recordedRuns.id, id))
          .for('update')
      )[0];
    let stored = await locked();
    if (stored === undefined) {
      const inserted = await tx
        .insert(recordedRuns)
        .values({
          id,
          tenant: tenant.id,
          keyHash: hashRunKey(args.key),
          accountId: uploader.accountId,
          startedAt: new Date(now),
          ...columns,
        })
        .onConflictDoNothing()
        .returning({ id: recordedRuns.id });
      if (inserted.length > 0) return;
      // Another upload of this id created it meanwhile: it is locked now, and this one is an update like any other.
      stored = await locked();
    }
    if (stored === undefined || stored.tenant !== tenant.id || !runKeyMatches(args.key, stored.keyHash))
      throw apiError('ARO-E1046', RUN_REFUSAL.notYours);
    // A run begun signed out keeps the account it signs in to (the sign-in is itself an assistant conversation).
    await tx
      .update(recordedRuns)
      .set({ ...columns, accountId: uploader.accountId ?? stored.accountId })
      .where(eq(recordedRuns.id, id));
  });
  return true;
}
