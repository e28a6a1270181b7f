import { eq } from 'drizzle-orm';
import { blobIdOf, chatContentError, decodeChatPayload, type ChatContent } from '../../../domain/chatPayload';
import { blobs } from '../../db/schema';
import { apiError } from '../../graphql/apiError';
import type { DbOrTx } from '../appointments/payAppointment';
import type { ChatActor } from './access';

export const BAD_PAYLOAD = 'The payload is not valid.';
export const NOT_THE_AUTHOR = 'The author must be the sender.';
export const NOT_YOUR_IMAGE = 'Images must be uploaded first.';

/** Whether the blob was uploaded by the actor (the only images one may send). */
async function ownBlob(db: DbOrTx, blobId: string, actor: ChatActor): Promise<boolean> {
  const [blob] = await db.select({ ownerAccountId: blobs.ownerAccountId, ownerStaffId: blobs.ownerStaffId }).from(blobs).where(eq(blobs.id, blobId));
  if (blob === undefined) return false;
  return actor.kind === 'patient' ? blob.ownerAccountId === actor.accountId : blob.ownerStaffId === actor.staff.id;
}

/**
 * The content of a payload the actor may send as `authorRef`: a valid base64 JSON payload
 * (domain/chatPayload.ts) written as the sender, whose content keeps the rules (length, blank), and
 * whose image is one the sender uploaded to our blob service. Anything else is ARO-E1051 with the rule.
 */
export async function checkedContent(db: DbOrTx, actor: ChatActor, authorRef: string, payload: string): Promise<ChatContent> {
  const decoded = decodeChatPayload(payload);
  if (decoded === null) throw apiError('ARO-E1051', BAD_PAYLOAD);
  if (decoded.authorRef !== authorRef) throw apiError('ARO-E1051', NOT_THE_AUTHOR);
  const { content } = decoded;
  const problem = chatContentError(content);
  if (problem !== null) throw apiError('ARO-E1051', problem);
  if (content.kind === 'image' && !(await ownBlob(db, blobIdOf(content.imageUrl) ?? '', actor))) throw apiError('ARO-E1051', NOT_YOUR_IMAGE);
  return content;
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
