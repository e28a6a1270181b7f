import { describe, it, expect } from 'vitest';
import {
  MOBILE_PREFIX,
  displayMobile,
  lastFourDigits,
  mobileNumberError,
  normaliseMobileNumber,
} from '../../../domain/mobileNumber';

const EMPTY = 'Type Your Mobile No.';
const INVALID = 'Invalid Mobile No!';
const PREFIXED = 'Mobile No. starting with 94, should have 11 digits!';
const ZERO = 'Mobile No. starting with 0, should have 10 digits!';
const LOCAL = 'Mobile No. should have 9 digits!';

describe('mobileNumberError', () => {
  it('asks for a number when nothing is typed', () => {
    expect(mobileNumberError('')).toBe(EMPTY);
    expect(mobileNumberError('   ')).toBe(EMPTY);
  });

  it('accepts the three valid shapes', () => {
    expect(mobileNumberError('0771234567')).toBeNull();
    expect(mobileNumberError('771234567')).toBeNull();
    expect(mobileNumberError('94771234567')).toBeNull();
    expect(mobileNumberError(' 0771234567 ')).toBeNull();
  });

  describe('leading 0', () => {
    it('is invalid when longer than 9 characters and not 07 followed by digits', () => {
      expect(mobileNumberError('0812345678')).toBe(INVALID);
      expect(mobileNumberError('0112345678')).toBe(INVALID);
      expect(mobileNumberError('077123456x')).toBe(INVALID);
      expect(mobileNumberError('07712 34567')).toBe(INVALID);
    });

    it('reports length, not validity, at 9 characters or fewer', () => {
      // The 'Invalid' rule only applies beyond 9 characters.
      expect(mobileNumberError('081234567')).toBe(ZERO);
      expect(mobileNumberError('0')).toBe(ZERO);
      expect(mobileNumberError('08x')).toBe(ZERO);
    });

    it('must have exactly 10 digits when it is 07…', () => {
      expect(mobileNumberError('077123456')).toBe(ZERO);
      expect(mobileNumberError('07712345678')).toBe(ZERO);
      expect(mobileNumberError('0771234567')).toBeNull();
    });
  });

  describe('leading 94', () => {
    it('must have exactly 11 digits', () => {
      expect(mobileNumberError('9477123456')).toBe(PREFIXED);
      expect(mobileNumberError('947712345678')).toBe(PREFIXED);
      expect(mobileNumberError('94')).toBe(PREFIXED);
      expect(mobileNumberError('94771234567')).toBeNull();
    });

    it('rejects non-digits with the 94 message', () => {
      expect(mobileNumberError('9477123456a')).toBe(PREFIXED);
      expect(mobileNumberError('94-77123456')).toBe(PREFIXED);
    });

    it('applies to 9-digit numbers that happen to start with 94', () => {
      expect(mobileNumberError('947123456')).toBe(PREFIXED);
    });
  });

  describe('other numbers', () => {
    it('must be exactly 9 digits', () => {
      expect(mobileNumberError('77123456')).toBe(LOCAL);
      expect(mobileNumberError('7712345678')).toBe(LOCAL);
      expect(mobileNumberError('7')).toBe(LOCAL);
      expect(mobileNumberError('812345678')).toBeNull();
    });

    it('rejects non-digits with the 9-digit message', () => {
      expect(mobileNumberError('77123456x')).toBe(LOCAL);
      expect(mobileNumberError('+94771234567')).toBe(LOCAL);
      expect(mobileNumberError('abcdefghi')).toBe(LOCAL);
    });
  });

  it('checks the rules in the spec order', () => {
    // Starts with 0 and is long and not 07: 'Invalid' wins over the 10-digit rule.
    expect(mobileNumberError('01234567890')).toBe(INVALID);
    // Long 07 number: not invalid, so the 10-digit rule reports.
    expect(mobileNumberError('077123456789')).toBe(ZERO);
  });
});

describe('normaliseMobileNumber', () => {
  it('turns every valid shape into 94 plus 9 digits', () => {
    expect(normaliseMobileNumber('0771234567')).toBe('94771234567');
    expect(normaliseMobileNumber('771234567')).toBe('94771234567');
    expect(normaliseMobileNumber('94771234567')).toBe('94771234567');
    expect(normaliseMobileNumber(' 0771234567 ')).toBe('94771234567');
  });

  it('gives 11 digits starting with the prefix', () => {
    for (const input of ['0771234567', '771234567', '94771234567', '812345678']) {
      const normalised = normaliseMobileNumber(input);
      expect(normalised).toMatch(/^94\d{9}$/);
      expect(mobileNumberError(normalised)).toBeNull();
    }
  });

  it('is idempotent', () => {
    expect(normaliseMobileNumber(normaliseMobileNumber('0771234567'))).toBe('94771234567');
  });

  it('uses 94 as the prefix', () => {
    expect(MOBILE_PREFIX).toBe('94');
  });
});

describe('lastFourDigits', () => {
  it('gives the last four digits', () => {
    expect(lastFourDigits('94771234567')).toBe('4567');
    expect(lastFourDigits('0772345678')).toBe('5678');
    expect(lastFourDigits('077 123 4567')).toBe('4567');
  });

  it('gives what there is for short input', () => {
    expect(lastFourDigits('12')).toBe('12');
    expect(lastFourDigits('')).toBe('');
  });
});

describe('displayMobile', () => {
  it('groups a stored number as people read and dial it', () => {
    expect(displayMobile('94771234567')).toBe('+94 77 123 4567');
  });

  it('leaves anything else as it is', () => {
    expect(displayMobile('0771234567')).toBe('0771234567');
    expect(displayMobile('Not Available')).toBe('Not Available');
  });
});
