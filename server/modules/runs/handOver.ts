import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import type { DbOrTx } from '../../db/dbOrTx';
import { staffCaller } from '../staff';
import { runKeyMatches } from './runKey';
import { recordedRuns } from './tables';

/**
 * Whether a patient opening the hospital chat may link this run to it: a run of the tenant recorded in the same
 * browser, which shows it by presenting the run's write key, or recorded signed in to the caller's account. Anyone
 * else's run (an id seen elsewhere) is not theirs to hand over.
 */
export async function linkableRun(
  db: DbOrTx,
  tenantId: string,
  link: { readonly runId: string; readonly key: string | null; readonly accountId: string },
): Promise<boolean> {
  const [run] = await db
    .select({ keyHash: recordedRuns.keyHash, accountId: recordedRuns.accountId })
    .from(recordedRuns)
    .where(and(eq(recordedRuns.id, link.runId.toLowerCase()), eq(recordedRuns.tenant, tenantId)));
  if (run === undefined) return false;
  if (link.key !== null && runKeyMatches(link.key, run.keyHash)) return true;
  return run.accountId !== null && run.accountId === link.accountId;
}

/** A refusal of the caller for its token or role: the field then shows nothing (not an error of the whole chat). */
const refusesCaller = (error: unknown): boolean =>
  error instanceof Error && /^ARO-E10(14|22|23|24):/.test(error.message);

/**
 * Chat.assistantTranscript: the masked transcript lines of the run the chat was handed over from, for staff who may
 * open the chat (its hospital's front desk); null for the patient, another role, or without a run.
 */
export async function assistantTranscript(
  ctx: RequestContext,
  chat: { readonly assistantRunId: string | null; readonly hospital: { readonly id: string } },
): Promise<string[] | null> {
  if (chat.assistantRunId === null || ctx.accessToken === null) return null;
  try {
    const staff = await staffCaller(ctx, 'staffChat');
    if (staff.organizationId !== chat.hospital.id) return null;
  } catch (error) {
    if (refusesCaller(error)) return null;
    throw error;
  }
  const [run] = await ctx.services.db
    .select({ transcript: sql<unknown>`${recordedRuns.trace} -> 'expected' -> 'transcript'` })
    .from(recordedRuns)
    .where(eq(recordedRuns.id, chat.assistantRunId));
  const lines = run?.transcript;
  return Array.isArray(lines) ? lines.filter((line): line is string => typeof line === 'string') : null;
}
