import { useProductsById } from '../api/products.ts';
import type { CartItem } from '../domain/cart.ts';
import { includedGstOf, splitInclusive, summariseByRate, taxOf, type RateLine } from '../domain/gst.ts';
import { fromPaise, toPaise } from '../domain/money.ts';

export interface CartGst {
  /** The GST the cart's prices include (rupees). */
  gst: number;
  byRate: RateLine[];
}

/**
 * The GST the cart's prices include, from each product's rate as the server serves it today;
 * undefined until every line's rate is known (a server without rates: never).
 */
export function useCartGst(items: readonly CartItem[], enabled = true): CartGst | undefined {
  const { data: products } = useProductsById(enabled ? items.map((i) => i.id) : []);
  if (!products) return undefined;
  const lines = items.map((item) => ({
    amount: toPaise(item.price) * item.quantity,
    rate: products.get(item.id)?.gstRate,
  }));
  const paise = includedGstOf(lines);
  if (paise === undefined) return undefined;
  const byRate = summariseByRate(
    lines.map((l) => ({ ...splitInclusive(l.amount, l.rate!, false), rate: l.rate! })),
  );
  return {
    gst: fromPaise(paise),
    byRate: byRate.map((r) => ({ rate: r.rate, taxable: fromPaise(r.taxable), tax: fromPaise(taxOf(r)) })),
  };
}
