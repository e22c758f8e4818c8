import type { Order } from '../contract/order.ts';
import { cartTotal } from './cart.ts';

/** The order's own total when it gives one, else the sum of its lines, added in paise as the cart's. */
export function orderTotal(order: Pick<Order, 'total' | 'items'>): number {
  return order.total ?? cartTotal(order.items);
}

/** The shipping address on one line: address, city, state, PIN (blank parts left out). */
export function shippingLine(address: Order['shippingAddress']): string {
  return [address.address, address.city, address.state, address.postalCode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** Pending (0) is the only status that can still be paid; a missing status is read as 0. */
export const isPending = (order: Pick<Order, 'status'>): boolean => order.status === 0;
