/**
 * Stock: how much of a product (or of one of its sizes) the shop has. A product whose stock is not
 * given is not tracked and never runs out. The server takes stock for an order with `allocate`;
 * screens label low and empty stock with `stockLabel`.
 */

import { formatCount } from './count.ts';

/** At or below this, a product says how many are left. */
export const LOW_STOCK = 5;

export const stockTexts = {
  out: 'Out of stock',
  low: (n: number) => `Only ${n} left`,
  /** For the shop: 'sold out' or 'N left' (the low-stock list, the 'To pack' e-mail). */
  left: (n: number) => (n <= 0 ? 'sold out' : `${formatCount(n)} left`),
} as const;

/** 'Out of stock', 'Only N left' at LOW_STOCK or fewer, else nothing (plenty, or not tracked). */
export function stockLabel(stock: number | undefined): string | undefined {
  if (stock === undefined) return undefined;
  if (stock <= 0) return stockTexts.out;
  return stock <= LOW_STOCK ? stockTexts.low(stock) : undefined;
}

/** One stock count: a size's, or ('' size) the product's own. */
export interface StockRow {
  size: string;
  quantity: number;
}

/** The counts a line takes from: its size's, else the product's own, else (no size given) all of them. */
function countsFor<Row extends StockRow>(rows: readonly Row[], size: string | undefined): readonly Row[] {
  const exact = rows.find((r) => r.size === (size ?? ''));
  const shared = rows.find((r) => r.size === '');
  return exact ? [exact] : shared ? [shared] : size === undefined ? rows : [];
}

/**
 * Which counts a line takes from, and how many from each: its size's count, else the product's
 * own ('' size), else, for a line without a size (the spec's map), the sizes in turn. Null when
 * the counts cannot fill it; `left` is what they hold.
 */
export function allocate(
  rows: readonly StockRow[],
  line: { size?: string | undefined; quantity: number },
): { takes: StockRow[]; left: number } | { takes: null; left: number } {
  const from = countsFor(rows, line.size);
  const left = from.reduce((sum, r) => sum + Math.max(0, r.quantity), 0);
  if (left < line.quantity) return { takes: null, left };
  const takes: StockRow[] = [];
  let wanted = line.quantity;
  for (const row of from) {
    const take = Math.min(wanted, Math.max(0, row.quantity));
    if (take > 0) takes.push({ size: row.size, quantity: take });
    wanted -= take;
  }
  return { takes, left };
}

/** Where a cancelled line's quantity goes back: its size's count, else the product's own, else the first. */
export function returnTo(rows: readonly StockRow[], size: string | undefined): StockRow | undefined {
  return rows.find((r) => r.size === (size ?? '')) ?? rows.find((r) => r.size === '') ?? rows[0];
}

/** A product's stock as served: the total, and per size when sizes are counted apart. */
export function servedStock(rows: readonly StockRow[]): {
  stock?: number;
  sizeStock?: Record<string, number>;
} {
  if (rows.length === 0) return {};
  const shared = rows.find((r) => r.size === '');
  if (shared) return { stock: shared.quantity };
  return {
    stock: rows.reduce((sum, r) => sum + r.quantity, 0),
    sizeStock: Object.fromEntries(rows.map((r) => [r.size, r.quantity])),
  };
}

/** How many of a product (in the chosen size, when sizes are counted apart) the shop has; undefined: not tracked. */
export function stockOf(
  product: { stock?: number | undefined; sizeStock?: Record<string, number> | undefined },
  size?: string,
): number | undefined {
  if (size !== undefined && product.sizeStock && size in product.sizeStock) return product.sizeStock[size];
  return product.stock;
}

/** What is wrong with a cart line against today's stock: gone, sold out, or more than is left. */
export type LineStockProblem = { kind: 'gone' } | { kind: 'sold-out' } | { kind: 'short'; left: number };

/**
 * A cart line against the product as the shop sells it now (`null`: no longer sold; `undefined`:
 * not known yet, so nothing to say).
 */
export function lineStockProblem(
  line: { quantity: number; selectedSize?: string | undefined },
  product: { stock?: number | undefined; sizeStock?: Record<string, number> | undefined } | null | undefined,
): LineStockProblem | undefined {
  if (product === undefined) return undefined;
  if (product === null) return { kind: 'gone' };
  const left = stockOf(product, line.selectedSize);
  if (left === undefined || left >= line.quantity) return undefined;
  return left <= 0 ? { kind: 'sold-out' } : { kind: 'short', left };
}

/** A line an order cannot have in full: where it is in the request, what it is, and how many are left. */
export interface ShortLine {
  field: string;
  title: string;
  size?: string | undefined;
  left: number;
}

const NOT_ENOUGH_STOCK = 'Not enough stock.';

/** The 409 answer's words: "Not enough stock. items[1]: 'Nitrile Gloves' size L: 1 left; …". */
export function notEnoughStock(short: readonly ShortLine[]): string {
  const lines = short.map(
    (s) =>
      `${s.field}: '${s.title}'${s.size ? ` size ${s.size}` : ''}: ${s.left === 0 ? 'none' : s.left} left`,
  );
  return `${NOT_ENOUGH_STOCK} ${lines.join('; ')}`;
}

/** Whether a 409's words are `notEnoughStock`'s (else the order was refused for another reason: a product no longer sold). */
export const isNotEnoughStock = (message: string): boolean => message.startsWith(NOT_ENOUGH_STOCK);

/** A count the shop should restock: the product's line title, the size when sizes are counted apart, what is left. */
export interface LowCount {
  title: string;
  size?: string;
  left: number;
}

/**
 * The counts an order's lines take from that are at LOW_STOCK or fewer, once per count, in the
 * order's line order: what the shop is told to restock when it packs the order.
 */
export function lowCounts(
  lines: readonly { productId: string; title: string; size?: string | undefined }[],
  rows: readonly (StockRow & { productId: string })[],
): LowCount[] {
  const seen = new Set<string>();
  const low: LowCount[] = [];
  for (const line of lines) {
    const counts = countsFor(
      rows.filter((r) => r.productId === line.productId),
      line.size,
    );
    for (const count of counts) {
      const key = `${count.productId}\u0000${count.size}`;
      if (count.quantity > LOW_STOCK || seen.has(key)) continue;
      seen.add(key);
      low.push({ title: line.title, ...(count.size !== '' && { size: count.size }), left: count.quantity });
    }
  }
  return low;
}
