import { describe, expect, it } from 'vitest';
import { NAME_ON_CARD_MAX_LENGTH, nameOnCardBillingName, nameOnCardError } from '../../../domain/nameOnCard';

describe('nameOnCardError', () => {
  it('requires a name once trimmed', () => {
    expect(nameOnCardError('')).toBe('Name on card is required');
    expect(nameOnCardError('   ')).toBe('Name on card is required');
    // Nothing left to sign either.
    expect(nameOnCardError(' , = ')).toBe('Name on card is required');
  });

  it('takes at most 60 characters (trimmed)', () => {
    expect(nameOnCardError(`  ${'A'.repeat(NAME_ON_CARD_MAX_LENGTH)}  `)).toBeNull();
    expect(nameOnCardError('A'.repeat(NAME_ON_CARD_MAX_LENGTH + 1))).toBe(
      'Name on card is too long (at most 60 characters).',
    );
  });

  it('accepts an ordinary name', () => {
    expect(nameOnCardError('Nimal Perera')).toBeNull();
  });

  it('refuses hidden characters: the gateway bills and prints the name as it comes', () => {
    expect(nameOnCardError('Nimal \u202Earerep')).toBe('Name on card has hidden characters. Please type it again.');
    expect(nameOnCardError('Nimal\u200F Perera')).toBe('Name on card has hidden characters. Please type it again.');
    expect(nameOnCardError('Nimal\u0007Perera')).toBe('Name on card has hidden characters. Please type it again.');
    expect(nameOnCardError('  Nimal Perera\n')).toBeNull();
  });
});

describe('nameOnCardBillingName', () => {
  it('bills the last word as the surname and the words before it as the forename', () => {
    expect(nameOnCardBillingName('Nimal Perera')).toEqual({ firstName: 'Nimal', lastName: 'Perera' });
    expect(nameOnCardBillingName('  Kamala   Devi  Silva ')).toEqual({ firstName: 'Kamala Devi', lastName: 'Silva' });
  });

  it('bills a single word as both', () => {
    expect(nameOnCardBillingName('Madonna')).toEqual({ firstName: 'Madonna', lastName: 'Madonna' });
  });

  it('applies the Latin-letter rule to the parts', () => {
    expect(nameOnCardBillingName('නිමල් Perera')).toEqual({ firstName: 'Perera', lastName: 'Perera' });
    expect(nameOnCardBillingName('Nimal பெரேரா')).toEqual({ firstName: 'Nimal', lastName: 'Nimal' });
  });

  it("drops ',' and '=' from what is signed", () => {
    expect(nameOnCardBillingName('Perera,Nimal')).toEqual({ firstName: 'Perera', lastName: 'Nimal' });
    expect(nameOnCardBillingName('Nimal Perera,currency=USD')).toEqual({
      firstName: 'Nimal Perera currency',
      lastName: 'USD',
    });
  });
});
