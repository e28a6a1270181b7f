// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT_CHAT_KEY_PREFIX, STORAGE_KEYS } from '../../../domain/storageKeys';
import type { Profile } from '../../../machines/types';
import { createSessionStore } from '../../../src/lib/session/sessionStore';

const profile: Profile = {
  id: 'profile-1',
  mobileNo: '94771234567',
  patients: [
    {
      id: 'p1',
      prefix: 'Mr',
      given: ['Nimal'],
      family: 'Perera',
      gender: 'male',
      birthDate: '1990-01-01',
      relationship: 'Me',
      hospitalId: 'org-galle',
      mobileNo: '94771234567',
    },
  ],
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('session store', () => {
  it('keeps the login in localStorage (token and profile) so another page load sees it', () => {
    createSessionStore(localStorage, sessionStorage).signIn({ accessToken: 'token-1', profile });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('token-1');
    expect(createSessionStore(localStorage, sessionStorage).read()).toEqual({ accessToken: 'token-1', profile });
  });

  it('keeps the relationship view per tab in sessionStorage', () => {
    const store = createSessionStore(localStorage, sessionStorage);
    store.setRelationshipView('Mother');
    expect(sessionStorage.getItem(STORAGE_KEYS.relationshipView)).toBe('Mother');
    expect(store.relationshipView()).toBe('Mother');
  });

  it('tells subscribers about changes and returns the same session object while nothing changed', () => {
    const store = createSessionStore(localStorage, sessionStorage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.signIn({ accessToken: 'token-1', profile });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.read()).toBe(store.read());
  });

  it('ignores a stored profile that is not a profile', () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    for (const stored of [
      '{not json',
      JSON.stringify({ id: 'x' }),
      JSON.stringify({ ...profile, patients: [{ id: 'p1' }] }),
    ]) {
      localStorage.setItem(STORAGE_KEYS.userProfile, stored);
      expect(createSessionStore(localStorage, sessionStorage).read()).toBeNull();
    }
  });

  it('signs out by forgetting the login, the relationship view and the stored conversation, but not the rest of the tab', () => {
    const store = createSessionStore(localStorage, sessionStorage);
    store.signIn({ accessToken: 'token-1', profile });
    store.setRelationshipView('Me');
    // The assistant's stored conversation holds the names and birth dates typed, and its auth snapshot.
    sessionStorage.setItem(
      STORAGE_KEYS.assistant,
      JSON.stringify({ owner: 'profile-1', transcript: 'Nimal Perera, 14/05/1990' }),
    );
    sessionStorage.setItem('other', 'kept');
    store.signOut();
    expect(store.read()).toBeNull();
    expect(store.accessToken()).toBeNull();
    expect(store.relationshipView()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userProfile)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.relationshipView)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.assistant)).toBeNull();
    expect(sessionStorage.getItem('other')).toBe('kept');
  });

  it('signs out by forgetting the agent chats kept on this device (their messages), and nothing else of the device', () => {
    const store = createSessionStore(localStorage, sessionStorage);
    store.signIn({ accessToken: 'token-1', profile });
    localStorage.setItem(
      `${AGENT_CHAT_KEY_PREFIX}profile-1.org-colombo`,
      JSON.stringify({ snapshot: { context: { outbox: [{ message: 'my test results' }] } } }),
    );
    localStorage.setItem('device-setting', 'kept');
    store.signOut();
    expect(localStorage.getItem(`${AGENT_CHAT_KEY_PREFIX}profile-1.org-colombo`)).toBeNull();
    expect(localStorage.getItem('device-setting')).toBe('kept');
  });
});

describe('session store across tabs', () => {
  /** What this tab hears when another tab writes localStorage (a tab never hears its own writes). */
  const otherTabChanged = (key: string | null): void => {
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
  };

  it("follows another tab's sign-in", () => {
    const store = createSessionStore(localStorage, sessionStorage);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.read()).toBeNull();

    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-2');
    localStorage.setItem(STORAGE_KEYS.userProfile, JSON.stringify(profile));
    otherTabChanged(STORAGE_KEYS.accessToken);
    otherTabChanged(STORAGE_KEYS.userProfile);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.read()).toEqual({ accessToken: 'token-2', profile });
  });

  it("follows another tab's logout, and forgets this tab's relationship view and conversation", () => {
    const store = createSessionStore(localStorage, sessionStorage);
    store.signIn({ accessToken: 'token-1', profile });
    store.setRelationshipView('Mother');
    sessionStorage.setItem(STORAGE_KEYS.assistant, '{"owner":"profile-1"}');
    const listener = vi.fn();
    store.subscribe(listener);

    localStorage.removeItem(STORAGE_KEYS.accessToken);
    localStorage.removeItem(STORAGE_KEYS.userProfile);
    otherTabChanged(STORAGE_KEYS.accessToken);
    expect(listener).toHaveBeenCalled();
    expect(store.read()).toBeNull();
    expect(store.relationshipView()).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.assistant)).toBeNull();
  });

  it('ignores other keys and stops listening once nobody is subscribed', () => {
    const store = createSessionStore(localStorage, sessionStorage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    otherTabChanged('somethingElse');
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
    otherTabChanged(STORAGE_KEYS.accessToken);
    expect(listener).not.toHaveBeenCalled();
  });
});
