import { describe, it, expect } from 'vitest';
import { digitsOnly } from '../../../domain/digits';

describe('digitsOnly', () => {
  it('keeps digits and drops everything else', () => {
    expect(digitsOnly('077 123-4567')).toBe('0771234567');
    expect(digitsOnly('+94 (77) 123 4567')).toBe('94771234567');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly('')).toBe('');
  });

  it('drops non-ASCII digits too', () => {
    expect(digitsOnly('١٢٣4')).toBe('4');
  });

  it('truncates to maxLength after dropping non-digits', () => {
    expect(digitsOnly('1a2b3c', 2)).toBe('12');
    expect(digitsOnly('20251', 4)).toBe('2025');
    expect(digitsOnly('12', 4)).toBe('12');
    expect(digitsOnly('123', 0)).toBe('');
  });

  it('keeps everything when maxLength is not given', () => {
    expect(digitsOnly('12345678901234567890')).toBe('12345678901234567890');
  });
});
