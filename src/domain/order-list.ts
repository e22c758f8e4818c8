import type { OrderListQuery } from '../contract/order.ts';
import { normaliseOrderId } from './orders.ts';

/** GET /orders?before= naming no order of the shopper's (extension). */
export const BEFORE_UNKNOWN = 'before: not one of your orders';

/**
 * The part of a shopper's orders (newest first) that GET /orders?limit=&before=&id= answers
 * (extension): only `id`; those after `before`; at most `limit`. Undefined when `before` is not
 * theirs. The server asks its database the same (server/routes/orders/order-shape.ts); the mocks
 * use this.
 */
export function partOfOrders<O extends { id: string | number }>(
  list: readonly O[],
  { limit, before, id }: OrderListQuery,
): O[] | undefined {
  const same = (o: O, wanted: string) => normaliseOrderId(String(o.id)) === normaliseOrderId(wanted);
  let part = id === undefined ? [...list] : list.filter((o) => same(o, id));
  if (before !== undefined) {
    const at = list.findIndex((o) => same(o, before));
    if (at < 0) return undefined;
    part = part.filter((o) => list.indexOf(o) > at);
  }
  return limit === undefined ? part : part.slice(0, limit);
}
