// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../domain/storageKeys';
import type { Profile } from '../../../machines/types';
import { createSessionStore } from '../../../src/app/sessionStore';

const profile: Profile = {
  id: 'profile-1',
  mobileNo: '94771234567',
  patients: [{ id: 'p1', prefix: 'Mr', given: ['Nimal'], family: 'Perera', gender: 'male', birthDate: '1990-01-01', relationship: 'Me', hospitalId: 'org-galle', mobileNo: '94771234567' }],
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
    for (const stored of ['{not json', JSON.stringify({ id: 'x' }), JSON.stringify({ ...profile, patients: [{ id: 'p1' }] })]) {
      localStorage.setItem(STORAGE_KEYS.userProfile, stored);
      expect(createSessionStore(localStorage, sessionStorage).read()).toBeNull();
    }
  });

  it('signs out by forgetting the login and the relationship view, but not the rest of the tab', () => {
    const store = createSessionStore(localStorage, sessionStorage);
    store.signIn({ accessToken: 'token-1', profile });
    store.setRelationshipView('Me');
    sessionStorage.setItem('other', 'kept');
    store.signOut();
    expect(store.read()).toBeNull();
    expect(store.accessToken()).toBeNull();
    expect(store.relationshipView()).toBeNull();
    expect(sessionStorage.getItem('other')).toBe('kept');
  });
});
