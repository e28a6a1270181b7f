/** Storage keys; accessToken, userProfile and relationshipView match the original app's. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  userProfile: 'userProfile',
  relationshipView: 'relationshipView',
  assistant: 'carechat.assistant',
  login: 'carechat.login',
  /** The add-to-home-screen banner's answer ('installed' or 'dismissed'): once given, the banner never shows again. */
  installPrompt: 'carechat.installPrompt',
  /** The sign-in codes this browser asked for (domain/ownInitiations.ts): a reload or another tab resumes its own code, as the server never says which. */
  ownInitiations: 'carechat.ownInitiations',
  /** The language the patient chose on this device (i18n/languages.ts); index.html's inline script reads it too. */
  language: 'carechat.language',
} as const;

/** localStorage keys of kept agent chats start with this (one per account and hospital; cleared at sign-out). */
export const AGENT_CHAT_KEY_PREFIX = 'carechat.agentChat.';
