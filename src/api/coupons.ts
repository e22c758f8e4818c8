import type { CouponCheckAnswer, CouponCheckRequest } from '../contract/order.ts';
import { NOT_OFFERED, unlessNotOffered, type NotOffered } from './errors.ts';
import { lazyContract, request } from './http.ts';

const contract = lazyContract(() => import('../contract/order.ts'));

/**
 * Extension POST /coupons/check: what the coupon takes off these lines (a refusal is a 422 with the
 * reason in the shopper's words); 'not-offered' where the server takes no coupons (404/405).
 */
export async function checkCoupon(input: CouponCheckRequest): Promise<CouponCheckAnswer | NotOffered> {
  const { couponCheckRequest, couponCheckAnswer } = await contract();
  return unlessNotOffered<CouponCheckAnswer | NotOffered>(
    () =>
      request('/coupons/check', couponCheckAnswer, { method: 'POST', body: couponCheckRequest.parse(input) }),
    () => NOT_OFFERED,
  );
}
