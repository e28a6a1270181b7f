import type { MessageId } from '../i18n/messages.generated';

/**
 * What the chat home itself says about the hand-over (the assistant's announcement, the fallback when the
 * agent chat cannot load): message ids of i18n/po/<language>/chat.po, worded with `t()` when shown. Kept apart
 * from domain/chatText.ts so the chat home's first paint does not carry the agent chat's wording.
 */
export const HANDOVER_TEXT = {
  handover: 'chat.handover',
  prepareFailed: 'chat.prepareFailed',
  backToAssistant: 'chat.backToAssistant',
} as const satisfies Record<string, MessageId>;
