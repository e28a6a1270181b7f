import { describe, expect, it } from 'vitest';
import { peopleText, profileCount } from '../../../domain/profileCount';

const withRelationships = (...relationships: (string | null)[]) =>
  relationships.map((relationship) => ({ relationship }));

describe('profileCount', () => {
  it('is zero for an account without patients', () => {
    expect(profileCount([])).toBe(0);
  });

  it('counts each distinct relationship once', () => {
    expect(profileCount(withRelationships('Me', 'Mother', 'Father'))).toBe(3);
  });

  it('counts multi-role relatives once each: their relationship carries the given name', () => {
    expect(profileCount(withRelationships('Me', 'Sister Nimali', 'Sister Dilani'))).toBe(3);
  });

  it('counts a relationship stored twice as one person', () => {
    expect(profileCount(withRelationships('Me', 'Son Dinuka', 'Son Dinuka', ' Son  Dinuka '))).toBe(2);
  });

  it('adds every unclassified patient (no relationship, or a blank one)', () => {
    expect(profileCount(withRelationships('Me', null, null, '  '))).toBe(4);
    expect(profileCount(withRelationships(null))).toBe(1);
  });

  it('counts the full mix of spec 000 §9: distinct relationships plus unrelated patients', () => {
    expect(
      profileCount(withRelationships('Me', 'Father', 'Sister Nimali', 'Sister Dilani', null, 'Father', null)),
    ).toBe(6);
  });
});

describe('peopleText', () => {
  it("reads '{n} people', and '1 person' for one", () => {
    expect(peopleText(0)).toBe('0 people');
    expect(peopleText(1)).toBe('1 person');
    expect(peopleText(2)).toBe('2 people');
    expect(peopleText(12)).toBe('12 people');
  });
});
