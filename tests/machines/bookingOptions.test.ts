import { describe, expect, it } from 'vitest';
import { bookingOptionsFrom, bookingOptionsOf } from '../../machines/bookingOptions';
import { carechatDemo } from '../../tenants/carechat-demo';

describe('bookingOptions', () => {
  it("offers 'pay at the hospital' (reserve) for an in-person session when the tenant allows it", () => {
    expect(carechatDemo.features.channelling.reserve).toBe(true);
    expect(bookingOptionsOf(carechatDemo, false).reserve).toBe(true);
  });

  it('never offers reserve for a video session: the patient does not come to the hospital to pay', () => {
    expect(bookingOptionsOf(carechatDemo, true).reserve).toBe(false);
    const features = { ...carechatDemo.features, channelling: { ...carechatDemo.features.channelling, reserve: true } };
    expect(bookingOptionsFrom(features, ['cardProvider'], true)).toEqual({
      payment: features.videoChannelling.payment,
      reserve: false,
      valuepack: features.openValuePacks.enabled,
      gateways: ['cardProvider'],
    });
  });
});
