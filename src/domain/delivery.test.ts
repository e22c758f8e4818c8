import { describe, expect, it } from 'vitest';
import { deliveryPromise, parseDeliveryDays } from './delivery.ts';

describe('delivery', () => {
  it('promises a served PIN its days and cash on delivery where it has it, and tells an unserved one plainly', () => {
    expect(deliveryPromise({ pin: '560001', deliverable: true, cod: true, minDays: 3, maxDays: 5 })).toBe(
      'Delivery to 560001 in 3–5 days · Cash on delivery available',
    );
    expect(deliveryPromise({ pin: '560001', deliverable: true, cod: false, minDays: 1, maxDays: 1 })).toBe(
      'Delivery to 560001 in 1 day',
    );
    expect(deliveryPromise({ pin: '795001', deliverable: false, cod: false })).toBe(
      'Sorry, we do not deliver to 795001 yet.',
    );
  });

  it("reads the owner's days as a number or a range, and refuses anything else", () => {
    expect(parseDeliveryDays('4')).toEqual({ min: 4, max: 4 });
    expect(parseDeliveryDays(' 3 - 5 ')).toEqual({ min: 3, max: 5 });
    expect(parseDeliveryDays('5-3')).toBeNull();
    expect(parseDeliveryDays('90')).toBeNull();
    expect(parseDeliveryDays('soon')).toBeNull();
  });
});
