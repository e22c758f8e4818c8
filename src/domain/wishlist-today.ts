import { formatMoney, fromPaise, toPaise } from './money.ts';
import type { Product } from './product.ts';

/**
 * A saved product against the product as the shop sells it today: the wishlist shows today's price
 * and stock, says when the price has dropped since it was saved (what makes a saved product worth
 * buying now), and says when the shop no longer sells it. One home for the rule and its texts.
 */

export const wishlistTodayTexts = {
  dropped: (amount: number) => `Price dropped by ${formatMoney(amount)} since you saved it`,
  gone: 'No longer sold',
  goneDetail: 'The shop has stopped selling this product. Remove it, or find one like it.',
} as const;

/** How much less it costs today than when it was saved, in rupees to the paisa; nothing when not less. */
export function priceDrop(savedPrice: number, todayPrice: number): number | undefined {
  const drop = toPaise(savedPrice) - toPaise(todayPrice);
  return drop > 0 ? fromPaise(drop) : undefined;
}

/** A wishlist line: the product to show and what has changed since it was saved. */
export type SavedProductToday =
  { kind: 'sold'; product: Product; drop?: number } | { kind: 'gone'; product: Product };

/**
 * `saved` as the wishlist kept it (`savedPrice`: what it cost when saved, where known, else its kept
 * price); `today` as the shop answers now: a product, `null` when no longer sold, `undefined` while
 * not known (not asked yet, or the call failed), when the line shows what was saved.
 */
export function savedProductToday(
  saved: Product,
  savedPrice: number,
  today: Product | null | undefined,
): SavedProductToday {
  if (today === null) return { kind: 'gone', product: saved };
  if (today === undefined) return { kind: 'sold', product: saved };
  const drop = priceDrop(savedPrice, today.price);
  return drop === undefined ? { kind: 'sold', product: today } : { kind: 'sold', product: today, drop };
}
