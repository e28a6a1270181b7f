import { describe, expect, it } from 'vitest';
import {
  activeLoyaltyAccounts,
  CENTS_PER_POINT,
  EARNED_BOOKING,
  earnedDescription,
  LOYALTY_RATE,
  loyaltyValue,
  pointsEarned,
} from '../../../domain/loyalty';

describe('pointsEarned', () => {
  it('earns one point per whole LKR 100: nothing below it, one at it, still one just below 200', () => {
    expect(CENTS_PER_POINT).toBe(10_000);
    expect(pointsEarned(9_999, 'LKR')).toBe(0);
    expect(pointsEarned(10_000, 'LKR')).toBe(1);
    expect(pointsEarned(19_999, 'LKR')).toBe(1);
    expect(pointsEarned(20_000, 'LKR')).toBe(2);
    expect(pointsEarned(245_000, 'LKR')).toBe(24);
  });

  it('reads the currency without regard to case or spaces', () => {
    expect(pointsEarned(50_000, 'lkr')).toBe(5);
    expect(pointsEarned(50_000, ' LKR ')).toBe(5);
  });

  it('earns nothing in another currency', () => {
    expect(pointsEarned(50_000, 'USD')).toBe(0);
    expect(pointsEarned(50_000, '')).toBe(0);
  });

  it('earns nothing for zero, negative or non-finite amounts', () => {
    expect(pointsEarned(0, 'LKR')).toBe(0);
    expect(pointsEarned(-10_000, 'LKR')).toBe(0);
    expect(pointsEarned(-1, 'LKR')).toBe(0);
    expect(pointsEarned(Number.NaN, 'LKR')).toBe(0);
    expect(pointsEarned(Number.POSITIVE_INFINITY, 'LKR')).toBe(0);
  });
});

describe('earnedDescription', () => {
  it('names the doctor, or says only what was paid for when there is no name', () => {
    expect(EARNED_BOOKING).toBe('earned_booking');
    expect(earnedDescription('Dr. Nimal Perera')).toBe('Points earned for a consultation with Dr. Nimal Perera');
    expect(earnedDescription('  Dr. Nimal Perera ')).toBe('Points earned for a consultation with Dr. Nimal Perera');
    expect(earnedDescription('   ')).toBe('Points earned for a consultation');
  });
});

describe('loyaltyValue', () => {
  it('is the points divided by the rate', () => {
    expect(LOYALTY_RATE).toBe(2);
    expect(loyaltyValue(24, LOYALTY_RATE)).toBe(12);
    expect(loyaltyValue(25, LOYALTY_RATE)).toBe(12.5);
    expect(loyaltyValue(0, LOYALTY_RATE)).toBe(0);
    expect(loyaltyValue(-4, LOYALTY_RATE)).toBe(-2);
    expect(loyaltyValue(10, 4)).toBe(2.5);
  });

  it('has no value for a rate that is not above zero, or numbers that are not finite', () => {
    expect(loyaltyValue(10, 0)).toBeNull();
    expect(loyaltyValue(10, -2)).toBeNull();
    expect(loyaltyValue(10, Number.NaN)).toBeNull();
    expect(loyaltyValue(Number.NaN, 2)).toBeNull();
    expect(loyaltyValue(Number.POSITIVE_INFINITY, 2)).toBeNull();
  });
});

describe('activeLoyaltyAccounts', () => {
  it('drops entries with zero active points and keeps the rest, in order and whole', () => {
    const me = { patientId: 'p1', patientRelationship: 'Me', activePoints: 24, rate: 2 };
    const mother = { patientId: 'p2', patientRelationship: 'Mother', activePoints: 0, rate: 2 };
    const son = { patientId: 'p3', patientRelationship: null, activePoints: -3, rate: 2 };
    expect(activeLoyaltyAccounts([me, mother, son])).toEqual([me, son]);
    expect(activeLoyaltyAccounts([mother])).toEqual([]);
    expect(activeLoyaltyAccounts([])).toEqual([]);
  });
});
