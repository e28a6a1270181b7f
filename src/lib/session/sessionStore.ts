import { AGENT_CHAT_KEY_PREFIX, STORAGE_KEYS } from '../../../domain/storageKeys';
import { isGender } from '../../../domain/gender';
import type { Patient, Profile, Session } from '../../../machines/types';

export type { Session } from '../../../machines/types';

/**
 * The signed-in account, kept in localStorage (accessToken, userProfile as JSON) so a reload keeps
 * the login, and the relationship being viewed in sessionStorage (per tab). Components read it
 * through useSession(); the urql client reads the token and clears it on ARO-E1023/E1024. A sign-in
 * or logout in another tab reaches this one through the `storage` event.
 */
export interface SessionStore {
  readonly read: () => Session | null;
  /** The stored access token alone (sent with every request, even before the profile is stored). */
  readonly accessToken: () => string | null;
  readonly relationshipView: () => string | null;
  readonly subscribe: (listener: () => void) => () => void;
  readonly signIn: (session: Session) => void;
  readonly updateProfile: (profile: Profile) => void;
  readonly setRelationshipView: (relationship: string | null) => void;
  readonly signOut: () => void;
  /** ARO-E1022: forget the login and everything of this tab (the caller reloads). */
  readonly reset: () => void;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

function isPatient(value: unknown): value is Patient {
  return (
    isObject(value) &&
    isString(value.id) &&
    isString(value.prefix) &&
    Array.isArray(value.given) &&
    value.given.every(isString) &&
    isString(value.family) &&
    isString(value.gender) &&
    isGender(value.gender) &&
    isString(value.birthDate) &&
    (value.relationship === null || isString(value.relationship)) &&
    isString(value.hospitalId) &&
    isString(value.mobileNo)
  );
}

function isProfile(value: unknown): value is Profile {
  return (
    isObject(value) &&
    isString(value.id) &&
    isString(value.mobileNo) &&
    Array.isArray(value.patients) &&
    value.patients.every(isPatient)
  );
}

/** A stored profile written by an older build or edited by hand is ignored rather than trusted. */
function parseProfile(json: string | null): Profile | null {
  if (json === null) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    return isProfile(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The keys of the login in localStorage; another tab changing them changes this tab's session. */
const LOGIN_KEYS: readonly (string | null)[] = [STORAGE_KEYS.accessToken, STORAGE_KEYS.userProfile];

type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** `events`: where other tabs' storage changes arrive (the window; null where there is none). */
export function createSessionStore(
  local: Storage,
  tab: Storage,
  events: StorageEvents | null = typeof window === 'undefined' ? null : window,
): SessionStore {
  const listeners = new Set<() => void>();
  // useSyncExternalStore needs the same object while nothing changed.
  let cached: { token: string | null; profileJson: string | null; session: Session | null } | null = null;

  const notify = (): void => {
    for (const listener of listeners) listener();
  };

  /** What a logout leaves nothing of in this tab: the viewed relationship and the stored conversation (names, birth dates, the auth snapshot) and the flat login's auth snapshot. */
  const clearTabData = (): void => {
    tab.removeItem(STORAGE_KEYS.relationshipView);
    tab.removeItem(STORAGE_KEYS.assistant);
    tab.removeItem(STORAGE_KEYS.login);
  };

  // Fires only for changes made by other tabs (key null: their storage was cleared).
  const onStorage = (event: StorageEvent): void => {
    if (event.storageArea !== local || !LOGIN_KEYS.includes(event.key)) return;
    cached = null;
    if (local.getItem(STORAGE_KEYS.accessToken) === null) clearTabData();
    notify();
  };

  const read = (): Session | null => {
    const token = local.getItem(STORAGE_KEYS.accessToken);
    const profileJson = local.getItem(STORAGE_KEYS.userProfile);
    if (cached?.token === token && cached.profileJson === profileJson) return cached.session;
    const profile = parseProfile(profileJson);
    const session = token !== null && token !== '' && profile !== null ? { accessToken: token, profile } : null;
    cached = { token, profileJson, session };
    return session;
  };

  /** The login, and the agent chats kept on this device (their messages are the patient's). */
  const clearLogin = (): void => {
    local.removeItem(STORAGE_KEYS.accessToken);
    local.removeItem(STORAGE_KEYS.userProfile);
    const chats = Array.from({ length: local.length }, (_, index) => local.key(index)).filter(
      (key) => key?.startsWith(AGENT_CHAT_KEY_PREFIX) === true,
    );
    for (const key of chats) if (key !== null) local.removeItem(key);
  };

  return {
    read,
    accessToken: () => {
      const token = local.getItem(STORAGE_KEYS.accessToken);
      return token === '' ? null : token;
    },
    relationshipView: () => tab.getItem(STORAGE_KEYS.relationshipView),
    subscribe: (listener) => {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    signIn: (session) => {
      local.setItem(STORAGE_KEYS.accessToken, session.accessToken);
      local.setItem(STORAGE_KEYS.userProfile, JSON.stringify(session.profile));
      notify();
    },
    updateProfile: (profile) => {
      local.setItem(STORAGE_KEYS.userProfile, JSON.stringify(profile));
      notify();
    },
    setRelationshipView: (relationship) => {
      if (relationship === null) tab.removeItem(STORAGE_KEYS.relationshipView);
      else tab.setItem(STORAGE_KEYS.relationshipView, relationship);
      notify();
    },
    signOut: () => {
      clearLogin();
      clearTabData();
      notify();
    },
    reset: () => {
      clearLogin();
      tab.clear();
      notify();
    },
  };
}
