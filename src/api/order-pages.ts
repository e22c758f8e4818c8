import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { Order } from '../contract/order.ts';
import { ORDERS_PAGE } from '../contract/limits.ts';
import { sameOrderId } from '../domain/orders.ts';
import { orderMatches } from '../domain/order-list.ts';
import { ordersAsked, ordersKey } from './orders.ts';

/** My Orders a page at a time, and found by words (extension, GET /orders?limit=&before=&q=); apart, so other pages load none of it. */

/** One page of My Orders, and whether older ones follow. */
export interface OrdersPage {
  orders: Order[];
  /** Older ones follow, after `last`: the page's last order as served (before any filtering here). */
  more: boolean;
  last?: string | undefined;
}

/** What the app asks of GET /orders: a page (shown; one more is asked), after an order, with words. */
export interface OrdersAsked {
  page?: number | undefined;
  before?: string | undefined;
  q?: string | undefined;
}

/**
 * What an answer to GET /orders?limit=&before=&q= holds for the page asked, the page asking one
 * order more than it shows to know whether more follow. A server without the extension answers
 * the whole list whatever was asked: it is then read as the rest of the list from `before` on,
 * with nothing after it, and the words searched for are looked for here (`orderMatches`).
 */
export function readOrdersPage(answer: Order[], { page, before, q }: OrdersAsked): OrdersPage {
  const from = before === undefined ? -1 : answer.findIndex((o) => sameOrderId(o.id, before));
  const matching = (orders: Order[]) => (q === undefined ? orders : orders.filter((o) => orderMatches(o, q)));
  if (from >= 0 || page === undefined || answer.length !== page + 1) {
    return { orders: matching(answer.slice(from + 1)), more: false };
  }
  const orders = answer.slice(0, page);
  return { orders: matching(orders), more: true, last: orders.at(-1)?.id };
}

/** GET /orders?limit=&before=&q= (extension): a page of the shopper's orders; the whole list without `page`. */
export async function getOrdersPage(asked: OrdersAsked): Promise<OrdersPage> {
  const { page, before, q } = asked;
  const answer = await ordersAsked({ limit: page === undefined ? undefined : String(page + 1), before, q });
  return readOrdersPage(answer, asked);
}

type PageKey = readonly [typeof ordersKey, number | undefined, string | undefined, string | undefined];
const fetchPage = ([, page, before, q]: PageKey) => getOrdersPage({ page, before, q });

/**
 * My Orders, a page at a time (`size` pages so far, `setSize` for more), newest first; with `q`,
 * the orders holding its words.
 */
export function useOrderPages(enabled: boolean, q?: string) {
  return useSWRInfinite(
    (index: number, previous: OrdersPage | null): PageKey | null => {
      if (!enabled) return null;
      if (index === 0) return [ordersKey, ORDERS_PAGE, undefined, q];
      return previous?.more && previous.last ? [ordersKey, ORDERS_PAGE, previous.last, q] : null;
    },
    fetchPage,
    { shouldRetryOnError: false },
  );
}

/** Every order after `before` at once (a link to one order older than the pages shown); none without it. */
export function useOrdersAfter(before: string | undefined, q?: string) {
  return useSWR(
    before === undefined ? null : ([ordersKey, undefined, before, q] as const satisfies PageKey),
    fetchPage,
    { shouldRetryOnError: false },
  );
}
