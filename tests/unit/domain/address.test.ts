import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES,
  addressChanged,
  addressError,
  addressInputError,
  addressOf,
  addressText,
  emptyAddress,
  storedAddress,
  type Address,
} from '../../../domain/address';

const address = (overrides: Partial<Address> = {}): Address => ({ ...emptyAddress, ...overrides });

describe('addressError', () => {
  it('needs at least one field; whitespace is empty', () => {
    expect(addressError(emptyAddress)).toBe('Please enter at least one address field');
    expect(addressError(address({ line1: '   ', line2: '\t', line3: ' ', city: '  ' }))).toBe(ADDRESS_MESSAGES.empty);
  });

  it.each<[Partial<Address>]>([
    [{ line1: '12 Galle Road' }],
    [{ line2: 'Kollupitiya' }],
    [{ line3: 'Lane 4' }],
    [{ city: 'Colombo' }],
  ])('accepts any single field: %j', (fields) => {
    expect(addressError(address(fields))).toBeNull();
  });

  it.each(['line1', 'line2', 'line3', 'city'] as const)('accepts 100 characters in %s and refuses 101', (field) => {
    expect(addressError(address({ [field]: 'a'.repeat(100) }))).toBeNull();
    expect(addressError(address({ [field]: 'a'.repeat(101) }))).toBe(
      'Each address field can have at most 100 characters',
    );
  });

  it('measures a field trimmed', () => {
    expect(addressError(address({ line1: `  ${'a'.repeat(100)}  ` }))).toBeNull();
  });
});

describe('addressInputError (patchPatient /address)', () => {
  it('accepts three lines and refuses four', () => {
    expect(addressInputError(['1', '2', '3'], 'Colombo')).toBeNull();
    expect(addressInputError(['1', '2', '3', '4'], 'Colombo')).toBe('An address has at most 3 lines');
  });

  it('drops empty lines before counting', () => {
    expect(addressInputError(['1', '', '  ', '2', '3'], null)).toBeNull();
    expect(addressInputError(['', '', '', '', 'Only line'], undefined)).toBeNull();
  });

  it('needs a line or a city', () => {
    expect(addressInputError([], null)).toBe(ADDRESS_MESSAGES.empty);
    expect(addressInputError(['', ' '], '  ')).toBe(ADDRESS_MESSAGES.empty);
    expect(addressInputError([], 'Colombo')).toBeNull();
  });

  it('checks the length of each line and the city at 100/101 characters', () => {
    expect(addressInputError(['a'.repeat(100), 'b'.repeat(100), 'c'.repeat(100)], 'd'.repeat(100))).toBeNull();
    expect(addressInputError(['', '', 'a'.repeat(101)], null)).toBe(ADDRESS_MESSAGES.tooLong);
    expect(addressInputError(['12 Galle Road'], 'd'.repeat(101))).toBe(ADDRESS_MESSAGES.tooLong);
  });

  it('reports too many lines before a too long one', () => {
    expect(addressInputError(['a'.repeat(101), '2', '3', '4'], null)).toBe(ADDRESS_MESSAGES.tooManyLines);
  });
});

describe('storedAddress and addressOf', () => {
  it('stores trimmed non-empty lines in order and an empty city as null', () => {
    expect(storedAddress(address({ line1: ' 12 Galle Road ', line2: '  ', line3: 'Kollupitiya', city: ' ' }))).toEqual({
      line: ['12 Galle Road', 'Kollupitiya'],
      city: null,
    });
    expect(storedAddress(address({ city: ' Colombo ' }))).toEqual({ line: [], city: 'Colombo' });
  });

  it('fills the form from stored lines and city, missing ones empty', () => {
    expect(addressOf({ line: ['12 Galle Road', 'Kollupitiya'], city: 'Colombo' })).toEqual({
      line1: '12 Galle Road',
      line2: 'Kollupitiya',
      line3: '',
      city: 'Colombo',
    });
    expect(addressOf({ line: [], city: null })).toEqual(emptyAddress);
    expect(addressOf(null)).toEqual(emptyAddress);
    expect(addressOf(undefined)).toEqual(emptyAddress);
  });

  it('round-trips a stored address', () => {
    const stored = { line: ['1', '2', '3'], city: 'Kandy' };
    expect(storedAddress(addressOf(stored))).toEqual(stored);
  });
});

describe('addressChanged', () => {
  const before = address({ line1: '12 Galle Road', city: 'Colombo' });

  it('is unchanged when only surrounding spaces differ', () => {
    expect(addressChanged(before, before)).toBe(false);
    expect(addressChanged(before, address({ line1: '  12 Galle Road ', line2: '   ', city: 'Colombo  ' }))).toBe(false);
  });

  it('is changed when any field differs trimmed', () => {
    expect(addressChanged(before, address({ line1: '12 Galle Rd', city: 'Colombo' }))).toBe(true);
    expect(addressChanged(before, { ...before, line3: 'Lane 4' })).toBe(true);
    expect(addressChanged(before, { ...before, city: '' })).toBe(true);
    expect(addressChanged(emptyAddress, address({ line2: 'x' }))).toBe(true);
  });
});

describe('addressText', () => {
  it('joins the non-empty fields with commas', () => {
    expect(addressText(address({ line1: ' 12 Galle Road ', line3: 'Kollupitiya', city: 'Colombo' }))).toBe(
      '12 Galle Road, Kollupitiya, Colombo',
    );
  });

  it('is null for an empty address', () => {
    expect(addressText(address({ line2: '  ' }))).toBeNull();
  });
});
