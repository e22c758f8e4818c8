import { formatOrderDate } from './dates.ts';
import { formatMoney, fromPaise } from './money.ts';

/**
 * Coupons: a code the owner hands out (`npm run shop -- coupons add`) that takes a per cent or a
 * sum off an order's goods. The server prices it when the order is placed (and for checkout's
 * preview, POST /coupons/check); the discount is shared over the order's lines, so that each line's
 * taxable value on the invoice, and a return's refund, are what was really paid for it.
 */

/** Letters, digits and hyphens, 3 to 20, as the shopper types them in capitals or not. */
export const COUPON_CODE = /^[A-Z0-9][A-Z0-9-]{2,19}$/;

/** What the shopper typed, as codes are kept: trimmed and in capitals. */
export const normaliseCouponCode = (typed: string): string => typed.trim().toUpperCase();

/** A coupon as the owner set it; amounts in paise. */
export interface Coupon {
  code: string;
  /** Per cent off the goods (1 to 90), or null for a sum off. */
  percentOff: number | null;
  /** A sum off the goods, or null for a per cent off. */
  amountOffPaise: number | null;
  /** A per cent coupon takes off at most this much; null: no cap. */
  maxDiscountPaise: number | null;
  /** The goods must come to at least this much (0: any order). */
  minOrderPaise: number;
  /** Taken from this time on (null: from when it is added). */
  startsAt: Date | null;
  /** Taken until this time (null: until the owner ends it). */
  endsAt: Date | null;
  /** Orders that may use it in all, cancelled ones not counted; null: any number. */
  maxUses: number | null;
  /** Orders each customer may use it on; null: any number. */
  usesPerCustomer: number | null;
  /** Offered to shoppers at checkout, not only to those given the code. */
  shown?: boolean;
  /** Only on a customer's first order (none placed before, cancelled ones aside). */
  firstOrderOnly?: boolean;
}

/** How often the coupon is on orders (not cancelled), in all and by this customer. */
export interface CouponUse {
  total: number;
  byCustomer: number;
  /** The customer's orders of any kind (not cancelled), for a first-order coupon; 0 when unknown. */
  customerOrders?: number;
}

export const couponTexts = {
  label: 'Coupon code',
  apply: 'Apply',
  applying: 'Checking...',
  remove: 'Remove coupon',
  placeholder: 'e.g. WELCOME10',
  /** The summary's row and the order pages' line. */
  row: (code: string) => `Coupon ${code}`,
  applied: (code: string, off: number) => `${code} applied: ${formatMoney(off)} off`,
  /** Under an order's total. */
  saved: (code: string, off: number) => `You saved ${formatMoney(off)} with coupon ${code}`,
  blank: 'Enter a coupon code',
  badCode: 'A coupon code is 3 to 20 letters, digits or hyphens',
  unknown: 'This coupon code is not valid.',
  notYet: (from: Date) => `This coupon can be used from ${formatOrderDate(from.toISOString())}.`,
  expired: 'This coupon has expired.',
  minOrder: (min: number, short: number) =>
    `This coupon is for orders of ${formatMoney(min)} or more: add ${formatMoney(short)} more to use it.`,
  usedUp: 'This coupon has been used as many times as it can be.',
  firstOrder: 'This coupon is for your first order.',
  usedByYou: (times: number) =>
    times === 1 ? 'You have already used this coupon.' : `You have already used this coupon ${times} times.`,
  notOffered: 'This shop does not take coupon codes.',
  failed: 'The coupon could not be checked. Please try again.',
  /** Checkout's list of the coupons offered, and the cart's. */
  offers: 'Offers for you',
  /** On the cart, under an offer: what the goods lack for it, or where it is used. */
  addMore: (short: number) => `Add ${formatMoney(short)} more to use it.`,
  atCheckout: 'Apply it at checkout.',
  applyOffer: (code: string) => `Apply ${code}`,
  /** The owner's list: '10% off, up to ₹200, on orders of ₹500 or more'. */
  describe: (
    c: Pick<
      Coupon,
      'percentOff' | 'amountOffPaise' | 'maxDiscountPaise' | 'minOrderPaise' | 'firstOrderOnly'
    >,
  ) =>
    [
      c.percentOff !== null
        ? `${c.percentOff}% off${c.maxDiscountPaise !== null ? `, up to ${formatMoney(fromPaise(c.maxDiscountPaise))}` : ''}`
        : `${formatMoney(fromPaise(c.amountOffPaise ?? 0))} off`,
      c.firstOrderOnly
        ? `on your first order${c.minOrderPaise > 0 ? ` of ${formatMoney(fromPaise(c.minOrderPaise))} or more` : ''}`
        : c.minOrderPaise > 0
          ? `on orders of ${formatMoney(fromPaise(c.minOrderPaise))} or more`
          : 'on any order',
    ].join(', '),
} as const;

/** A coupon as the shop offers it to shoppers (GET /coupons): its code, what it takes off, its minimum. */
export const couponOffer = (coupon: Coupon) => ({
  code: coupon.code,
  description: couponTexts.describe(coupon),
  ...(coupon.minOrderPaise > 0 && { minOrder: fromPaise(coupon.minOrderPaise) }),
});

/**
 * What the coupon takes off goods worth `goodsPaise`: the per cent (rounded down to the paisa, up to
 * its cap) or the sum, never all of it: at least ₹1 is left to pay.
 */
export function couponDiscountPaise(coupon: Coupon, goodsPaise: number): number {
  const off =
    coupon.percentOff !== null
      ? Math.min(
          Math.floor((goodsPaise * coupon.percentOff) / 100),
          coupon.maxDiscountPaise ?? Number.POSITIVE_INFINITY,
        )
      : (coupon.amountOffPaise ?? 0);
  return Math.max(0, Math.min(off, goodsPaise - 100));
}

/**
 * Why the coupon cannot go to this customer now, whatever the order: not started, ended, no uses
 * left in all or for them, or not their first order; null when it can.
 */
function standingRefusal(coupon: Coupon, use: CouponUse, now: Date): string | null {
  if (coupon.startsAt && now < coupon.startsAt) return couponTexts.notYet(coupon.startsAt);
  if (coupon.endsAt && now >= coupon.endsAt) return couponTexts.expired;
  if (coupon.maxUses !== null && use.total >= coupon.maxUses) return couponTexts.usedUp;
  if (coupon.usesPerCustomer !== null && use.byCustomer >= coupon.usesPerCustomer)
    return couponTexts.usedByYou(use.byCustomer);
  if (coupon.firstOrderOnly && (use.customerOrders ?? 0) > 0) return couponTexts.firstOrder;
  return null;
}

/** Whether a coupon can be offered to this customer now (the order's minimum is in its description). */
export const couponOpen = (coupon: Coupon, use: CouponUse, now: Date): boolean =>
  standingRefusal(coupon, use, now) === null;

/** Why the coupon cannot go on this order now, in the shopper's words; null when it can. */
export function couponRefusal(coupon: Coupon, goodsPaise: number, use: CouponUse, now: Date): string | null {
  const standing = standingRefusal(coupon, use, now);
  if (standing) return standing;
  if (goodsPaise < coupon.minOrderPaise)
    return couponTexts.minOrder(
      fromPaise(coupon.minOrderPaise),
      fromPaise(coupon.minOrderPaise - goodsPaise),
    );
  if (couponDiscountPaise(coupon, goodsPaise) <= 0) return couponTexts.unknown;
  return null;
}

/**
 * The discount shared over the lines (each its amount in paise) in proportion to their amounts,
 * in whole paise adding up to the discount exactly: each line's share rounded down, the paise left
 * going to the lines that lost most in the rounding (the earlier line first on a tie).
 */
export function shareDiscount(amounts: readonly number[], discountPaise: number): number[] {
  const whole = amounts.reduce((sum, a) => sum + a, 0);
  if (whole <= 0 || discountPaise <= 0) return amounts.map(() => 0);
  const exact = amounts.map((a) => (a * discountPaise) / whole);
  const shares = exact.map(Math.floor);
  let left = discountPaise - shares.reduce((sum, s) => sum + s, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, rest: e - Math.floor(e) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * A line's discount for `units` of its `quantity` (a return, a credit note): its share in
 * proportion, rounded down, so that all of them is its whole discount.
 */
export const discountForUnits = (lineDiscountPaise: number, quantity: number, units: number): number =>
  quantity <= 0 ? 0 : Math.floor((lineDiscountPaise * Math.min(units, quantity)) / quantity);
