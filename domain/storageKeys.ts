/** Storage keys; accessToken, userProfile and relationshipView match the original app's. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  userProfile: 'userProfile',
  relationshipView: 'relationshipView',
  assistant: 'carechat.assistant',
  login: 'carechat.login',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** localStorage keys of kept agent chats start with this (one per account and hospital; cleared at sign-out). */
export const AGENT_CHAT_KEY_PREFIX = 'carechat.agentChat.';
