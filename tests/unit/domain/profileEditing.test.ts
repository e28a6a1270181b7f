import { describe, expect, it } from 'vitest';
import { editableParts, hasRelationship } from '../../../domain/profileEditing';

describe('hasRelationship', () => {
  it('counts a stored relationship, never a missing or blank one', () => {
    expect(hasRelationship({ relationship: 'Me' })).toBe(true);
    expect(hasRelationship({ relationship: 'Sister Nimali' })).toBe(true);
    expect(hasRelationship({ relationship: null })).toBe(false);
    expect(hasRelationship({ relationship: '  ' })).toBe(false);
  });
});

describe('editableParts', () => {
  it('with editProfile on, lets everything change', () => {
    expect(editableParts({ relationship: 'Me' }, true)).toEqual({ identity: true, relationship: true, address: true });
    expect(editableParts({ relationship: null }, true)).toEqual({ identity: true, relationship: true, address: true });
  });

  it('with editProfile off, lets an unclassified patient be classified, and any patient its address changed', () => {
    expect(editableParts({ relationship: null }, false)).toEqual({
      identity: false,
      relationship: true,
      address: true,
    });
    expect(editableParts({ relationship: ' ' }, false)).toEqual({ identity: false, relationship: true, address: true });
    expect(editableParts({ relationship: 'Father' }, false)).toEqual({
      identity: false,
      relationship: false,
      address: true,
    });
  });
});
