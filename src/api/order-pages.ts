import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { Order } from '../contract/order.ts';
import { ORDERS_PAGE } from '../contract/limits.ts';
import { normaliseOrderId } from '../domain/orders.ts';
import { lazyContract, request } from './http.ts';
import { ordersKey } from './orders.ts';

/** My Orders a page at a time (extension, GET /orders?limit=&before=); apart, so other pages load none of it. */

const contract = lazyContract(() => import('../contract/order.ts'));

const sameOrder = (a: string, b: string) => normaliseOrderId(a) === normaliseOrderId(b);

/** One page of My Orders, and whether older ones follow. */
export interface OrdersPage {
  orders: Order[];
  more: boolean;
}

/**
 * What an answer to GET /orders?limit=&before= holds for the page asked, the page asking one
 * order more than it shows to know whether more follow. A server without the extension answers
 * the whole list whatever was asked: it is then read as the rest of the list from `before` on,
 * with nothing after it.
 */
export function readOrdersPage(answer: Order[], asked: { page?: number; before?: string }): OrdersPage {
  const { page, before } = asked;
  const from = before === undefined ? -1 : answer.findIndex((o) => sameOrder(o.id, before));
  if (from >= 0 || page === undefined || answer.length !== page + 1) {
    return { orders: answer.slice(from + 1), more: false };
  }
  return { orders: answer.slice(0, page), more: true };
}

/** GET /orders?limit=&before= (extension): a page of the shopper's orders after `before`; the whole list without `page`. */
export async function getOrdersPage(page?: number, before?: string): Promise<OrdersPage> {
  const answer = await request(ordersKey, (await contract()).orderList, {
    query: { limit: page === undefined ? undefined : String(page + 1), before },
  });
  return readOrdersPage(answer, { page, before });
}

type PageKey = readonly [typeof ordersKey, number | undefined, string | undefined];

/** My Orders, a page at a time (`size` pages so far, `setSize` for more), newest first. */
export function useOrderPages(enabled: boolean) {
  return useSWRInfinite(
    (index: number, previous: OrdersPage | null): PageKey | null => {
      if (!enabled) return null;
      if (index === 0) return [ordersKey, ORDERS_PAGE, undefined];
      const last = previous?.more ? previous.orders.at(-1) : undefined;
      return last ? [ordersKey, ORDERS_PAGE, last.id] : null;
    },
    ([, page, before]: PageKey) => getOrdersPage(page, before),
    { shouldRetryOnError: false },
  );
}

/** Every order after `before` at once (a link to one order older than the pages shown); none without it. */
export function useOrdersAfter(before: string | undefined) {
  return useSWR(
    before === undefined ? null : ([ordersKey, undefined, before] as const satisfies PageKey),
    ([, , from]) => getOrdersPage(undefined, from),
    { shouldRetryOnError: false },
  );
}
