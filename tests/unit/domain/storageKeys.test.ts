import { describe, it, expect } from 'vitest';
import { STORAGE_KEYS } from '../../../domain/storageKeys';

describe('STORAGE_KEYS', () => {
  it('uses the exact localStorage keys', () => {
    expect(STORAGE_KEYS).toEqual({
      accessToken: 'accessToken',
      userProfile: 'userProfile',
      relationshipView: 'relationshipView',
      assistant: 'carechat.assistant',
      login: 'carechat.login',
      installPrompt: 'carechat.installPrompt',
      ownInitiations: 'carechat.ownInitiations',
      language: 'carechat.language',
    });
  });

  it('has no two entries sharing a key', () => {
    const keys = Object.values(STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
