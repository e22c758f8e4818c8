import { count, sql } from './orm.ts';
import { seedProducts } from '../catalogue/products.ts';
import type { SeedProduct } from '../catalogue/types.ts';
import type { Db } from './client.ts';
import { productIdFromSlug } from './product-id.ts';
import { products, productStock } from './schema.ts';
import { productOptions } from '../../src/domain/product.ts';
import { firstSkus } from '../catalogue/skus.ts';
import { settleCatalogue } from './settle.ts';

/** A product as its row; with its SKU when known, so the row is written once (not again to number it). */
export function toProductRow(p: SeedProduct, createdAt: Date, sku: string | null = null) {
  return {
    id: productIdFromSlug(p.slug),
    slug: p.slug,
    sku,
    title: p.title,
    description: p.description,
    searchKeywords: p.searchKeywords ?? '',
    category: p.category,
    parentCategory: p.parentCategory,
    regularPricePaise: p.regularPricePaise,
    discountedPricePaise: p.discountedPricePaise,
    featured: p.featured,
    kind: p.kind,
    colour: p.colour,
    imageCount: p.imageCount,
    attributes: p.attributes,
    hsnCode: p.hsnCode,
    gstRate: p.gstRate,
    priceTiers: p.priceTiers ?? [],
    minOrderQuantity: p.minOrderQuantity ?? 1,
    packMultiple: p.packMultiple ?? 1,
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * Writes the catalogue (create or update by slug). Newer products in the list get later
 * timestamps, one second apart, so "newest first" follows the catalogue's own order. `skus`, in
 * the list's order, are written with products created here; an update keeps a product's SKU.
 */
export async function upsertProducts(
  db: Db,
  list: readonly SeedProduct[],
  skus: readonly string[] = [],
): Promise<number> {
  if (list.length === 0) return 0;
  const start = Date.now() - list.length * 1000;
  const rows = list.map((p, i) => toProductRow(p, new Date(start + (list.length - i) * 1000), skus[i]));
  await db
    .insert(products)
    .values(rows)
    .onConflictDoUpdate({
      target: products.slug,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        searchKeywords: sql`excluded.search_keywords`,
        category: sql`excluded.category`,
        parentCategory: sql`excluded.parent_category`,
        regularPricePaise: sql`excluded.regular_price_paise`,
        discountedPricePaise: sql`excluded.discounted_price_paise`,
        featured: sql`excluded.featured`,
        kind: sql`excluded.kind`,
        colour: sql`excluded.colour`,
        imageCount: sql`excluded.image_count`,
        attributes: sql`excluded.attributes`,
        hsnCode: sql`excluded.hsn_code`,
        gstRate: sql`excluded.gst_rate`,
        updatedAt: sql`now()`,
      },
    });
  return rows.length;
}

/** Seeds the catalogue on the first start (an empty products table); later starts keep the owner's data. */
export async function seedIfEmpty(db: Db, list: readonly SeedProduct[] = seedProducts): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  if ((row?.n ?? 0) > 0) return 0;
  const written = await upsertProducts(db, list, firstSkus(list));
  const stock = list.flatMap((p, i) => seedStock(p, i));
  for (let at = 0; at < stock.length; at += 1000)
    await db
      .insert(productStock)
      .values(stock.slice(at, at + 1000))
      .onConflictDoNothing();
  await settleCatalogue(db);
  return written;
}

/**
 * The seeded stock, one count per size (or one for the product): plenty of most things, a few
 * running low (3 left) and a few sold out, so the shop shows each state from the first start.
 */
export function seedStock(p: SeedProduct, index: number) {
  const quantity = index % 23 === 22 ? 0 : index % 19 === 18 ? 3 : 40 + ((index * 37) % 460);
  const { sizes } = productOptions(p.attributes);
  const productId = productIdFromSlug(p.slug);
  return (sizes.length > 0 ? sizes : ['']).map((size) => ({ productId, size, quantity }));
}
