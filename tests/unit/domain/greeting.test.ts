import { describe, it, expect } from 'vitest';
import { greetingFor } from '../../../domain/greeting';

// Local times: the greeting follows the device clock.
const at = (hours: number, minutes: number, seconds = 0): Date => new Date(2025, 5, 15, hours, minutes, seconds);

describe('greetingFor', () => {
  it('says good morning before noon', () => {
    expect(greetingFor(at(0, 0))).toBe('Good morning');
    expect(greetingFor(at(8, 30))).toBe('Good morning');
    expect(greetingFor(at(11, 59))).toBe('Good morning');
    expect(greetingFor(at(11, 59, 59))).toBe('Good morning');
  });

  it('says good afternoon from 12:00 to 15:59', () => {
    expect(greetingFor(at(12, 0))).toBe('Good afternoon');
    expect(greetingFor(at(14, 0))).toBe('Good afternoon');
    expect(greetingFor(at(15, 59))).toBe('Good afternoon');
    expect(greetingFor(at(15, 59, 59))).toBe('Good afternoon');
  });

  it('says good evening from 16:00', () => {
    expect(greetingFor(at(16, 0))).toBe('Good evening');
    expect(greetingFor(at(20, 0))).toBe('Good evening');
    expect(greetingFor(at(23, 59))).toBe('Good evening');
  });
});
