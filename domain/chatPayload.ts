import { base64ToUtf8, utf8ToBase64 } from './base64';
import { blobIdOf } from './blobUrl';

export { blobIdOf, blobUrl } from './blobUrl';

/**
 * The payload of a chat message (spec 000 §3 "Chat (communication)", spec 001 §5): base64 of a JSON
 * object with authorRef and exactly one of message, extensions.event, or imageUrl (with description,
 * and hospitalId for uploads). Both the app and the server encode and check it here.
 */

/** A typed message longer than this is refused (the spec names no limit; docs/decisions/0007-agent-chat.md). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** An image description longer than this is refused. */
const CHAT_DESCRIPTION_MAX_LENGTH = 500;

export type ChatContent =
  | { readonly kind: 'message'; readonly message: string }
  | { readonly kind: 'event'; readonly event: string }
  | { readonly kind: 'image'; readonly imageUrl: string; readonly description: string; readonly hospitalId?: string };

export interface ChatPayload {
  /** Who wrote it: 'Patient/{id}' or 'Staff/{id}'. */
  readonly authorRef: string;
  /** Epoch ms on the author's device when written (the server's own time orders messages). */
  readonly timestamp: number;
  readonly content: ChatContent;
}

/** The rule a content breaks, or null: a blank or too long message, an image not from our blob service. */
export function chatContentError(content: ChatContent): string | null {
  switch (content.kind) {
    case 'message': {
      const text = content.message.trim();
      if (text === '') return 'Please type a message.';
      if (text.length > CHAT_MESSAGE_MAX_LENGTH)
        return `A message can have at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`;
      return null;
    }
    case 'event':
      return content.event.trim() === '' ? 'An event needs a name.' : null;
    case 'image':
      if (blobIdOf(content.imageUrl) === null) return 'Images must be uploaded first.';
      return content.description.length > CHAT_DESCRIPTION_MAX_LENGTH
        ? `A description can have at most ${CHAT_DESCRIPTION_MAX_LENGTH} characters.`
        : null;
  }
}

interface WirePayload {
  authorRef: string;
  timestamp: number;
  message?: string;
  extensions?: { event: string };
  imageUrl?: string;
  description?: string;
  hospitalId?: string;
}

/** base64 of the payload's JSON (UTF-8, so Sinhala and Tamil survive). */
export function encodeChatPayload(payload: ChatPayload): string {
  const { content } = payload;
  const wire: WirePayload = { authorRef: payload.authorRef, timestamp: payload.timestamp };
  if (content.kind === 'message') wire.message = content.message;
  else if (content.kind === 'event') wire.extensions = { event: content.event };
  else {
    wire.imageUrl = content.imageUrl;
    wire.description = content.description;
    if (content.hospitalId !== undefined) wire.hospitalId = content.hospitalId;
  }
  return utf8ToBase64(JSON.stringify(wire));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The payload in a base64 string, or null when it is not one (bad base64, JSON, or not exactly one content). */
export function decodeChatPayload(encoded: string): ChatPayload | null {
  let wire: unknown;
  try {
    wire = JSON.parse(base64ToUtf8(encoded));
  } catch {
    return null;
  }
  if (
    !isRecord(wire) ||
    typeof wire.authorRef !== 'string' ||
    typeof wire.timestamp !== 'number' ||
    !Number.isFinite(wire.timestamp)
  )
    return null;
  const { authorRef, timestamp } = wire;
  const event = isRecord(wire.extensions) ? wire.extensions.event : undefined;
  const present = [wire.message !== undefined, event !== undefined, wire.imageUrl !== undefined].filter(Boolean).length;
  if (present !== 1) return null;
  if (typeof wire.message === 'string')
    return { authorRef, timestamp, content: { kind: 'message', message: wire.message } };
  if (typeof event === 'string') return { authorRef, timestamp, content: { kind: 'event', event } };
  if (typeof wire.imageUrl === 'string') {
    const description = typeof wire.description === 'string' ? wire.description : '';
    const hospitalId = typeof wire.hospitalId === 'string' ? wire.hospitalId : undefined;
    return {
      authorRef,
      timestamp,
      content: {
        kind: 'image',
        imageUrl: wire.imageUrl,
        description,
        ...(hospitalId === undefined ? {} : { hospitalId }),
      },
    };
  }
  return null;
}
