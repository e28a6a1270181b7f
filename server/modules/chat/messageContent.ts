import { eq } from 'drizzle-orm';
import {
  blobIdOf,
  chatContentError,
  decodeChatPayload,
  type ChatContent,
  type ChatPayload,
} from '../../../domain/chatPayload';
import { cleanLine, cleanNote, hasUnstorableCharacters } from '../../../domain/textSafety';
import { blobs } from '../../db/schema';
import { apiError } from '../../graphql/apiError';
import type { DbOrTx } from '../../db/dbOrTx';
import type { ChatActor } from './access';

const BAD_PAYLOAD = 'The payload is not valid.';
const NOT_THE_AUTHOR = 'The author must be the sender.';
const NOT_YOUR_IMAGE = 'Images must be uploaded first.';
const EVENTS_ARE_THE_SERVERS = 'Only the hospital records events.';

/** Whether the blob is an image uploaded by the actor (the only images one may send; a PDF is for documents). */
async function ownBlob(db: DbOrTx, blobId: string, actor: ChatActor): Promise<boolean> {
  const [blob] = await db
    .select({ ownerAccountId: blobs.ownerAccountId, ownerStaffId: blobs.ownerStaffId, contentType: blobs.contentType })
    .from(blobs)
    .where(eq(blobs.id, blobId));
  if (blob === undefined || !blob.contentType.startsWith('image/')) return false;
  return actor.kind === 'patient' ? blob.ownerAccountId === actor.accountId : blob.ownerStaffId === actor.staff.id;
}

/** What a patient or staff member may send: a message or an image. Events (joined, completed…) are the server's own. */
type SentContent = Exclude<ChatContent, { readonly kind: 'event' }>;

/**
 * The content as stored: the typed message without control characters (line breaks and tabs kept), direction
 * overrides or surrounding whitespace (domain/textSafety.ts); an image's description on one line likewise.
 */
function cleaned(content: SentContent): SentContent {
  return content.kind === 'message'
    ? { kind: 'message', message: cleanNote(content.message).trim() }
    : { ...content, description: cleanLine(content.description) };
}

/**
 * Whether a decoded payload holds NUL or half a surrogate pair: its JSON may spell them as escapes ('\u0000') inside
 * the base64, where server/graphql/storableText.ts cannot see them, and the database cannot store them.
 */
function unstorable(payload: ChatPayload): boolean {
  const { content } = payload;
  const texts =
    content.kind === 'message'
      ? [content.message]
      : content.kind === 'event'
        ? [content.event]
        : [content.imageUrl, content.description, content.hospitalId ?? ''];
  return [payload.authorRef, ...texts].some(hasUnstorableCharacters);
}

/**
 * The payload the actor may send as `authorRef`, as it is to be stored: a valid base64 JSON payload
 * (domain/chatPayload.ts) written as the sender, a message or an image (an extensions.event is recorded
 * by the server alone, server/modules/chat/systemEvents.ts: no length rule ever applied to it, and it
 * reads as the hospital's), whose content keeps the rules (length, blank), and whose image is one the
 * sender uploaded to our blob service. Anything else is ARO-E1051 with the rule.
 * The result holds only what decodeChatPayload read (unknown JSON fields are gone) with the text
 * cleaned, so the caller stores encodeChatPayload of it, never the raw string it was sent.
 */
export async function checkedPayload(
  db: DbOrTx,
  actor: ChatActor,
  authorRef: string,
  payload: string,
): Promise<ChatPayload> {
  const decoded = decodeChatPayload(payload);
  if (decoded === null) throw apiError('ARO-E1051', BAD_PAYLOAD);
  if (unstorable(decoded)) throw apiError('ARO-E1110');
  if (decoded.authorRef !== authorRef) throw apiError('ARO-E1051', NOT_THE_AUTHOR);
  if (decoded.content.kind === 'event') throw apiError('ARO-E1051', EVENTS_ARE_THE_SERVERS);
  const content = cleaned(decoded.content);
  const problem = chatContentError(content);
  if (problem !== null) throw apiError('ARO-E1051', problem);
  if (content.kind === 'image' && !(await ownBlob(db, blobIdOf(content.imageUrl) ?? '', actor)))
    throw apiError('ARO-E1051', NOT_YOUR_IMAGE);
  return { authorRef: decoded.authorRef, timestamp: decoded.timestamp, content };
}

/** What the text column keeps of a content: the message, the event, or the image's description. */
export function contentText(content: ChatContent): {
  kind: ChatContent['kind'];
  text: string;
  imageUrl: string | null;
} {
  switch (content.kind) {
    case 'message':
      return { kind: 'message', text: content.message, imageUrl: null };
    case 'event':
      return { kind: 'event', text: content.event, imageUrl: null };
    case 'image':
      return { kind: 'image', text: content.description, imageUrl: content.imageUrl };
  }
}
