import { LOW_STOCK, stockTexts } from '../../src/domain/stock.ts';
import { formatCount } from '../../src/domain/count.ts';
import { formatMoney, fromPaise } from '../../src/domain/money.ts';
import { orderQuantityTexts } from '../../src/domain/bulk.ts';
import { formatOrderDate } from '../../src/domain/dates.ts';
import { productHref } from '../../src/domain/routes.ts';
import type { Db } from '../db/client.ts';
import { waitingByProduct } from '../catalogue/stock-alerts.ts';
import { and, asc, inArray } from '../db/orm.ts';
import { products, productStock, stillSold } from '../db/schema.ts';
import { option } from './args.ts';
import { csvRow } from '../../src/domain/csv.ts';
import { COLUMNS, OPTIONAL_COLUMNS } from './products-import.ts';
import { UsageError } from './usage-error.ts';
import { productByKey } from './product-key.ts';
import { reviewStanding } from '../catalogue/reviews.ts';
import { reviewTexts } from '../../src/domain/reviews.ts';

/** The owner's view of the catalogue: all of it as the import's CSV, and what is running out. */

interface Output {
  out(line: string): void;
}

const EXPORT_COLUMNS = [...COLUMNS, ...OPTIONAL_COLUMNS] as const;

/** Rupees as the import reads them: 249, or 249.50 with paise. */
const rupees = (paise: number) => {
  const value = fromPaise(paise);
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
};

interface StockCount {
  size: string;
  quantity: number;
}

async function stockByProduct(db: Db, ids: string[]): Promise<Map<string, StockCount[]>> {
  const rows =
    ids.length === 0 ? [] : await db.select().from(productStock).where(inArray(productStock.productId, ids));
  const byProduct = new Map<string, StockCount[]>();
  for (const { productId, size, quantity } of rows) {
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), { size, quantity }]);
  }
  return byProduct;
}

/** Counts in the product's own order of sizes: the import's `25` or `M:10|L:5`. */
function ordered(counts: readonly StockCount[], sizes: readonly string[]): StockCount[] {
  const at = (size: string) => (size === '' ? -1 : sizes.indexOf(size));
  return [...counts].sort((a, b) => at(a.size) - at(b.size));
}

const stockText = (counts: readonly StockCount[]) =>
  counts.length === 1 && counts[0]!.size === ''
    ? String(counts[0]!.quantity)
    : counts.map((c) => `${c.size}:${c.quantity}`).join('|');

/**
 * Every product on sale as one CSV row in the columns `products import` reads, so the owner can
 * change prices, stock or tax in a spreadsheet and import the file again: importing it unchanged
 * changes nothing. A product whose stock is not counted has an empty `stock` (which the import
 * leaves); a retired one is left out (`products retired` lists them), so the file holds what is sold.
 */
export async function exportProducts(db: Db, io: Output): Promise<void> {
  const rows = await db
    .select()
    .from(products)
    .where(stillSold)
    .orderBy(asc(products.category), asc(products.parentCategory), asc(products.title), asc(products.slug));
  const stock = await stockByProduct(
    db,
    rows.map((p) => p.id),
  );
  io.out(csvRow(EXPORT_COLUMNS));
  for (const p of rows) {
    const counts = ordered(stock.get(p.id) ?? [], p.sizes);
    const cells: Record<(typeof EXPORT_COLUMNS)[number], string | number> = {
      slug: p.slug,
      title: p.title,
      description: p.description,
      category: p.category,
      parentCategory: p.parentCategory,
      regularPrice: rupees(p.regularPricePaise),
      discountedPrice: p.discountedPricePaise === null ? '' : rupees(p.discountedPricePaise),
      featured: p.featured ? 'yes' : 'no',
      sizes: p.sizes.join('|'),
      colors: p.colors.join('|'),
      hsnCode: p.hsnCode ?? '',
      gstRate: p.gstRate ?? '',
      sku: p.sku ?? '',
      stock: counts.length === 0 ? '' : stockText(counts),
      priceTiers: p.priceTiers.map((t) => `${t.minQuantity}:${rupees(t.pricePaise)}`).join('|'),
      minQuantity: p.minOrderQuantity,
      packOf: p.packMultiple,
      keywords: p.searchKeywords,
    };
    io.out(csvRow(EXPORT_COLUMNS.map((c) => cells[c])));
  }
}

/**
 * Products on sale sold out or at `--at` or fewer (default LOW_STOCK, where the shop starts showing
 * "Only N left"), sold out first, then the fewest left; sizes counted apart are listed apart, and
 * how many shoppers wait for a back-in-stock e-mail, so the owner knows what to restock first.
 */
export async function lowStock(db: Db, io: Output, args: string[]): Promise<void> {
  const given = option(args, 'at');
  if (given !== undefined && !/^\d{1,7}$/.test(given))
    throw new UsageError(`--at must be a whole number like ${LOW_STOCK}, not '${given}'`);
  const at = given === undefined ? LOW_STOCK : Number(given);
  const found = await lowStockProducts(db, at);
  const waiting = await waitingByProduct(
    db,
    found.map((p) => p.id),
  );
  for (const p of found) {
    const parts = p.counts.map((c) => {
      const left = stockTexts.left(c.quantity);
      return c.size === '' ? left : `${c.size}: ${left}`;
    });
    const asked = waiting.get(p.id) ?? 0;
    const wait =
      asked === 0 ? '' : ` · ${asked === 1 ? '1 shopper' : `${formatCount(asked)} shoppers`} waiting`;
    io.out(`  ${p.slug}  ${p.title}: ${parts.join(', ')}${wait}`);
  }
  io.out(
    found.length === 0
      ? `No product is sold out or down to ${formatCount(at)}.`
      : `${formatCount(found.length)} product(s) sold out or down to ${formatCount(at)}. Set counts with: npm run shop -- products stock <slug> <stock>`,
  );
}

/** What the owner's commands say a product's stock is: "M: 10, L: 5", "25", or untracked. */
export const stockDescription = (counts: readonly StockCount[]): string =>
  counts.length === 0
    ? 'untracked (never runs out)'
    : counts.map((c) => (c.size ? `${c.size}: ${c.quantity}` : String(c.quantity))).join(', ');

/** "₹120, on sale at ₹99.50", or "₹120, no sale". */
export const priceDescription = (regularPaise: number, discountedPaise: number | null): string => {
  const price = formatMoney(fromPaise(regularPaise));
  return discountedPaise === null
    ? `${price}, no sale`
    : `${price}, on sale at ${formatMoney(fromPaise(discountedPaise))}`;
};

/** "10+ at ₹95, 50+ at ₹90", or '' for none. */
export const tiersDescription = (tiers: readonly { minQuantity: number; pricePaise: number }[]): string =>
  tiers.map((t) => `${t.minQuantity}+ at ${formatMoney(fromPaise(t.pricePaise))}`).join(', ');

/**
 * One product as the owner's commands set it, without exporting the catalogue: where it is sold,
 * its prices, volume prices and quantities, stock per size and who waits for it, tax, photos.
 */
export async function showProduct(db: Db, io: Output, [key]: string[]): Promise<void> {
  if (!key) throw new UsageError('give the product, e.g. npm run shop -- products show TAP-003');
  const p = await productByKey(db, key);
  const counts = ordered((await stockByProduct(db, [p.id])).get(p.id) ?? [], p.sizes);
  const waiting = (await waitingByProduct(db, [p.id])).get(p.id) ?? 0;
  const rule = { minQuantity: p.minOrderQuantity, packOf: p.packMultiple };
  const untaxed = [p.hsnCode === null && 'no HSN code', p.gstRate === null && 'no GST rate'].filter(Boolean);
  io.out(`${p.title} (${p.slug})  SKU ${p.sku ?? '(none yet)'}  id ${p.id}`);
  io.out(
    `  ${p.retiredAt ? `retired on ${formatOrderDate(p.retiredAt.toISOString())}: not shown or sold` : `on sale at ${productHref(p.id)}`}${p.featured ? ', featured' : ''}`,
  );
  io.out(`  category: ${p.category} › ${p.parentCategory}`);
  io.out(`  price: ${priceDescription(p.regularPricePaise, p.discountedPricePaise)}`);
  io.out(`  volume prices: ${tiersDescription(p.priceTiers) || 'none'}`);
  io.out(
    `  quantities: ${rule.minQuantity === 1 && rule.packOf === 1 ? 'any' : orderQuantityTexts.note(rule)}`,
  );
  if (p.sizes.length > 0) io.out(`  sizes: ${p.sizes.join(', ')}`);
  if (p.colors.length > 0) io.out(`  colours: ${p.colors.join(', ')}`);
  io.out(`  search keywords: ${p.searchKeywords || 'none'}`);
  const wait =
    waiting === 0 ? '' : ` · ${waiting === 1 ? '1 shopper' : `${formatCount(waiting)} shoppers`} waiting`;
  io.out(`  stock: ${stockDescription(counts)}${wait}`);
  io.out(
    `  tax: ${untaxed.length > 0 ? `${untaxed.join(' and ')}: cannot be ordered until set (products tax)` : `HSN ${p.hsnCode}, GST ${p.gstRate}%`}`,
  );
  io.out(
    `  photos: ${p.photos.length > 0 ? `${p.photos.length} of your own` : `drawn pictures (${p.imageCount})`}`,
  );
  const standing = await reviewStanding(db, p.id);
  const { summary, hidden } = standing;
  const published =
    summary.count === 0
      ? 'none yet'
      : `${reviewTexts.average(summary.average)} from ${reviewTexts.ratings(summary.count)}`;
  io.out(
    `  reviews: ${published}${hidden > 0 ? `, ${formatCount(hidden)} taken down` : ''}${standing.waiting > 0 ? `, ${formatCount(standing.waiting)} waiting for your approval (reviews list --waiting)` : ''}`,
  );
}

/**
 * The products on sale with a count (a size's, or the product's) at `at` or fewer, the fewest left
 * first, each with those counts; `fewest` 0 is sold out (in that size). For `products low-stock`
 * and the morning e-mail.
 */
export async function lowStockProducts(db: Db, at: number = LOW_STOCK) {
  const low = await db
    .select({ productId: productStock.productId, size: productStock.size, quantity: productStock.quantity })
    .from(productStock);
  const lowIds = [...new Set(low.filter((r) => r.quantity <= at).map((r) => r.productId))];
  const named =
    lowIds.length === 0
      ? []
      : await db
          .select({ id: products.id, slug: products.slug, title: products.title, sizes: products.sizes })
          .from(products)
          .where(and(inArray(products.id, lowIds), stillSold));
  return named
    .map((p) => {
      const counts = ordered(
        low.filter((r) => r.productId === p.id && r.quantity <= at),
        p.sizes,
      );
      return { ...p, counts, fewest: Math.min(...counts.map((c) => c.quantity)) };
    })
    .sort((a, b) => a.fewest - b.fewest || a.slug.localeCompare(b.slug));
}
