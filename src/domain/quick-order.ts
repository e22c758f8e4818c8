import { MAX_LINE_QUANTITY, MAX_QUICK_ORDER_LINES } from '../contract/limits.ts';
import type { QuickOrderLine } from '../contract/quick-order.ts';
import type { CartItem } from './cart.ts';
import { formatCount } from './count.ts';
import { formatMoney, fromPaise, toPaise } from './money.ts';
import { toProduct, type Product } from './product.ts';
import { firstQuantity, orderQuantityProblem, unitPricePaiseAt, type OrderQuantity } from './bulk.ts';
import { normalizeSku, sizeCode, skuReadings, variantSku } from './sku.ts';

/**
 * The quick-order pad (/quick-order): a buyer types or pastes lines of a SKU and a quantity, or
 * uploads a CSV of them; `parseQuickOrder` reads the text, the server (POST /quick-order) finds
 * each SKU's product with `matchSku` and checks its quantity with `quickLineProblem`, and the pad
 * shows every line with its product and price, or what is wrong with it.
 */

export const quickOrderTexts = {
  heading: 'Quick order',
  intro: 'Paste or type your list, one line for each product: its SKU and how many.',
  field: 'SKUs and quantities',
  hint: 'Like TAP-003, 60 or GLO-002-M 10. A SKU alone orders the fewest it is sold in.',
  upload: 'Upload a CSV',
  uploadHint: 'Columns sku and quantity, or the SKU first and the quantity second.',
  empty: 'Your lines will show here, each with its product and price.',
  checking: 'Checking your list…',
  lineHead: 'Line',
  skuHead: 'SKU',
  productHead: 'Product',
  quantityHead: 'Qty',
  priceHead: 'Price each',
  totalHead: 'Total',
  badLine: 'Write the SKU and then the quantity, like TAP-003, 60',
  badQuantity: `The quantity must be a whole number from 1 to ${formatCount(MAX_LINE_QUANTITY)}`,
  tooMany: `At most ${MAX_QUICK_ORDER_LINES} lines at a time: split the list`,
  unknownSku: (sku: string) => `No product has the SKU ${sku}`,
  needsSize: (title: string, skus: readonly string[]) =>
    `${title} comes in sizes: order one by its SKU, ${skus.join(', ')}`,
  noSuchSize: (title: string, code: string, skus: readonly string[]) =>
    `${title} has no size ${code}: order one of ${skus.join(', ')}`,
  outOfStock: (title: string) => `${title} is out of stock`,
  short: (title: string, left: number) => `Only ${left} of ${title} left`,
  summary: (ready: number, lines: number, total: number) =>
    `${ready} of ${lines} ${lines === 1 ? 'line' : 'lines'} ready · ${formatMoney(total)}`,
  badLines: (n: number) =>
    `${n} ${n === 1 ? 'line needs' : 'lines need'} a fix: ${n === 1 ? 'it stays' : 'they stay'} here`,
  addAll: 'Add all to cart',
  linesLabel: (n: number) => `Your list, ${n} ${n === 1 ? 'line' : 'lines'}`,
  savedLists: 'Your saved lists',
  loadList: (name: string) => `Load ${name}`,
  added: (n: number) => `Added ${n} ${n === 1 ? 'line' : 'lines'} to your cart`,
  notOffered: 'Quick order is not available on this shop.',
  failed: 'Could not check your list. Try again.',
  unreadableFile: 'That file could not be read: upload a CSV (text) file.',
} as const;

/** Reorder lists: saved from the cart, kept on the account, loaded into the pad. */
export const savedListTexts = {
  heading: 'Saved lists',
  empty: 'Save your cart as a list to order the same again from Quick order.',
  summary: (lines: number, saved: string) => `${lines} ${lines === 1 ? 'line' : 'lines'} · saved ${saved}`,
  open: 'Open in quick order',
  remove: 'Delete',
  removed: 'List deleted',
  failedTitle: 'Could not change your lists',
  failed: 'Please try again.',
  save: 'Save as a list',
  nameLabel: 'List name',
  nameHint: 'Saving under a name you have used replaces that list.',
  nameMissing: 'Give the list a name',
  confirm: 'Save list',
  cancel: 'Cancel',
  saved: (name: string) => `Saved “${name}”`,
  savedHint: 'Open it from Quick order or your account.',
  noSku: 'Some products in your cart have no SKU, so the cart cannot be saved as a list.',
} as const;

/** One line of the buyer's list, as typed: where it is (1-based), its SKU and quantity, or why not. */
export interface TypedLine {
  row: number;
  text: string;
  sku: string;
  /** Absent: the fewest the product is sold in. */
  quantity?: number;
  problem?: string;
}

/**
 * Splits a CSV or pasted line into fields: by comma, semicolon or tab when it has one outside
 * double quotes (a spreadsheet's "1,200" stays one field), else by spaces.
 */
function fields(line: string): string[] {
  const unquoted = line.replace(/"[^"]*"/g, '');
  const separator = /[,;\t]/.exec(unquoted)?.[0];
  if (separator === undefined) return line.split(/\s+/).map((p) => p.replace(/"/g, '').trim());
  const parts: string[] = [];
  let field = '';
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === separator && !quoted) {
      parts.push(field.trim());
      field = '';
    } else field += c;
  }
  parts.push(field.trim());
  return parts;
}

const HEADER_SKU = /^(sku|item|code|product code)$/i;
const HEADER_QUANTITY = /^(quantity|qty|quantities|count)$/i;

/**
 * Reads a list as typed, pasted or uploaded. Blank lines and lines starting with # are skipped; a
 * first line naming a `sku` column (and a `quantity` one) is a header whose columns are then used.
 */
export function parseQuickOrder(text: string): TypedLine[] {
  const rows = text.split(/\r\n|\r|\n/);
  const lines: TypedLine[] = [];
  let skuAt = 0;
  let quantityAt = 1;
  let headerSeen = false;
  rows.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const parts = fields(line);
    if (!headerSeen && lines.length === 0 && parts.some((p) => HEADER_SKU.test(p))) {
      headerSeen = true;
      skuAt = parts.findIndex((p) => HEADER_SKU.test(p));
      const q = parts.findIndex((p) => HEADER_QUANTITY.test(p));
      quantityAt = q === -1 ? -1 : q;
      return;
    }
    const row = index + 1;
    const sku = normalizeSku(parts[skuAt] ?? '');
    const rest = headerSeen
      ? quantityAt === -1
        ? []
        : [parts[quantityAt] ?? '']
      : parts.slice(1).filter((p) => p !== '');
    const typed: TypedLine = { row, text: line, sku };
    if (sku === '' || rest.length > 1) typed.problem = quickOrderTexts.badLine;
    else if (rest.length === 1 && rest[0] !== '') {
      const quantity = /^\d{1,6}$/.test(rest[0]!.replace(/,/g, ''))
        ? Number(rest[0]!.replace(/,/g, ''))
        : NaN;
      if (!(quantity >= 1 && quantity <= MAX_LINE_QUANTITY)) typed.problem = quickOrderTexts.badQuantity;
      else typed.quantity = quantity;
    }
    lines.push(typed);
  });
  return lines;
}

/** What a SKU can name: a product with its own SKU and sizes. */
export interface SkuOwner {
  sku: string;
  title: string;
  sizes: readonly string[];
}

/**
 * The product and size a typed SKU names (`bySku` finds a product by its own SKU), or why none:
 * a product with several sizes needs one of its sizes' SKUs. A product with one size has it chosen.
 */
export function matchSku<P extends SkuOwner>(
  typed: string,
  bySku: (sku: string) => P | undefined,
): { product: P; size?: string } | { product?: P; problem: string } {
  const sku = normalizeSku(typed);
  const sizeSkus = (p: P) => p.sizes.map((s) => variantSku(p.sku, p.sizes, s));
  for (const reading of skuReadings(sku)) {
    const product = bySku(reading.product);
    if (!product) continue;
    if (reading.size === undefined) {
      if (product.sizes.length > 1)
        return { product, problem: quickOrderTexts.needsSize(product.title, sizeSkus(product)) };
      return product.sizes.length === 1 ? { product, size: product.sizes[0]! } : { product };
    }
    const size = product.sizes.find((s) => sizeCode(s) === reading.size);
    if (size !== undefined) return { product, size };
    if (product.sizes.length > 1)
      return { product, problem: quickOrderTexts.noSuchSize(product.title, reading.size, sizeSkus(product)) };
  }
  return { problem: quickOrderTexts.unknownSku(sku) };
}

/**
 * What is wrong with a quantity of a found product, if anything: its minimum and cartons, then
 * its stock (`left`: how many the shop has of it, in its size; undefined: not counted).
 */
export function quickLineProblem(
  title: string,
  rule: OrderQuantity,
  quantity: number,
  left: number | undefined,
): string | undefined {
  const ruled = orderQuantityProblem(title, rule, quantity);
  if (ruled) return ruled;
  if (left !== undefined && left <= 0) return quickOrderTexts.outOfStock(title);
  if (left !== undefined && left < quantity) return quickOrderTexts.short(title, left);
  return undefined;
}

/** A product as a quick order resolves it: what it is sold as, by its own SKU. */
export interface SoldBySku<P> extends SkuOwner {
  /** What the answer carries for it (the served product). */
  item: P;
  rule: OrderQuantity;
  /** What one costs (a sale included), in paise, and its volume prices. */
  pricePaise: number;
  tiers: readonly { minQuantity: number; pricePaise: number }[];
  /** How many the shop has in a size (undefined: not counted). */
  left: (size: string | undefined) => number | undefined;
  /** Why it cannot be sold at all (no tax data), if so. */
  blocked?: string | undefined;
}

/** One answered line of POST /quick-order (src/contract/quick-order.ts), in rupees. */
export interface ResolvedLine<P> {
  sku: string;
  quantity: number;
  product?: P;
  size?: string;
  unitPrice?: number;
  lineTotal?: number;
  problem?: string;
}

/**
 * A quick-order line as the server answers it (and the mocks, from the same rule): the product and
 * size its SKU names, the quantity (the fewest it is sold in when none is given), the price each
 * at the volume price that quantity reaches and the line's total, or what is wrong.
 */
export function resolveQuickLine<P>(
  line: { sku: string; quantity?: number | undefined },
  bySku: (sku: string) => SoldBySku<P> | undefined,
): ResolvedLine<P> {
  const sku = normalizeSku(line.sku);
  const match = matchSku(sku, bySku);
  if (!match.product)
    return { sku, quantity: line.quantity ?? 1, problem: 'problem' in match ? match.problem : '' };
  const sold = match.product;
  const quantity = line.quantity ?? firstQuantity(sold.rule);
  if ('problem' in match) return { sku, quantity, product: sold.item, problem: match.problem };
  const unitPaise = unitPricePaiseAt(sold.pricePaise, sold.tiers, quantity);
  const problem = sold.blocked ?? quickLineProblem(sold.title, sold.rule, quantity, sold.left(match.size));
  return {
    sku,
    quantity,
    product: sold.item,
    ...(match.size !== undefined && { size: match.size }),
    unitPrice: fromPaise(unitPaise),
    lineTotal: fromPaise(unitPaise * quantity),
    ...(problem !== undefined && { problem }),
  };
}

/** A line of the pad as shown: as typed, with what the shop found for it once checked. */
export interface PadLine extends TypedLine {
  product?: Product;
  size?: string;
  unitPrice?: number;
  lineTotal?: number;
  /** Not checked yet (the answer for this text has not come). */
  pending?: boolean;
}

/** What the server answered for one sent line (src/contract/quick-order.ts, read). */
export type CheckedLine = QuickOrderLine;

/** The lines to send for a check: those that read as a SKU and a quantity. */
export const linesToCheck = (typed: readonly TypedLine[]) =>
  typed
    .filter((l) => l.problem === undefined)
    .map((l) => (l.quantity === undefined ? { sku: l.sku } : { sku: l.sku, quantity: l.quantity }));

/** How an answer is found again for a typed line: its SKU and the quantity as typed. */
export const checkKey = (line: { sku: string; quantity?: number | undefined }): string =>
  `${normalizeSku(line.sku)}|${line.quantity ?? ''}`;

/**
 * The typed lines with what the shop answered for them (`answers`, by checkKey: answers stay
 * valid while the buyer edits other lines), or pending until their answer comes.
 */
export function padLines(typed: readonly TypedLine[], answers: ReadonlyMap<string, CheckedLine>): PadLine[] {
  return typed.map((line) => {
    if (line.problem !== undefined) return line;
    const found = answers.get(checkKey(line));
    if (!found) return { ...line, pending: true };
    const pad: PadLine = { ...line, quantity: found.quantity };
    if (found.product) pad.product = toProduct(found.product);
    if (found.size !== undefined) pad.size = found.size;
    if (found.unitPrice !== undefined) pad.unitPrice = found.unitPrice;
    if (found.lineTotal !== undefined) pad.lineTotal = found.lineTotal;
    if (found.problem !== undefined) pad.problem = found.problem;
    return pad;
  });
}

/** A line that can go to the cart: found, priced and without a problem. */
export const isReady = (
  line: PadLine,
): line is PadLine & { product: Product; quantity: number; lineTotal: number } =>
  line.product !== undefined && line.problem === undefined && line.lineTotal !== undefined && !line.pending;

/** How many lines are ready, and what they come to. */
export function padSummary(lines: readonly PadLine[]): { ready: number; bad: number; total: number } {
  const ready = lines.filter(isReady);
  return {
    ready: ready.length,
    bad: lines.filter((l) => l.problem !== undefined).length,
    total: fromPaise(ready.reduce((sum, l) => sum + toPaise(l.lineTotal), 0)),
  };
}

/** The ready lines as cart lines, at the product's own price (the cart applies volume prices). */
export function padCartItems(lines: readonly PadLine[]): CartItem[] {
  return lines.filter(isReady).map((line) => {
    const { product } = line;
    const item: CartItem = {
      id: product.id,
      name: product.name,
      image: product.image,
      price: product.price,
      quantity: line.quantity,
    };
    if (line.size !== undefined) item.selectedSize = line.size;
    if (product.colors.length === 1) item.selectedColor = product.colors[0]!;
    return item;
  });
}

/** The text without the given rows (the lines added to the cart), so the lines left to fix stay. */
export const withoutRows = (text: string, rows: ReadonlySet<number>): string =>
  text
    .split(/\r\n|\r|\n/)
    .filter((_, i) => !rows.has(i + 1))
    .join('\n')
    .replace(/^\s*\n/, '');

/** A reorder list or a cart as pad text: one "SKU, quantity" line each. */
export const padText = (lines: readonly { sku: string; quantity: number }[]): string =>
  lines.map((l) => `${l.sku}, ${l.quantity}`).join('\n');

/**
 * The cart as a reorder list's lines, each by its size's SKU (src/domain/sku.ts); undefined until
 * today's products are known, or when a line's product has no SKU (a server without them).
 */
export function cartListLines(
  items: readonly CartItem[],
  products: ReadonlyMap<string, Product | null> | undefined,
): { sku: string; quantity: number }[] | undefined {
  if (!products || items.length === 0) return undefined;
  const lines: { sku: string; quantity: number }[] = [];
  for (const item of items) {
    const product = products.get(item.id);
    if (!product?.sku) return undefined;
    lines.push({ sku: variantSku(product.sku, product.sizes, item.selectedSize), quantity: item.quantity });
  }
  return lines;
}
