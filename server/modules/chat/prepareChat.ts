import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_CHAT_STATUSES } from '../../../domain/chatStatus';
import type { Services } from '../../context';
import { accounts, patients } from '../../db/schema';
import { linkableRun } from '../runs';
import { chats } from './tables';
import { apiError } from '../../graphql/apiError';
import type { DbOrTx } from '../../db/dbOrTx';
import { chatView } from './chatStore';
import { isUniqueViolation } from './dbErrors';
import { publishChatChange } from './publish';
import type { ChatRow, ChatView } from './views';

const ONE_OPEN_CHAT = 'chats_one_open_per_patient';
const NOT_IN_NETWORK = 'That hospital is not in this network.';
const NOT_YOUR_RUN = 'That assistant conversation is not yours to hand over.';

/** The recorded assistant conversation a chat is opened from (issue 33), and its write key when the browser has it. */
export interface HandOver {
  readonly runId: string;
  readonly key: string | null;
}

/** prepareChat's hand-over arguments, when a run is named. */
export function handOverOf(args: {
  readonly assistantRunId?: string | null;
  readonly assistantRunKey?: string | null;
}): HandOver | null {
  return args.assistantRunId == null ? null : { runId: args.assistantRunId, key: args.assistantRunKey ?? null };
}

/** The account's open chat with a hospital (of any of its patients), newest first. */
export async function openChatOf(
  db: DbOrTx,
  where: { accountId?: string; patientId?: string; organizationId: string },
): Promise<ChatRow | undefined> {
  const [row] = await db
    .select()
    .from(chats)
    .where(
      and(
        eq(chats.organizationId, where.organizationId),
        inArray(chats.status, [...OPEN_CHAT_STATUSES]),
        where.accountId === undefined ? undefined : eq(chats.accountId, where.accountId),
        where.patientId === undefined ? undefined : eq(chats.patientId, where.patientId),
      ),
    )
    .orderBy(sql`${chats.createdAt} desc`)
    .limit(1);
  return row;
}

/** The patient a chat of the account is for: its holder (Me), else its first patient. */
async function chattingPatient(tx: DbOrTx, accountId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.accountId, accountId))
    .orderBy(sql`(${patients.relationship} = 'Me') is true desc`, asc(patients.created), asc(patients.id))
    .limit(1);
  return row?.id;
}

/**
 * Opens a chat of the account's holder with a hospital of the network: preparation, joining the hospital's
 * queue with the patient's first message (sendMessage), so a chat opened only to read earlier ones asks
 * nothing of staff. The account row is locked meanwhile, so two tabs preparing at once get the
 * same chat; the partial unique index (one open chat per patient and hospital) backs that up.
 * The account needs a mobile number (ARO-E1013) and a patient (ARO-E1040). A hand-over links the recorded run the
 * patient comes from (the open chat's link is replaced: the latest conversation is what staff should read), only a
 * run of the same browser or account (linkableRun; else ARO-E1046 and no chat is opened).
 */
export async function prepareChat(
  services: Services,
  accountId: string,
  hospitalId: string,
  handOver: HandOver | null = null,
): Promise<ChatView> {
  if (!services.tenant.organizationIds.includes(hospitalId)) throw apiError('ARO-E1046', NOT_IN_NETWORK);
  const runId =
    handOver === null
      ? null
      : (await linkableRun(services.db, services.tenant.id, { ...handOver, accountId }))
        ? handOver.runId.toLowerCase()
        : undefined;
  if (runId === undefined) throw apiError('ARO-E1046', NOT_YOUR_RUN);
  const now = new Date(services.now());
  const open = async (): Promise<{ chat: ChatRow; created: boolean }> =>
    services.db.transaction(async (tx) => {
      const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
      if (account === undefined) throw apiError('ARO-E1022');
      if (account.mobileNo.trim() === '') throw apiError('ARO-E1013');
      const patientId = await chattingPatient(tx, accountId);
      if (patientId === undefined) throw apiError('ARO-E1040');
      const existing = await openChatOf(tx, { patientId, organizationId: hospitalId });
      if (existing !== undefined && runId !== null && existing.assistantRunId !== runId) {
        const [linked] = await tx
          .update(chats)
          .set({ assistantRunId: runId })
          .where(eq(chats.id, existing.id))
          .returning();
        return { chat: linked ?? existing, created: false };
      }
      if (existing !== undefined) return { chat: existing, created: false };
      const [chat] = await tx
        .insert(chats)
        .values({
          id: randomUUID(),
          accountId,
          patientId,
          organizationId: hospitalId,
          status: 'preparation',
          assistantRunId: runId,
          queuedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (chat === undefined) throw new Error('The chat was not stored');
      return { chat, created: true };
    });

  let result: { chat: ChatRow; created: boolean };
  try {
    result = await open();
  } catch (error) {
    // Another server opened it between our look and our insert: that one is the open chat.
    if (!isUniqueViolation(error, ONE_OPEN_CHAT)) throw error;
    result = await open();
  }
  // A new chat is in nobody's queue until the patient writes (issue 29 item 13): its own watchers only.
  if (result.created) publishChatChange(services, result.chat);
  return chatView(services, result.chat);
}
