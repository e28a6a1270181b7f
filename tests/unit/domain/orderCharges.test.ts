import { describe, expect, it } from 'vitest';
import {
  discountText,
  onlineDiscountPercent,
  orderChargeLines,
  orderChargeTotalCents,
  type OrderChargeFacts,
} from '../../../domain/orderCharges';

// Issue 29 items 2 and 6: one rule for what an order costs, online and in cash.

const facts = (more: Partial<OrderChargeFacts> = {}): OrderChargeFacts => ({
  category: 'Procedure',
  priceCents: 350_000,
  homecare: true,
  homecareChargeCents: 25_000,
  onlineDiscountPercent: 10,
  ...more,
});

describe('orderChargeLines', () => {
  it('a home visit: the price and the home visit charge, the same total online and in cash (no discount for visits)', () => {
    const online = orderChargeLines(facts(), 'online');
    expect(online).toEqual([
      { description: 'Order charge', category: 'order_fee', amountCents: 350_000 },
      { description: 'Home visit charge', category: 'delivery_fee', amountCents: 25_000 },
    ]);
    expect(orderChargeTotalCents(online)).toBe(375_000);
    expect(orderChargeTotalCents(orderChargeLines(facts(), 'cash'))).toBe(375_000);
  });

  it('medication and lab tests paid online take the discount off the price, never off the homecare charge; cash pays in full', () => {
    const medication = facts({ category: 'Medication', priceCents: 245_050 });
    const online = orderChargeLines(medication, 'online');
    expect(online.map((line) => [line.description, line.amountCents])).toEqual([
      ['Order charge', 245_050],
      ['Delivery charge', 25_000],
      ['Online payment discount (10%)', -24_505],
    ]);
    expect(online[2]?.category).toBe('payment_instrument_discount_fee');
    expect(orderChargeTotalCents(online)).toBe(245_545);
    expect(orderChargeTotalCents(orderChargeLines(medication, 'cash'))).toBe(270_050);
    const lab = orderChargeLines(facts({ category: 'Examination', homecare: false, priceCents: 165_000 }), 'online');
    expect(lab.map((line) => line.amountCents)).toEqual([165_000, -16_500]);
  });

  it('gives no discount where the tenant gives none, and keeps percents whole and within 0–100', () => {
    expect(orderChargeLines(facts({ category: 'Medication', onlineDiscountPercent: 0 }), 'online')).toHaveLength(2);
    expect(onlineDiscountPercent('Medication', 150)).toBe(100);
    expect(onlineDiscountPercent('Examination', -5)).toBe(0);
    expect(onlineDiscountPercent('Procedure', 10)).toBe(0);
    expect(onlineDiscountPercent('Finance', 10)).toBe(0);
  });

  it('shows the homecare line even when the hospital charges nothing, and none at the hospital', () => {
    expect(orderChargeLines(facts({ homecareChargeCents: 0 }), 'cash').map((line) => line.amountCents)).toEqual([
      350_000, 0,
    ]);
    expect(orderChargeLines(facts({ homecare: false }), 'cash')).toHaveLength(1);
  });

  it("words spec 001 §9's message with the tenant's percent", () => {
    expect(discountText(10)).toBe('Pay online now and enjoy a 10% discount on your medication and lab test orders.');
  });
});
