import { MAX_LINE_QUANTITY } from '../contract/limits.ts';
import { fromPaise, toPaise } from './money.ts';
import {
  isRecord,
  storedId,
  storedList,
  storedOptionalText,
  storedPrice,
  storedTextOrEmpty,
} from './stored.ts';

export interface CartItem {
  id: string;
  name: string;
  image: string;
  price: number;
  quantity: number;
  selectedSize?: string;
  selectedColor?: string;
  /** Shown, never stored: the price before a volume price lowered `price` (src/domain/bulk.ts). */
  listPrice?: number;
  /** Shown, never stored: the price the line was added at, when today's (`price`) differs. */
  addedPrice?: number;
}

export const CART_STORAGE_KEY = 'cart';

/** A line is identified by product id plus colour plus size; JSON keeps the parts from running together. */
export function lineKey(item: Pick<CartItem, 'id' | 'selectedColor' | 'selectedSize'>): string {
  return JSON.stringify([item.id, item.selectedColor ?? '', item.selectedSize ?? '']);
}

function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity)));
}

export function addToCart(
  items: readonly CartItem[],
  item: CartItem,
): { items: CartItem[]; change: 'added' | 'increased' } {
  const key = lineKey(item);
  const quantity = clampQuantity(item.quantity);
  const existing = items.findIndex((line) => lineKey(line) === key);
  if (existing === -1) return { items: [...items, { ...item, quantity }], change: 'added' };
  return {
    items: items.map((line, i) =>
      i === existing ? { ...line, quantity: clampQuantity(line.quantity + quantity) } : line,
    ),
    change: 'increased',
  };
}

/**
 * Removes one line by its identity (product id, colour and size, as `lineKey` gives it): the other
 * sizes and colours of the same product stay.
 */
export function removeFromCart(items: readonly CartItem[], key: string): CartItem[] {
  return items.filter((line) => lineKey(line) !== key);
}

/**
 * Puts a removed line back where it was (Undo). If the same line came back meanwhile (added again
 * from a product page), the cart is left as it is rather than counting it twice.
 */
export function restoreLine(items: readonly CartItem[], line: CartItem, index: number): CartItem[] {
  if (items.some((l) => lineKey(l) === lineKey(line))) return [...items];
  const at = Math.max(0, Math.min(index, items.length));
  return [...items.slice(0, at), line, ...items.slice(at)];
}

/** Sets a line's quantity; below 1, not a whole number or an unknown line leaves the cart as it was. */
export function updateQuantity(items: CartItem[], key: string, quantity: number): CartItem[] {
  if (!Number.isInteger(quantity) || quantity < 1) return items;
  if (!items.some((line) => lineKey(line) === key)) return items;
  const next = Math.min(quantity, MAX_LINE_QUANTITY);
  return items.map((line) => (lineKey(line) === key ? { ...line, quantity: next } : line));
}

/**
 * The lines at today's prices: a cart keeps the price a line was added at, but the order is charged
 * what the product costs when it is placed. Where the shop's price is known (`priceOf`: the product
 * as served now, a sale included) and differs, the line takes it and keeps the old one as
 * `addedPrice`, so the cart can say it changed; unknown (not fetched, or no longer sold) keeps it.
 */
export function atTodaysPrices<T extends Pick<CartItem, 'id' | 'price'>>(
  items: readonly T[],
  priceOf: (id: string) => number | undefined,
): (T & { addedPrice?: number })[] {
  return items.map((item) => {
    const today = priceOf(item.id);
    return today === undefined || toPaise(today) === toPaise(item.price)
      ? item
      : { ...item, price: today, addedPrice: item.price };
  });
}

/** "Price changed: ₹40 when you added it" (cart and checkout lines). */
export const priceChangedText = (addedPrice: string) => `Price changed: ${addedPrice} when you added it`;

export function lineTotal(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return fromPaise(toPaise(item.price) * item.quantity);
}

/** Sum of price × quantity, added up in integer paise. */
export function cartTotal(items: readonly Pick<CartItem, 'price' | 'quantity'>[]): number {
  return fromPaise(items.reduce((sum, item) => sum + toPaise(item.price) * item.quantity, 0));
}

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** One stored line; older carts may hold numeric ids or nulls for unchosen options. */
export function readCartItem(entry: unknown): CartItem | undefined {
  if (!isRecord(entry)) return undefined;
  const id = storedId(entry.id);
  const price = storedPrice(entry.price);
  const { name, quantity } = entry;
  if (id === undefined || price === undefined || typeof name !== 'string') return undefined;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return undefined;
  const line: CartItem = {
    id,
    name,
    image: storedTextOrEmpty(entry.image),
    price,
    quantity: Math.min(quantity, MAX_LINE_QUANTITY),
  };
  const selectedSize = storedOptionalText(entry.selectedSize);
  const selectedColor = storedOptionalText(entry.selectedColor);
  if (selectedSize !== undefined) line.selectedSize = selectedSize;
  if (selectedColor !== undefined) line.selectedColor = selectedColor;
  return line;
}

/** Reads the stored cart; never throws. Invalid lines are dropped and repeated lines merged. */
export function parseStoredCart(raw: string | null): CartItem[] {
  let items: CartItem[] = [];
  for (const entry of storedList(raw)) {
    const line = readCartItem(entry);
    if (line) items = addToCart(items, line).items;
  }
  return items;
}
