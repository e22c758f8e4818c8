import {
  COUPON_CODE,
  couponDiscountPaise,
  couponOffer,
  couponOpen,
  couponRefusal,
  couponTexts,
  normaliseCouponCode,
  shareDiscount,
  type Coupon,
} from '../../src/domain/coupons.ts';
import { ORDER_STATUS } from '../../src/domain/order-status.ts';
import type { Db } from '../db/client.ts';
import { and, asc, desc, eq, ne, or, sql } from '../db/orm.ts';
import { coupons, orders } from '../db/schema.ts';
import { HttpError } from '../lib/errors.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A coupon's discount on these goods, shared over the lines (in their order). */
export interface PricedCoupon {
  coupon: Coupon;
  discountPaise: number;
  shares: number[];
}

/**
 * The coupon `typed` on goods whose lines come to `amounts` (paise), for this customer now;
 * refused with `status` and the reason in the shopper's words. Inside an order's transaction
 * (`lock`), the coupon row is locked, so that concurrent orders count its uses one after another
 * and its limits hold.
 */
export async function priceCoupon(
  db: Db | Tx,
  typed: string,
  {
    userId,
    amounts,
    now = new Date(),
    lock = false,
    status = 422,
  }: {
    userId: string;
    amounts: readonly number[];
    now?: Date;
    lock?: boolean;
    status?: 409 | 422;
  },
): Promise<PricedCoupon> {
  const code = normaliseCouponCode(typed);
  if (!COUPON_CODE.test(code)) throw new HttpError(status, couponTexts.unknown);
  const query = db.select().from(coupons).where(eq(coupons.code, code));
  const [coupon] = lock ? await query.for('update') : await query;
  if (!coupon) throw new HttpError(status, couponTexts.unknown);
  const goodsPaise = amounts.reduce((sum, a) => sum + a, 0);
  const refusal = couponRefusal(coupon, goodsPaise, await usesOf(db, code, userId), now);
  if (refusal) throw new HttpError(status, refusal);
  const discountPaise = couponDiscountPaise(coupon, goodsPaise);
  return { coupon, discountPaise, shares: shareDiscount(amounts, discountPaise) };
}

/** The coupons shown at checkout that this customer can use now, the latest added first. */
export async function offeredCoupons(db: Db, userId: string, now = new Date()) {
  const shown = await db
    .select()
    .from(coupons)
    .where(eq(coupons.shown, true))
    .orderBy(desc(coupons.createdAt), asc(coupons.code));
  const open = [];
  for (const coupon of shown)
    if (couponOpen(coupon, await usesOf(db, coupon.code, userId), now)) open.push(couponOffer(coupon));
  return open;
}

/**
 * The orders (not cancelled) placed with the coupon, in all and by the customer, and the customer's
 * orders of any kind (for a first-order coupon).
 */
async function usesOf(db: Db | Tx, code: string, userId: string) {
  const live = ne(orders.status, ORDER_STATUS.cancelled);
  const [row] = await db
    .select({
      total: sql<number>`count(*) filter (where ${orders.couponCode} = ${code})`.mapWith(Number),
      byCustomer:
        sql<number>`count(*) filter (where ${orders.couponCode} = ${code} and ${orders.userId} = ${userId})`.mapWith(
          Number,
        ),
      customerOrders: sql<number>`count(*) filter (where ${orders.userId} = ${userId})`.mapWith(Number),
    })
    .from(orders)
    .where(and(live, or(eq(orders.couponCode, code), eq(orders.userId, userId))));
  return {
    total: row?.total ?? 0,
    byCustomer: row?.byCustomer ?? 0,
    customerOrders: row?.customerOrders ?? 0,
  };
}
