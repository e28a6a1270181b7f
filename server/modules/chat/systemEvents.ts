import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { encodeChatPayload } from '../../../domain/chatPayload';
import { organizations } from '../../db/schema';
import { chatMessages } from './tables';
import type { DbOrTx } from '../../db/dbOrTx';
import { organizationRef, type ChatRow } from './views';

/** What the transcript records when the chat changes hands or closes (docs/decisions/0007-agent-chat.md). */
export const CHAT_EVENTS = {
  joined: (staff: string) => `${staff} joined the chat`,
  handedOver: (staff: string, colleague: string) => `${staff} handed the chat to ${colleague}`,
  backToQueue: (staff: string) => `${staff} put the chat back in the queue`,
  completed: 'Chat completed',
} as const;

/**
 * Stores an event message of the hospital (author system, 'Organization/{id}', the hospital's name) as
 * the chat's next message; the caller holds the chat's lock and sets its last_seq to the seq returned.
 */
export async function recordEvent(tx: DbOrTx, chat: ChatRow, event: string, now: Date): Promise<number> {
  const [hospital] = await tx
    .select({ orgName: organizations.orgName })
    .from(organizations)
    .where(eq(organizations.id, chat.organizationId));
  const authorRef = organizationRef(chat.organizationId);
  const seq = chat.lastSeq + 1;
  await tx.insert(chatMessages).values({
    id: randomUUID(),
    chatId: chat.id,
    seq,
    author: 'system',
    authorRef,
    authorName: hospital?.orgName ?? '',
    kind: 'event',
    text: event,
    imageUrl: null,
    payload: encodeChatPayload({ authorRef, timestamp: now.getTime(), content: { kind: 'event', event } }),
    createdAt: now,
  });
  return seq;
}
