import type { OrderListQuery } from '../contract/order.ts';
import { normaliseOrderId, sameOrderId } from './orders.ts';

/** GET /orders?before= naming no order of the shopper's (extension). */
export const BEFORE_UNKNOWN = 'before: not one of your orders';

/** A shopper's order as searched: its number, its lines' products, sizes and colours, and the business it was for. */
export interface SearchedOrder {
  id: string | number;
  items?:
    | readonly { productTitle: string; size?: string | null | undefined; color?: string | null | undefined }[]
    | null
    | undefined;
  business?: { legalName: string; gstin: string; purchaseOrder?: string | null | undefined } | undefined;
}

/** The most words an order search looks for. */
export const MAX_ORDER_SEARCH_WORDS = 8;

/** The words of an order search ("tape 48", "ORD-7K2M"): lower-cased, each once, at most eight. */
export const orderSearchWords = (q: string): string[] =>
  [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAX_ORDER_SEARCH_WORDS);

/**
 * A word looked for in order numbers too: four characters or more, or one that starts as ORD-
 * does. A shorter one ("25", "box") would find some of eight random characters by chance.
 */
export const mayBeOrderNumber = (word: string): boolean => word.length >= 4 || /^[o0]rd/i.test(word);

/**
 * Whether an order holds every word of a search: in its number (as people type one: case and
 * look-alike letters forgiven, `normaliseOrderId`), in a line's product, size or colour, or in the
 * business it was bought for (legal name, GSTIN, the buyer's own purchase order number). The
 * server asks its database the same (server/routes/orders/order-shape.ts).
 */
export function orderMatches(order: SearchedOrder, q: string): boolean {
  const id = normaliseOrderId(String(order.id));
  const { business } = order;
  const texts = [
    ...(order.items ?? []).flatMap((line) => [line.productTitle, line.size, line.color]),
    ...(business ? [business.legalName, business.gstin, business.purchaseOrder] : []),
  ].flatMap((t) => (t ? [t.toLowerCase()] : []));
  return orderSearchWords(q).every(
    (word) =>
      (mayBeOrderNumber(word) && id.includes(normaliseOrderId(word))) ||
      texts.some((text) => text.includes(word)),
  );
}

/**
 * The part of a shopper's orders (newest first) that GET /orders?limit=&before=&id=&q= answers
 * (extension): only `id`; only those matching `q`; those after `before`; at most `limit`.
 * Undefined when `before` is not theirs. The server asks its database the same (server/routes/orders/order-shape.ts); the mocks
 * use this.
 */
export function partOfOrders<O extends SearchedOrder>(
  list: readonly O[],
  { limit, before, id, q }: OrderListQuery,
): O[] | undefined {
  let part = id === undefined ? [...list] : list.filter((o) => sameOrderId(o.id, id));
  if (q !== undefined) part = part.filter((o) => orderMatches(o, q));
  if (before !== undefined) {
    const at = list.findIndex((o) => sameOrderId(o.id, before));
    if (at < 0) return undefined;
    part = part.filter((o) => list.indexOf(o) > at);
  }
  return limit === undefined ? part : part.slice(0, limit);
}
