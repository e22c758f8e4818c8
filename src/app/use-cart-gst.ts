import { useProductsById } from '../api/products.ts';
import type { CartItem } from '../domain/cart.ts';
import { includedGstOf } from '../domain/gst.ts';
import { fromPaise, toPaise } from '../domain/money.ts';

/**
 * The GST the cart's prices include (rupees), from each product's rate as the server serves it
 * today; undefined until every line's rate is known (a server without rates: never).
 */
export function useCartGst(items: readonly CartItem[], enabled = true): number | undefined {
  const { data: products } = useProductsById(enabled ? items.map((i) => i.id) : []);
  if (!products) return undefined;
  const paise = includedGstOf(
    items.map((item) => ({
      amount: toPaise(item.price) * item.quantity,
      rate: products.get(item.id)?.gstRate,
    })),
  );
  return paise === undefined ? undefined : fromPaise(paise);
}
