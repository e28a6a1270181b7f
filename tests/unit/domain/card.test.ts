import { describe, it, expect } from 'vitest';
import {
  cardTypeName,
  CARD_MESSAGES,
  CARD_TYPE_CODES,
  CARD_WIDGET_MESSAGES,
  cardError,
  cardTypeCode,
  cardWidgetMessage,
  detectCardType,
  formatCardNumber,
  formatExpiry,
  isCardExpired,
  isValidCardNumber,
  maskCardNumber,
  parseExpiry,
  passesLuhn,
  shouldClearCardEntry,
} from '../../../domain/card';
import type { CardEntry } from '../../../domain/card';

const TODAY = new Date(2025, 5, 15, 12); // June 2025, local time

const valid: CardEntry = { name: 'N Perera', number: '4111-1111-1111-1111', expiry: '12/27', cvv: '123' };
const errorOf = (changes: Partial<CardEntry>): string | null => cardError({ ...valid, ...changes }, TODAY);

describe('cardError', () => {
  it('accepts a valid card', () => {
    expect(cardError(valid, TODAY)).toBeNull();
  });

  it('checks the rules in the spec order', () => {
    const entry: CardEntry = { name: '', number: '1234', expiry: '13/20', cvv: '1' };
    const seen: (string | null)[] = [cardError(entry, TODAY)];
    let current = entry;
    for (const change of [
      { name: 'N Perera' },
      { cvv: '123' },
      { number: '4111111111111111' },
      { expiry: '05/25' },
      { expiry: '06/25' },
    ]) {
      current = { ...current, ...change };
      seen.push(cardError(current, TODAY));
    }
    expect(seen).toEqual([
      'Name on card is required',
      'The CVV number is invalid',
      'This is not a valid credit card number',
      'Invalid Expire Month & Year',
      'Expired card',
      null,
    ]);
  });

  it('requires a name that is not blank', () => {
    expect(errorOf({ name: '  ' })).toBe(CARD_MESSAGES.name);
  });

  it('requires a 3-digit CVV', () => {
    for (const cvv of ['', '12', '1234', '12a', 'abc']) expect(errorOf({ cvv }), cvv).toBe(CARD_MESSAGES.cvv);
    expect(errorOf({ cvv: '007' })).toBeNull();
  });

  it('requires 16 digits passing the Luhn check, with or without dashes', () => {
    expect(errorOf({ number: '4111111111111111' })).toBeNull();
    expect(errorOf({ number: '5555 5555 5555 4444' })).toBeNull();
    expect(errorOf({ number: '4111-1111-1111-1112' })).toBe(CARD_MESSAGES.number); // Luhn fails
    expect(errorOf({ number: '4111-1111-1111-111' })).toBe(CARD_MESSAGES.number); // 15 digits
    expect(errorOf({ number: '378282246310005' })).toBe(CARD_MESSAGES.number); // 15-digit Amex
    expect(errorOf({ number: '4111-1111-1111-1111-1' })).toBe(CARD_MESSAGES.number);
    expect(errorOf({ number: '4111x111-1111-1111' })).toBe(CARD_MESSAGES.number);
    expect(errorOf({ number: '' })).toBe(CARD_MESSAGES.number);
  });

  it('requires an MM/YY expiry with a real month', () => {
    for (const expiry of ['', '1227', '12/2027', '00/27', '13/27', '1/27', 'ab/cd']) {
      expect(errorOf({ expiry }), expiry).toBe(CARD_MESSAGES.expiry);
    }
  });

  it('accepts a card through the end of its expiry month', () => {
    expect(errorOf({ expiry: '06/25' })).toBeNull();
    expect(errorOf({ expiry: '05/25' })).toBe(CARD_MESSAGES.expired);
    expect(errorOf({ expiry: '12/24' })).toBe(CARD_MESSAGES.expired);
    expect(errorOf({ expiry: '01/26' })).toBeNull();
  });
});

describe('cardError, order at the boundaries', () => {
  it('reports only the earliest failing rule, whatever else is wrong', () => {
    // A blank name hides every later failure.
    expect(cardError({ name: ' \t', number: '', expiry: '', cvv: '' }, TODAY)).toBe(CARD_MESSAGES.name);
    // The CVV comes before a bad number and a bad expiry.
    expect(errorOf({ cvv: '12', number: '4111-1111-1111-1112', expiry: '13/27' })).toBe(CARD_MESSAGES.cvv);
    // The number comes before an expiry that is malformed or already past.
    expect(errorOf({ number: '4111-1111-1111-1112', expiry: '13/27' })).toBe(CARD_MESSAGES.number);
    expect(errorOf({ number: '4111-1111-1111-1112', expiry: '01/20' })).toBe(CARD_MESSAGES.number);
    // A malformed expiry is never reported as expired, even when its year is past.
    expect(errorOf({ expiry: '00/20' })).toBe(CARD_MESSAGES.expiry);
    expect(errorOf({ expiry: '13/20' })).toBe(CARD_MESSAGES.expiry);
  });

  it('reads the CVV as 3 digits around spaces only', () => {
    expect(errorOf({ cvv: ' 123 ' })).toBeNull();
    expect(errorOf({ cvv: '1 23' })).toBe(CARD_MESSAGES.cvv);
    expect(errorOf({ cvv: '１２３' })).toBe(CARD_MESSAGES.cvv); // full-width digits are not digits here
  });

  it('turns the year over at December', () => {
    const december = new Date(2025, 11, 31, 23, 59);
    const january = new Date(2026, 0, 1, 0, 0);
    expect(cardError({ ...valid, expiry: '12/25' }, december)).toBeNull();
    expect(cardError({ ...valid, expiry: '11/25' }, december)).toBe(CARD_MESSAGES.expired);
    expect(cardError({ ...valid, expiry: '12/25' }, january)).toBe(CARD_MESSAGES.expired);
    expect(cardError({ ...valid, expiry: '01/26' }, january)).toBeNull();
    expect(cardError({ ...valid, expiry: '12/99' }, january)).toBeNull();
  });
});

describe('Luhn and card number validity', () => {
  it('checks the Luhn sum', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4111-1111')).toBe(false);
  });

  it('needs exactly 16 digits', () => {
    expect(isValidCardNumber('5105105105105100')).toBe(true);
    expect(isValidCardNumber('0000000000000000')).toBe(true);
    expect(isValidCardNumber('00000000000000000')).toBe(false);
  });
});

describe('expiry parts', () => {
  it('reads MM/YY as month and full year', () => {
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('7/29')).toBeNull();
  });

  it('expires after the last day of the month', () => {
    expect(isCardExpired({ month: 6, year: 2025 }, new Date(2025, 5, 30, 23, 59))).toBe(false);
    expect(isCardExpired({ month: 6, year: 2025 }, new Date(2025, 6, 1, 0, 0))).toBe(true);
  });
});

describe('formatting while typing', () => {
  it('groups card digits by 4 with dashes, up to 19 characters', () => {
    expect(formatCardNumber('')).toBe('');
    expect(formatCardNumber('4')).toBe('4');
    expect(formatCardNumber('4111')).toBe('4111');
    expect(formatCardNumber('41111')).toBe('4111-1');
    expect(formatCardNumber('4111 1111 1111 1111')).toBe('4111-1111-1111-1111');
    expect(formatCardNumber('4111-1111-1111-1111-99')).toBe('4111-1111-1111-1111');
    expect(formatCardNumber('4111111111111111').length).toBe(19);
    expect(formatCardNumber('ab41c')).toBe('41');
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('1227')).toBe('12/27');
    expect(formatExpiry('12/27')).toBe('12/27');
    expect(formatExpiry('12/2027')).toBe('12/20');
  });
});

describe('shouldClearCardEntry', () => {
  const entry = { number: '4111-1111-1111-1111', expiry: '12/27', cvv: '123' };

  it('keeps a complete entry', () => {
    expect(shouldClearCardEntry(entry)).toBe(false);
    expect(shouldClearCardEntry(entry, null)).toBe(false);
    expect(shouldClearCardEntry(entry, '')).toBe(false);
  });

  it('clears on a wrong length of number, expiry or cvv', () => {
    expect(shouldClearCardEntry({ ...entry, number: '4111111111111111' })).toBe(true);
    expect(shouldClearCardEntry({ ...entry, expiry: '1227' })).toBe(true);
    expect(shouldClearCardEntry({ ...entry, cvv: '12' })).toBe(true);
  });

  it('clears when an invalid-card message exists', () => {
    expect(shouldClearCardEntry(entry, CARD_MESSAGES.number)).toBe(true);
  });
});

describe('maskCardNumber', () => {
  it('shows the first 6 digits then asterisks', () => {
    expect(maskCardNumber('4111111111111111')).toBe('411111**********');
    expect(maskCardNumber('4111-1111-1111-1111')).toBe('411111**********');
    expect(maskCardNumber('411111XXXXXX1111')).toBe('411111**********');
    expect(maskCardNumber('4111')).toBe('4111');
  });

  it('gives every card the same mask, whoever masked it before: a shorter mask is brought to 16 characters', () => {
    expect(maskCardNumber('411111******')).toBe('411111**********');
    expect(maskCardNumber('411111**********')).toBe('411111**********');
    expect(maskCardNumber(maskCardNumber('4111111111111111'))).toBe(maskCardNumber('411111******'));
    expect(maskCardNumber('4111111111111111111')).toBe('411111*************');
  });
});

describe('card types', () => {
  it('has the spec codes', () => {
    expect(CARD_TYPE_CODES).toEqual({
      visa: '001',
      mastercard: '002',
      amex: '003',
      discover: '004',
      diners: '005',
      jcb: '007',
      maestro: '042',
      hipercard: '050',
      elo: '054',
    });
  });

  it('maps type names case-insensitively, with common spellings', () => {
    expect(cardTypeCode('Visa')).toBe('001');
    expect(cardTypeCode('MASTERCARD')).toBe('002');
    expect(cardTypeCode('Master Card')).toBe('002');
    expect(cardTypeCode('American Express')).toBe('003');
    expect(cardTypeCode('diners club')).toBe('005');
    expect(cardTypeCode('Diners_Club')).toBe('005');
    expect(cardTypeCode('elo')).toBe('054');
  });

  it('defaults to 001', () => {
    expect(cardTypeCode('unionpay')).toBe('001');
    expect(cardTypeCode('')).toBe('001');
    expect(cardTypeCode(null)).toBe('001');
    expect(cardTypeCode('toString')).toBe('001');
  });

  it.each([
    ['4111111111111111', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['6500000000000002', 'discover'],
    ['30569309025904', 'diners'],
    ['3530111333300000', 'jcb'],
    ['6759649826438453', 'maestro'],
    ['6062826786276634', 'hipercard'],
    ['6362970000457013', 'elo'],
    ['4011780000000000', 'elo'],
    ['5090000000000000', 'elo'],
  ] as const)('detects %s as %s', (number, type) => {
    expect(detectCardType(number)).toBe(type);
  });

  it('reads dashed numbers and gives null for unknown prefixes', () => {
    expect(detectCardType('4111-1111-1111-1111')).toBe('visa');
    expect(detectCardType('9999999999999999')).toBeNull();
    expect(detectCardType('')).toBeNull();
  });
});

describe('widget messages', () => {
  it('has the spec texts per field', () => {
    expect(CARD_WIDGET_MESSAGES).toEqual({
      number: 'Card number invalid or missing.',
      expirationYear: 'Expiry year invalid or missing.',
      expirationMonth: 'Expiry month invalid or missing.',
      securityCode: 'Security code invalid.',
    });
    expect(cardWidgetMessage('securityCode')).toBe('Security code invalid.');
    expect(cardWidgetMessage('cardholder')).toBeNull();
    expect(cardWidgetMessage('constructor')).toBeNull();
  });
});

describe('cardTypeName', () => {
  it('names the type codes and the spellings gateways use, and keeps anything else as sent', () => {
    expect(cardTypeName('001')).toBe('Visa');
    expect(cardTypeName('054')).toBe('Elo');
    expect(cardTypeName('visa')).toBe('Visa');
    expect(cardTypeName(' Master Card ')).toBe('Mastercard');
    expect(cardTypeName('american_express')).toBe('American Express');
    expect(cardTypeName('Paypal')).toBe('Paypal');
    expect(cardTypeName('  ')).toBeNull();
    expect(cardTypeName(null)).toBeNull();
  });
});
