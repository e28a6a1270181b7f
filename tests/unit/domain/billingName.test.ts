import { describe, it, expect } from 'vitest';
import { billingName, hasLatinLetter } from '../../../domain/billingName';

describe('billingName', () => {
  it('uses given and family names written in Latin letters', () => {
    expect(billingName({ given: ['Nimal'], family: 'Perera' })).toEqual({ firstName: 'Nimal', lastName: 'Perera' });
    expect(billingName({ given: 'Kamala', family: 'Silva' })).toEqual({ firstName: 'Kamala', lastName: 'Silva' });
  });

  it('joins several given names', () => {
    expect(billingName({ given: ['Kamala', ' Devi ', ''], family: 'Silva' })).toEqual({
      firstName: 'Kamala Devi',
      lastName: 'Silva',
    });
  });

  it('uses the family name as first name when the given name has no Latin letter', () => {
    expect(billingName({ given: ['නිමල්'], family: 'Perera' })).toEqual({ firstName: 'Perera', lastName: 'Perera' });
    expect(billingName({ given: [], family: 'Perera' })).toEqual({ firstName: 'Perera', lastName: 'Perera' });
  });

  it('uses the given name as last name when the family name has no Latin letter', () => {
    expect(billingName({ given: ['Nimal'], family: 'பெரேரா' })).toEqual({ firstName: 'Nimal', lastName: 'Nimal' });
    expect(billingName({ given: ['Nimal'], family: '' })).toEqual({ firstName: 'Nimal', lastName: 'Nimal' });
  });

  it('swaps the two when neither has a Latin letter', () => {
    expect(billingName({ given: ['නිමල්'], family: 'පෙරේරා' })).toEqual({ firstName: 'පෙරේරා', lastName: 'නිමල්' });
  });

  it('keeps a mixed name that has a Latin letter', () => {
    expect(billingName({ given: ['Nimal නිමල්'], family: 'Perera' }).firstName).toBe('Nimal නිමල්');
  });
});

describe('hasLatinLetter', () => {
  it('finds Latin letters, accented ones included', () => {
    expect(hasLatinLetter('a')).toBe(true);
    expect(hasLatinLetter('José')).toBe(true);
    expect(hasLatinLetter('é')).toBe(true);
  });

  it('finds none in digits, punctuation or other scripts', () => {
    expect(hasLatinLetter('1234 .-')).toBe(false);
    expect(hasLatinLetter('නිමල්')).toBe(false);
    expect(hasLatinLetter('பெரேரா')).toBe(false);
    expect(hasLatinLetter('')).toBe(false);
  });
});
