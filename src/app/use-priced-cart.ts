import { useProductsById } from '../api/products.ts';
import { atVolumePrices } from '../domain/bulk.ts';
import { atTodaysPrices, cartTotal, type CartItem } from '../domain/cart.ts';
import { includedGstOf, type IncludedGst } from '../domain/gst.ts';
import { toPaise } from '../domain/money.ts';
import type { Product } from '../domain/product.ts';

/**
 * The GST the cart's prices include, per rate and in all, from each product's rate as the server
 * serves it today; undefined until every line's rate is known (a server without rates: never).
 */
function cartGst(
  items: readonly CartItem[],
  products: ReadonlyMap<string, Product | null> | undefined,
): IncludedGst | undefined {
  if (!products) return undefined;
  return includedGstOf(
    items.map((item) => ({
      amount: toPaise(item.price) * item.quantity,
      rate: products.get(item.id)?.gstRate,
    })),
  );
}

/**
 * The cart as the order will be charged: each line at today's price and at the volume price its
 * quantity reaches (from today's products, once known), the total of those lines, and the GST they
 * include.
 */
export function pricedCart(
  stored: readonly CartItem[],
  products: ReadonlyMap<string, Product | null> | undefined,
) {
  const today = atTodaysPrices(stored, (id) => products?.get(id)?.price);
  const items = atVolumePrices(today, (id) => products?.get(id)?.priceTiers);
  return { items, total: cartTotal(items), gst: cartGst(items, products) };
}

/** pricedCart over today's products, fetched for the cart's lines (checkout). */
export function usePricedCart(stored: readonly CartItem[]) {
  const { data: products } = useProductsById(stored.map((i) => i.id));
  return pricedCart(stored, products);
}
