import { eq, inArray, or } from '../db/orm.ts';
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../../src/contract/limits.ts';
import { paiseTiersProblem } from '../../src/domain/bulk.ts';
import { readPaise, toPaise } from '../../src/domain/money.ts';
import { HSN_CODE, isGstRate } from '../../src/contract/tax.ts';
import { isColourKey, isSizeKey } from '../../src/domain/variants.ts';
import type { ProductKind } from '../catalogue/types.ts';
import type { Db } from '../db/client.ts';
import { productIdFromSlug } from '../db/product-id.ts';
import {
  productColumns,
  products,
  productStock,
  type ProductRow,
  type StoredAttribute,
} from '../db/schema.ts';
import { assignMissingSkus } from '../catalogue/skus.ts';
import { sendStockAlerts } from '../catalogue/stock-alerts.ts';
import { settleCatalogue } from '../db/settle.ts';
import { normalizeSku, skuProblem } from '../../src/domain/sku.ts';
import { keywordsProblem, normaliseKeywords } from '../../src/domain/search.ts';
import { describeZodError } from '../lib/errors.ts';
import { parseCsv } from './csv.ts';

export const COLUMNS = [
  'slug',
  'title',
  'description',
  'category',
  'parentCategory',
  'regularPrice',
  'discountedPrice',
  'featured',
  'sizes',
  'colors',
  'hsnCode',
  'gstRate',
] as const;
/**
 * Columns a file may add: `stock` is a count ('25') or counts per size ('M:10|L:5'); `priceTiers`
 * is volume prices as quantity:price ('50:10.80|200:9.60'), or 'none'; `keywords` are the words
 * search also finds the product by ('pocha, पोछा'), or 'none'. Empty keeps each as it is.
 */
export const OPTIONAL_COLUMNS = ['sku', 'stock', 'priceTiers', 'minQuantity', 'packOf', 'keywords'] as const;

/**
 * A row's SKU (src/domain/sku.ts), any case; '' leaves it to the shop (a new product is numbered in
 * its family, an existing one keeps its own). A row with a SKU updates the product that has it.
 */
export const skuSpec = z
  .string()
  .transform((v) => normalizeSku(v))
  .transform((v, ctx) => {
    if (v === '') return null;
    const problem = skuProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    return v;
  });

/** A minimum or carton size as the owner types it: a whole number from 1; '' is no change. */
export const orderQuantitySpec = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (v === '') return null;
    const n = Number(v);
    if (!/^\d{1,5}$/.test(v) || n < 1 || n > MAX_LINE_QUANTITY)
      ctx.addIssue({ code: 'custom', message: `must be a whole number from 1 to ${MAX_LINE_QUANTITY}` });
    return n;
  });

/**
 * Search keywords as the owner types them, words with any separators (src/domain/search.ts: kept
 * as their words, at most MAX_KEYWORDS_LENGTH characters); 'none' clears them; '' is no change.
 */
export const keywordsSpec = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (v === '') return null;
    if (v.toLowerCase() === 'none') return '';
    const problem = keywordsProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    return normaliseKeywords(v);
  });

const count = z.string().regex(/^\d{1,7}$/, 'must be a whole number like 25');
/** A stock entry as the owner types it: a count ('25') or counts per size ('M:10|L:5'); '' is none. */
export const stockSpec = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (v === '') return null;
    if (!v.includes(':')) {
      const parsed = count.safeParse(v);
      if (!parsed.success)
        ctx.addIssue({ code: 'custom', message: "must be a count like 25 or per size like 'M:10|L:5'" });
      return [{ size: '', quantity: Number(v) }];
    }
    return v.split('|').map((part) => {
      const [size = '', quantity = ''] = part.split(':').map((x) => x.trim());
      if (!size || !count.safeParse(quantity).success)
        ctx.addIssue({ code: 'custom', message: `'${part.trim()}' must be a size and a count like M:10` });
      return { size, quantity: Number(quantity) };
    });
  });

/**
 * Volume prices as the owner types them: 'quantity:price' pairs ('50:10.80|200:9.60', prices in
 * rupees) or 'none' (one price at any quantity); '' is no change. Checked against the regular
 * price where the row is (tiersProblem).
 */
export const tierSpec = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (v === '') return null;
    if (v.toLowerCase() === 'none') return [];
    return v.split('|').map((part) => {
      const match = /^(\d{1,6})\s*:\s*(\d{1,7}(?:\.\d{1,2})?)$/.exec(part.trim());
      if (!match)
        ctx.addIssue({
          code: 'custom',
          message: `'${part.trim()}' must be a quantity and a price like 50:10.80`,
        });
      return { minQuantity: Number(match?.[1] ?? 0), pricePaise: toPaise(Number(match?.[2] ?? 0)) };
    });
  });

/** Below a crore of rupees: the most one product may cost. */
const MAX_PRICE_PAISE = 1_000_000_000;

/** A price as the owner types it, in rupees ('249', '249.50', '₹1,099': readPaise), read as paise. */
export const rupees = z
  .string()
  .transform((v, ctx) => {
    const paise = readPaise(v);
    if (paise === undefined || paise >= MAX_PRICE_PAISE) {
      ctx.addIssue({ code: 'custom', message: 'must be an amount in rupees like 249, 249.50 or ₹1,099' });
      return z.NEVER;
    }
    return paise;
  })
  .refine((p) => p > 0, 'must be more than zero');
/** The HSN code and GST rate every product needs before it can be sold (its tax invoice's). */
export const hsnCode = z.string().trim().regex(HSN_CODE, 'must be the HSN code, 4, 6 or 8 digits like 4819');
export const gstRate = z
  .string()
  .trim()
  .regex(
    /^\d{1,3}(\.\d{1,2})?$/,
    'must be the GST rate in per cent, like 18 or 5 (0 for a nil-rated product)',
  )
  .transform(Number)
  .refine(isGstRate, 'must be from 0 to 100 per cent');

const list = z
  .string()
  .trim()
  .transform((v) =>
    v
      .split('|')
      .map((s) => s.trim())
      .filter(Boolean),
  );

const row = z
  .object({
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{0,120}$/, 'use lower-case letters, digits and hyphens'),
    title: z.string().trim().min(2, 'is required').max(200),
    description: z.string().trim().max(5000),
    category: z.string().trim().min(1, 'is required').max(100),
    parentCategory: z.string().trim().min(1, 'is required').max(100),
    regularPrice: rupees,
    discountedPrice: z.union([z.literal('').transform(() => null), rupees]),
    featured: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['', 'true', 'false', 'yes', 'no', '1', '0'], 'must be true or false'))
      .transform((v) => ['true', 'yes', '1'].includes(v)),
    sizes: list,
    colors: list,
    hsnCode,
    gstRate,
    sku: skuSpec,
    stock: stockSpec,
    priceTiers: tierSpec,
    minQuantity: orderQuantitySpec,
    packOf: orderQuantitySpec,
    keywords: keywordsSpec,
  })
  .refine((r) => r.discountedPrice === null || r.discountedPrice < r.regularPrice, {
    message: 'must be lower than regularPrice',
    path: ['discountedPrice'],
  })
  .refine((r) => (r.stock ?? []).every((s) => s.size === '' || r.sizes.includes(s.size)), {
    message: 'names a size the row does not list in sizes',
    path: ['stock'],
  })
  .superRefine((r, ctx) => {
    const problem = r.priceTiers && paiseTiersProblem(r.regularPrice, r.priceTiers);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['priceTiers'] });
  });

type ImportRow = z.infer<typeof row>;

const KINDS: ProductKind[] = [
  'mailer-box',
  'bubble-wrap',
  'bubble-envelope',
  'stretch-film',
  'courier-bag',
  'paper-bag',
  'garbage-bag',
  'floor-cleaner',
  'toilet-cleaner',
  'hand-wash',
  'kitchen-towel',
  'facial-tissue',
  'cling-film',
  'butter-paper',
  'scrub-pad',
  'box',
  'tape',
  'dishwash',
  'tissue',
  'napkin',
  'cup',
  'plate',
  'cutlery',
  'foil',
  'gloves',
  'mop',
  'broom',
  'cloth',
  'dustbin',
];

/** The picture a new product gets: the first kind its title names, else one for its category. */
export function guessKind(title: string, category: string): ProductKind {
  const text = title.toLowerCase();
  const named = KINDS.find((k) => text.includes(k.replace('-', ' ')));
  if (named) return named;
  return /packag|shipping/i.test(category) ? 'box' : 'spray-bottle';
}

export interface ImportResult {
  created: number;
  updated: number;
  errors: string[];
  /** Back-in-stock e-mails queued because the file brought a sold-out product back. */
  alerted?: number;
  /** Slugs of retired products the file updated: they stay retired (`products unretire`). */
  retired?: string[];
}

export function parseImport(text: string): { rows: ImportRow[]; errors: string[] } {
  const [header, ...lines] = parseCsv(text);
  const names = (header ?? []).map((h) => h.trim());
  const missing = COLUMNS.filter((c) => !names.includes(c));
  if (missing.length > 0) return { rows: [], errors: [`header: missing column(s) ${missing.join(', ')}`] };
  const rows: ImportRow[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  const seenSkus = new Set<string>();
  lines.forEach((cells, i) => {
    const record = Object.fromEntries(
      [...COLUMNS, ...OPTIONAL_COLUMNS].map((c) => [
        c,
        names.includes(c) ? (cells[names.indexOf(c)] ?? '') : '',
      ]),
    );
    const result = row.safeParse(record);
    const line = i + 2;
    if (!result.success) errors.push(`row ${line}: ${describeZodError(result.error)}`);
    else if (seen.has(result.data.slug))
      errors.push(`row ${line}: slug: '${result.data.slug}' appears twice in the file`);
    else if (result.data.sku !== null && seenSkus.has(result.data.sku))
      errors.push(`row ${line}: sku: '${result.data.sku}' appears twice in the file`);
    else {
      seen.add(result.data.slug);
      if (result.data.sku !== null) seenSkus.add(result.data.sku);
      rows.push(result.data);
    }
  });
  if (lines.length === 0) errors.push('the file has no product rows');
  return { rows, errors };
}

/**
 * The row's sizes and colours in the product's attributes: each list where it stood (under its own
 * key), dropped when the row has none, added at the end when new, so an unchanged row changes nothing.
 */
const withLists = (attributes: StoredAttribute[], r: ImportRow): StoredAttribute[] => {
  const lists = [
    { is: isSizeKey, key: 'size', value: r.sizes, placed: false },
    { is: isColourKey, key: 'color', value: r.colors, placed: false },
  ];
  const kept = attributes.flatMap((a) => {
    const list = lists.find((l) => l.is(a.key));
    if (!list) return [a];
    if (list.placed || list.value.length === 0) return [];
    list.placed = true;
    return [{ ...a, value: list.value }];
  });
  for (const l of lists) if (!l.placed && l.value.length > 0) kept.push({ key: l.key, value: l.value });
  return kept;
};

/**
 * Which product each row updates: the one with its SKU when it gives one (its slug may then change:
 * pages and images follow the product's id and current slug), else the one with its slug;
 * undefined creates one. A row whose slug is another product's, or that gives a product with a SKU
 * a different one, is an error.
 */
function rowTargets(rows: readonly ImportRow[], existing: readonly ProductRow[]) {
  const bySlug = new Map(existing.map((p) => [p.slug, p]));
  const bySku = new Map(existing.flatMap((p) => (p.sku === null ? [] : [[p.sku, p] as const])));
  const errors: string[] = [];
  const targets = rows.map((r, i) => {
    const slugOwner = bySlug.get(r.slug);
    if (r.sku === null) return slugOwner;
    const skuOwner = bySku.get(r.sku);
    const line = `row ${i + 2}`;
    if (skuOwner && slugOwner && slugOwner !== skuOwner)
      errors.push(`${line}: slug: '${r.slug}' is another product's (${slugOwner.sku ?? 'without a SKU'})`);
    else if (!skuOwner && slugOwner)
      errors.push(
        `${line}: sku: '${r.slug}' has the SKU ${slugOwner.sku ?? '(none yet)'}; a SKU does not change`,
      );
    return skuOwner;
  });
  return { targets, errors };
}

/**
 * Creates or updates products by SKU, or by slug for rows without one; any bad row stops the whole
 * import, so nothing is half done. New products without a SKU are numbered in their family.
 */
export async function importProducts(db: Db, text: string): Promise<ImportResult> {
  const { rows, errors } = parseImport(text);
  if (errors.length > 0) return { created: 0, updated: 0, errors };
  const result = await db.transaction(async (tx) => {
    const skus = rows.flatMap((r) => (r.sku === null ? [] : [r.sku]));
    const existing = await tx
      .select(productColumns)
      .from(products)
      .where(
        or(
          inArray(
            products.slug,
            rows.map((r) => r.slug),
          ),
          skus.length > 0 ? inArray(products.sku, skus) : undefined,
        ),
      );
    const { targets, errors: clashes } = rowTargets(rows, existing);
    if (clashes.length > 0) return { created: 0, updated: 0, errors: clashes };
    let created = 0;
    const counted: string[] = [];
    const retired = rows.flatMap((r, i) => (targets[i]?.retiredAt ? [r.slug] : []));
    for (const [i, r] of rows.entries()) {
      const old = targets[i];
      const values = {
        title: r.title,
        description: r.description,
        category: r.category,
        parentCategory: r.parentCategory,
        regularPricePaise: r.regularPrice,
        discountedPricePaise: r.discountedPrice,
        featured: r.featured,
        hsnCode: r.hsnCode,
        gstRate: r.gstRate,
        attributes: withLists(old?.attributes ?? [], r),
        ...(r.priceTiers && { priceTiers: r.priceTiers }),
        ...(r.minQuantity !== null && { minOrderQuantity: r.minQuantity }),
        ...(r.packOf !== null && { packMultiple: r.packOf }),
        ...(r.keywords !== null && { searchKeywords: r.keywords }),
      };
      if (old) {
        await tx
          .update(products)
          .set({ ...values, slug: r.slug })
          .where(inArray(products.id, [old.id]));
      }
      const id = old?.id ?? productIdFromSlug(r.slug);
      if (!old) {
        created += 1;
        await tx.insert(products).values({
          ...values,
          id: productIdFromSlug(r.slug),
          slug: r.slug,
          sku: r.sku,
          kind: guessKind(r.title, r.category),
          colour: '#8d99ae',
          imageCount: 1,
        });
      }
      if (r.stock) {
        await tx.delete(productStock).where(eq(productStock.productId, id));
        await tx.insert(productStock).values(r.stock.map((c) => ({ ...c, productId: id })));
        counted.push(id);
      }
    }
    await assignMissingSkus(tx);
    const alerted = await sendStockAlerts(tx, counted);
    return { created, updated: rows.length - created, errors: [], alerted, retired };
  });
  await settleCatalogue(db);
  return result;
}
