import { useProductsById } from '../api/products.ts';
import type { CartItem } from '../domain/cart.ts';
import { splitInclusive, summariseByRate, taxOf, type RateLine } from '../domain/gst.ts';
import { fromPaise, toPaise } from '../domain/money.ts';
import type { Product } from '../domain/product.ts';

export interface CartGst {
  /** The GST the cart's prices include (rupees). */
  gst: number;
  byRate: RateLine[];
}

/**
 * The GST the cart's prices include, per rate and in all, from each product's rate as the server
 * serves it today; undefined until every line's rate is known (a server without rates: never).
 */
export function cartGst(
  items: readonly CartItem[],
  products: ReadonlyMap<string, Product | null> | undefined,
): CartGst | undefined {
  if (!products || items.length === 0) return undefined;
  const lines = items.map((item) => ({
    amount: toPaise(item.price) * item.quantity,
    rate: products.get(item.id)?.gstRate,
  }));
  if (lines.some((l) => l.rate === undefined)) return undefined;
  const byRate = summariseByRate(
    lines.map((l) => ({ ...splitInclusive(l.amount, l.rate!, false), rate: l.rate! })),
  );
  return {
    gst: fromPaise(byRate.reduce((sum, r) => sum + taxOf(r), 0)),
    byRate: byRate.map((r) => ({ rate: r.rate, taxable: fromPaise(r.taxable), tax: fromPaise(taxOf(r)) })),
  };
}

/** cartGst over today's products, fetched for the cart's lines (checkout). */
export function useCartGst(items: readonly CartItem[]): CartGst | undefined {
  const { data: products } = useProductsById(items.map((i) => i.id));
  return cartGst(items, products);
}
