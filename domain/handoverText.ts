/**
 * What the chat home itself says about the hand-over (the assistant's announcement, the fallback when the
 * agent chat cannot load). Kept apart from domain/chatText.ts so the chat home's first paint does not
 * carry the agent chat's wording, which loads with the agent chat.
 */
export const HANDOVER_TEXT = {
  handover: 'I am handing you over to the hospital staff. Type your message below.',
  prepareFailed: 'Unable to start a chat with the hospital. Please try again.',
  backToAssistant: 'Back to the assistant',
} as const;
