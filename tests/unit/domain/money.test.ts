import { describe, it, expect } from 'vitest';
import {
  DEFAULT_CURRENCY,
  ZERO_TOTAL_TEXT,
  canPay,
  formatAmount,
  invoiceTotal,
  showsZeroTotal,
  toCents,
} from '../../../domain/money';

describe('formatAmount', () => {
  it('shows exactly two decimals with LKR after the amount by default', () => {
    expect(DEFAULT_CURRENCY).toBe('LKR');
    expect(formatAmount(1500)).toBe('1,500.00 LKR');
    expect(formatAmount(0)).toBe('0.00 LKR');
    expect(formatAmount(2.5)).toBe('2.50 LKR');
    expect(formatAmount(99.999)).toBe('100.00 LKR');
  });

  it('groups thousands', () => {
    expect(formatAmount(999)).toBe('999.00 LKR');
    expect(formatAmount(1000)).toBe('1,000.00 LKR');
    expect(formatAmount(1234567.891)).toBe('1,234,567.89 LKR');
  });

  it('rounds half-cents up, despite binary fractions', () => {
    expect(formatAmount(1.005)).toBe('1.01 LKR');
    expect(formatAmount(0.285)).toBe('0.29 LKR');
    expect(formatAmount(1.004)).toBe('1.00 LKR');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatAmount(-250.5)).toBe('-250.50 LKR');
    expect(formatAmount(-0.001)).toBe('0.00 LKR');
  });

  it('uses the given currency, or none', () => {
    expect(formatAmount(12, 'USD')).toBe('12.00 USD');
    expect(formatAmount(12, '')).toBe('12.00');
  });

  it('shows Not Available for a value that is not a number', () => {
    expect(formatAmount(Number.NaN)).toBe('Not Available');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('Not Available');
  });
});

describe('toCents', () => {
  it('rounds to whole cents', () => {
    expect(toCents(10.1)).toBe(1010);
    expect(toCents(-10.125)).toBe(-1013);
    expect(toCents(0)).toBe(0);
  });
});

describe('invoiceTotal', () => {
  it('adds the item amounts without floating-point drift', () => {
    expect(invoiceTotal([{ amount: { value: 0.1 } }, { amount: { value: 0.2 } }])).toBe(0.3);
    expect(invoiceTotal([{ amount: { value: 2500 } }, { amount: { value: 350.5 } }, { amount: { value: -100 } }])).toBe(
      2750.5,
    );
  });

  it('counts missing amounts as zero', () => {
    expect(invoiceTotal([{ amount: null }, {}, { amount: { value: null } }, { amount: { value: 100 } }])).toBe(100);
    expect(invoiceTotal([])).toBe(0);
  });
});

describe('canPay and the zero total', () => {
  it('offers payment only when the calculation is done and the total is above zero', () => {
    expect(canPay(2, 100)).toBe(true);
    expect(canPay(2, 0.01)).toBe(true);
    expect(canPay(2, 0)).toBe(false);
    expect(canPay(1, 100)).toBe(false);
    expect(canPay(3, 100)).toBe(false);
  });

  it('shows the zero-total text once the calculation is done', () => {
    expect(ZERO_TOTAL_TEXT).toBe('Can not pay Rs 00.00');
    expect(showsZeroTotal(2, 0)).toBe(true);
    expect(showsZeroTotal(2, 100)).toBe(false);
    expect(showsZeroTotal(1, 0)).toBe(false);
    expect(showsZeroTotal(3, 0)).toBe(false);
  });
});
