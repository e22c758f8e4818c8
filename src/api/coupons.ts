import type { CouponCheckAnswer, CouponCheckRequest, CouponOffers } from '../contract/order.ts';
import { type NotOffered, orNotOffered } from './errors.ts';
import { lazyContract, request } from './http.ts';
import { useSignedInExtension } from './signed-in-extension.ts';

const contract = lazyContract(() => import('../contract/order.ts'));

/**
 * Extension POST /coupons/check: what the coupon takes off these lines (a refusal is a 422 with the
 * reason in the shopper's words); 'not-offered' where the server takes no coupons (404/405).
 */
export async function checkCoupon(input: CouponCheckRequest): Promise<CouponCheckAnswer | NotOffered> {
  const { couponCheckRequest, couponCheckAnswer } = await contract();
  return orNotOffered(() =>
    request('/coupons/check', couponCheckAnswer, { method: 'POST', body: couponCheckRequest.parse(input) }),
  );
}

/** Extension GET /coupons: the coupons offered to the signed-in shopper now. */
export const getCouponOffers = async (): Promise<CouponOffers['data']> =>
  (await request('/coupons', (await contract()).couponOffers)).data;

/** The coupons checkout offers; null where the server does not offer them (404/405). */
export const useCouponOffers = (signedIn: boolean) =>
  useSignedInExtension(signedIn, '/coupons', getCouponOffers);
