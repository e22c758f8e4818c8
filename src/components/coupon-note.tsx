import { Text } from '@radix-ui/themes';
import type { Order } from '../contract/order.ts';
import { couponTexts } from '../domain/coupons.ts';

/** Under an order's total: the coupon it was placed with and what it took off (the total is after it). */
export function CouponNote({ order }: { order: Pick<Order, 'coupon'> }) {
  if (!order.coupon) return null;
  return (
    <Text as="p" size="2" color="green" data-testid="coupon-note">
      {couponTexts.saved(order.coupon.code, order.coupon.discount)}
    </Text>
  );
}
