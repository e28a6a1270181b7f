import { describe, expect, it } from 'vitest';
import { APPOINTMENT_LIMIT, listSize, PRACTITIONER_LIMIT, SESSION_LIMIT } from '../../../domain/listLimits';

describe('listSize', () => {
  it("keeps the spec's values (10,000 practitioners, 5,000 sessions and appointments) and clamps anything larger", () => {
    expect([PRACTITIONER_LIMIT, SESSION_LIMIT, APPOINTMENT_LIMIT]).toEqual([10_000, 5000, 5000]);
    expect(listSize(SESSION_LIMIT, SESSION_LIMIT, SESSION_LIMIT)).toBe(5000);
    expect(listSize(2_147_483_647, SESSION_LIMIT, SESSION_LIMIT)).toBe(5000);
  });

  it('gives the fallback when nothing is asked, and never less than the minimum', () => {
    expect(listSize(undefined, 20, 100)).toBe(20);
    expect(listSize(null, 5, 20, 1)).toBe(5);
    expect(listSize(-3, 20, 100)).toBe(0);
    expect(listSize(0, 5, 20, 1)).toBe(1);
    expect(listSize(7.9, 20, 100)).toBe(7);
  });
});
