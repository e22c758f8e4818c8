import { describe, expect, it } from 'vitest';
import {
  COUPON_CODE,
  couponDiscountPaise,
  couponOpen,
  couponRefusal,
  couponTexts,
  discountForUnits,
  normaliseCouponCode,
  shareDiscount,
  type Coupon,
} from './coupons.ts';

const tenPercent: Coupon = {
  code: 'WELCOME10',
  percentOff: 10,
  amountOffPaise: null,
  maxDiscountPaise: 20_000,
  minOrderPaise: 50_000,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  usesPerCustomer: 1,
};
const fiftyOff: Coupon = {
  ...tenPercent,
  code: 'FLAT50',
  percentOff: null,
  amountOffPaise: 5_000,
  maxDiscountPaise: null,
};
const unused = { total: 0, byCustomer: 0 };
const now = new Date('2026-06-15T05:00:00Z');

describe('coupon codes', () => {
  it('takes what the shopper typed in any case, trimmed', () => {
    expect(normaliseCouponCode('  welcome10 ')).toBe('WELCOME10');
    expect(COUPON_CODE.test('WELCOME10')).toBe(true);
    expect(COUPON_CODE.test('DIWALI-2026')).toBe(true);
    expect(COUPON_CODE.test('AB')).toBe(false);
    expect(COUPON_CODE.test('TEN OFF')).toBe(false);
    expect(COUPON_CODE.test('-TEN')).toBe(false);
  });
});

describe('couponDiscountPaise', () => {
  it('takes the per cent off, rounded down to the paisa, up to its cap', () => {
    expect(couponDiscountPaise(tenPercent, 123_456)).toBe(12_345);
    expect(couponDiscountPaise(tenPercent, 500_000)).toBe(20_000);
    expect(couponDiscountPaise({ ...tenPercent, maxDiscountPaise: null }, 500_000)).toBe(50_000);
  });

  it('takes a sum off, leaving at least a rupee to pay', () => {
    expect(couponDiscountPaise(fiftyOff, 60_000)).toBe(5_000);
    expect(couponDiscountPaise(fiftyOff, 4_000)).toBe(3_900);
  });
});

describe('couponRefusal', () => {
  it('lets a coupon on an order that meets it', () => {
    expect(couponRefusal(tenPercent, 50_000, unused, now)).toBeNull();
  });

  it('says how much more the goods must come to', () => {
    expect(couponRefusal(tenPercent, 42_000, unused, now)).toBe(
      'This coupon is for orders of ₹500 or more: add ₹80 more to use it.',
    );
  });

  it('refuses a coupon before its start and from its end', () => {
    const window = { ...tenPercent, startsAt: new Date('2026-06-20T00:00:00+05:30'), endsAt: null };
    expect(couponRefusal(window, 60_000, unused, now)).toBe(
      'This coupon can be used from 20 Jun 2026, 12:00 am.',
    );
    expect(couponRefusal({ ...tenPercent, endsAt: now }, 60_000, unused, now)).toBe(couponTexts.expired);
    expect(
      couponRefusal({ ...tenPercent, endsAt: new Date(now.getTime() + 1) }, 60_000, unused, now),
    ).toBeNull();
  });

  it('counts the uses in all and by the customer', () => {
    expect(couponRefusal({ ...tenPercent, maxUses: 3 }, 60_000, { total: 3, byCustomer: 0 }, now)).toBe(
      couponTexts.usedUp,
    );
    expect(couponRefusal(tenPercent, 60_000, { total: 1, byCustomer: 1 }, now)).toBe(
      'You have already used this coupon.',
    );
    expect(
      couponRefusal({ ...tenPercent, usesPerCustomer: 2 }, 60_000, { total: 2, byCustomer: 2 }, now),
    ).toBe('You have already used this coupon 2 times.');
    expect(
      couponRefusal({ ...tenPercent, usesPerCustomer: null }, 60_000, { total: 9, byCustomer: 9 }, now),
    ).toBeNull();
  });
});

describe('first-order coupons', () => {
  const first: Coupon = { ...fiftyOff, firstOrderOnly: true, minOrderPaise: 0 };

  it("go on a customer's first order only, and say so", () => {
    expect(couponRefusal(first, 60_000, { total: 4, byCustomer: 0, customerOrders: 0 }, now)).toBeNull();
    expect(couponRefusal(first, 60_000, { total: 4, byCustomer: 0, customerOrders: 1 }, now)).toBe(
      'This coupon is for your first order.',
    );
    expect(couponOpen(first, { total: 4, byCustomer: 0, customerOrders: 0 }, now)).toBe(true);
    expect(couponOpen(first, { total: 4, byCustomer: 0, customerOrders: 2 }, now)).toBe(false);
    expect(couponTexts.describe(first)).toBe('₹50 off, on your first order');
    expect(couponTexts.describe({ ...first, minOrderPaise: 30_000 })).toBe(
      '₹50 off, on your first order of ₹300 or more',
    );
  });
});

describe('shareDiscount', () => {
  it('shares in proportion, in whole paise that add up to the discount', () => {
    expect(shareDiscount([30_000, 10_000], 4_000)).toEqual([3_000, 1_000]);
    const shares = shareDiscount([33_333, 33_333, 33_334], 10_001);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(10_001);
    expect(shares).toEqual([3_334, 3_333, 3_334]);
  });

  it('gives nothing where there is no discount or nothing to share it over', () => {
    expect(shareDiscount([100, 200], 0)).toEqual([0, 0]);
    expect(shareDiscount([], 500)).toEqual([]);
  });
});

describe('discountForUnits', () => {
  it('is the line discount in proportion, the whole of it for the whole line', () => {
    expect(discountForUnits(1_000, 3, 1)).toBe(333);
    expect(discountForUnits(1_000, 3, 3)).toBe(1_000);
    expect(discountForUnits(1_000, 3, 5)).toBe(1_000);
    expect(discountForUnits(0, 3, 2)).toBe(0);
  });
});

describe('couponTexts.describe', () => {
  it('reads as the owner set it', () => {
    expect(couponTexts.describe(tenPercent)).toBe('10% off, up to ₹200, on orders of ₹500 or more');
    expect(couponTexts.describe({ ...fiftyOff, minOrderPaise: 0 })).toBe('₹50 off, on any order');
  });
});
