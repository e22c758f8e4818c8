import { Text } from '@radix-ui/themes';
import type { Order } from '../contract/order.ts';
import { isPending } from '../domain/orders.ts';
import { payByTexts } from '../domain/pay-by.ts';

/** By when a Pending order must be paid, where our server says (`payBy`); nothing otherwise. */
export function PayByNote({ order }: { order: Pick<Order, 'status' | 'payBy'> }) {
  if (!isPending(order) || !order.payBy) return null;
  return (
    <Text as="p" size="2" color="gray" data-testid="pay-by">
      {payByTexts.payBy(order.payBy)}
    </Text>
  );
}
