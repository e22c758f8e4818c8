import type { Order } from '../../contract/order.ts';
import { fromPaise, toPaise } from '../../domain/money.ts';

/** The shipping address on one line: address, city, state, PIN (blank parts left out). */
export function shippingLine(address: Order['shippingAddress']): string {
  return [address.address, address.city, address.state, address.postalCode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** The order's own total when it gives one, else the sum of its lines, added in paise. */
export function orderTotal(order: Pick<Order, 'total' | 'items'>): number {
  if (order.total !== undefined) return order.total;
  return fromPaise(order.items.reduce((sum, item) => sum + toPaise(item.price) * item.quantity, 0));
}

export const isPending = (order: Pick<Order, 'status'>) => order.status === 0;

export const paymentHref = (id: string) => `/payment?orderId=${encodeURIComponent(id)}`;
export const trackHref = (id: string) => `/track-order?id=${encodeURIComponent(id)}`;
