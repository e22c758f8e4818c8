import { useProductsById } from '../api/products.ts';
import type { CartItem } from '../domain/cart.ts';
import { includedGstOf, type IncludedGst } from '../domain/gst.ts';
import { toPaise } from '../domain/money.ts';
import type { Product } from '../domain/product.ts';

/**
 * The GST the cart's prices include, per rate and in all, from each product's rate as the server
 * serves it today; undefined until every line's rate is known (a server without rates: never).
 */
export function cartGst(
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

/** cartGst over today's products, fetched for the cart's lines (checkout). */
export function useCartGst(items: readonly CartItem[]): IncludedGst | undefined {
  const { data: products } = useProductsById(items.map((i) => i.id));
  return cartGst(items, products);
}
