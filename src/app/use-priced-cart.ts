import { useProductsById } from '../api/products.ts';
import { atVolumePrices } from '../domain/bulk.ts';
import { atTodaysPrices, cartTotal, type CartItem } from '../domain/cart.ts';
import { includedGstOf, type IncludedGst } from '../domain/gst.ts';
import { fromPaise, toPaise } from '../domain/money.ts';
import { shareDiscount } from '../domain/coupons.ts';
import type { Product } from '../domain/product.ts';

/**
 * The GST the cart's prices include, per rate and in all, from each product's rate as the server
 * serves it today; undefined until every line's rate is known (a server without rates: never).
 */
function cartGst(
  items: readonly CartItem[],
  products: ReadonlyMap<string, Product | null> | undefined,
  shares: readonly number[],
): IncludedGst | undefined {
  if (!products) return undefined;
  return includedGstOf(
    items.map((item, i) => ({
      amount: toPaise(item.price) * item.quantity - (shares[i] ?? 0),
      rate: products.get(item.id)?.gstRate,
    })),
  );
}

/**
 * The cart as the order will be charged: each line at today's price and at the volume price its
 * quantity reaches (from today's products, once known), the total of those lines less a coupon's
 * `discount` (rupees), and the GST they include, each line's share of the discount taken off it
 * as the server shares it.
 */
export function pricedCart(
  stored: readonly CartItem[],
  products: ReadonlyMap<string, Product | null> | undefined,
  discount = 0,
) {
  const today = atTodaysPrices(stored, (id) => products?.get(id)?.price);
  const items = atVolumePrices(today, (id) => products?.get(id)?.priceTiers);
  const discountPaise = toPaise(discount);
  const shares = shareDiscount(
    items.map((item) => toPaise(item.price) * item.quantity),
    discountPaise,
  );
  const goods = cartTotal(items);
  return {
    items,
    goods,
    total: fromPaise(toPaise(goods) - discountPaise),
    gst: cartGst(items, products, shares),
  };
}

/** pricedCart over today's products, fetched for the cart's lines (checkout). */
export function usePricedCart(stored: readonly CartItem[], discount = 0) {
  const { data: products } = useProductsById(stored.map((i) => i.id));
  return pricedCart(stored, products, discount);
}
