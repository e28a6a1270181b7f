import { eq } from 'drizzle-orm';
import { blobIdOf, chatContentError, decodeChatPayload, type ChatContent, type ChatPayload } from '../../../domain/chatPayload';
import { blobs } from '../../db/schema';
import { apiError } from '../../graphql/apiError';
import type { DbOrTx } from '../appointments/payAppointment';
import type { ChatActor } from './access';

export const BAD_PAYLOAD = 'The payload is not valid.';
export const NOT_THE_AUTHOR = 'The author must be the sender.';
export const NOT_YOUR_IMAGE = 'Images must be uploaded first.';
export const EVENTS_ARE_THE_SERVERS = 'Only the hospital records events.';

/** Whether the blob is an image uploaded by the actor (the only images one may send; a PDF is for documents). */
async function ownBlob(db: DbOrTx, blobId: string, actor: ChatActor): Promise<boolean> {
  const [blob] = await db.select({ ownerAccountId: blobs.ownerAccountId, ownerStaffId: blobs.ownerStaffId, contentType: blobs.contentType }).from(blobs).where(eq(blobs.id, blobId));
  if (blob === undefined || !blob.contentType.startsWith('image/')) return false;
  return actor.kind === 'patient' ? blob.ownerAccountId === actor.accountId : blob.ownerStaffId === actor.staff.id;
}

/** What a patient or staff member may send: a message or an image. Events (joined, completed…) are the server's own. */
type SentContent = Exclude<ChatContent, { readonly kind: 'event' }>;

/** The content as stored: the typed message without surrounding whitespace. */
function trimmed(content: SentContent): SentContent {
  return content.kind === 'message' ? { kind: 'message', message: content.message.trim() } : content;
}

/**
 * The payload the actor may send as `authorRef`, as it is to be stored: a valid base64 JSON payload
 * (domain/chatPayload.ts) written as the sender, a message or an image (an extensions.event is recorded
 * by the server alone, server/modules/chat/systemEvents.ts: no length rule ever applied to it, and it
 * reads as the hospital's), whose content keeps the rules (length, blank), and whose image is one the
 * sender uploaded to our blob service. Anything else is ARO-E1051 with the rule.
 * The result holds only what decodeChatPayload read (unknown JSON fields are gone) with the text
 * trimmed, so the caller stores encodeChatPayload of it, never the raw string it was sent.
 */
export async function checkedPayload(db: DbOrTx, actor: ChatActor, authorRef: string, payload: string): Promise<ChatPayload> {
  const decoded = decodeChatPayload(payload);
  if (decoded === null) throw apiError('ARO-E1051', BAD_PAYLOAD);
  if (decoded.authorRef !== authorRef) throw apiError('ARO-E1051', NOT_THE_AUTHOR);
  if (decoded.content.kind === 'event') throw apiError('ARO-E1051', EVENTS_ARE_THE_SERVERS);
  const problem = chatContentError(decoded.content);
  if (problem !== null) throw apiError('ARO-E1051', problem);
  const content = trimmed(decoded.content);
  if (content.kind === 'image' && !(await ownBlob(db, blobIdOf(content.imageUrl) ?? '', actor))) throw apiError('ARO-E1051', NOT_YOUR_IMAGE);
  return { authorRef: decoded.authorRef, timestamp: decoded.timestamp, content };
}

/** What the text column keeps of a content: the message, the event, or the image's description. */
export function contentText(content: ChatContent): { kind: ChatContent['kind']; text: string; imageUrl: string | null } {
  switch (content.kind) {
    case 'message':
      return { kind: 'message', text: content.message, imageUrl: null };
    case 'event':
      return { kind: 'event', text: content.event, imageUrl: null };
    case 'image':
      return { kind: 'image', text: content.description, imageUrl: content.imageUrl };
  }
}
