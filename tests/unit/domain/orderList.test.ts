import { describe, expect, it } from 'vitest';
import {
  filterEntries,
  hasMoreOrders,
  HISTORY_LISTS,
  orderListText,
  orderQueryLimit,
  orderStatusWord,
  visibleOrderCount,
} from '../../../domain/orderList';

describe('order list paging (spec 001 §9)', () => {
  it('shows 10 first, then 9 more per Load more', () => {
    expect([1, 2, 3].map(visibleOrderCount)).toEqual([10, 19, 28]);
    expect(orderQueryLimit(1)).toBe(11);
  });
  it('offers Load more only when the server gave more than is shown', () => {
    expect(hasMoreOrders(10, 1)).toBe(false);
    expect(hasMoreOrders(11, 1)).toBe(true);
    expect(hasMoreOrders(19, 2)).toBe(false);
  });
  it('lists medication and lab tests together, procedures apart', () => {
    expect(HISTORY_LISTS.orders.categories).toEqual(['Medication', 'Examination']);
    expect(HISTORY_LISTS.procedure.categories).toEqual(['Procedure']);
  });
  it('has the spec texts', () => {
    expect(orderListText().empty).toBe("We didn't find any orders of you");
    expect(orderListText().failed).toBe('There is a problem loading your orders, or Lab Tests.');
  });
});

describe('the status word of a row', () => {
  it("reads the category's own field, an unknown status raw", () => {
    expect(orderStatusWord('Medication', { medicationOrderStatus: 'delivering' })).toBe('Delivering');
    expect(
      orderStatusWord('Examination', { examinationOrderStatus: 'sampleCollecting', medicationOrderStatus: 'new' }),
    ).toBe('Sample collecting');
    expect(orderStatusWord('Finance', { encounterOrderStatus: 'onHold' })).toBe('onHold');
  });
});

describe('the test and procedure filter (spec 001 §5)', () => {
  const entries = [
    { name: 'Full Blood Count' },
    { name: 'Gamma GT' },
    { name: 'Serum Glutamic Pyruvic Transaminase' },
    { name: 'Blood Sugar', enabled: false },
  ];
  const names = (query: string): string[] => filterEntries(entries, query).map((entry) => entry.name);
  it('matches a word prefix without a space', () => {
    expect(names('blo')).toEqual(['Full Blood Count']);
    expect(names('lood')).toEqual([]);
    expect(names('GT')).toEqual(['Gamma GT']);
  });
  it('matches a substring with a space', () => {
    expect(names('ll blood c')).toEqual(['Full Blood Count']);
    expect(names('a g')).toEqual(['Gamma GT']);
  });
  it('lists only enabled entries, all of them for an empty query', () => {
    expect(names('')).toEqual(['Full Blood Count', 'Gamma GT', 'Serum Glutamic Pyruvic Transaminase']);
    expect(names('sugar')).toEqual([]);
  });
});
