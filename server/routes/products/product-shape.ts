import { toServedShape } from '../../catalogue/served.ts';
import type { ProductKind, SeedCategory, SeedProduct } from '../../catalogue/types.ts';
import type { products } from '../../db/schema.ts';

export type ProductRow = typeof products.$inferSelect;

export function rowToSeedProduct(row: ProductRow): SeedProduct {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    // Imported products may carry categories of their own; the served shape treats them as text.
    category: row.category as SeedCategory,
    parentCategory: row.parentCategory,
    regularPricePaise: row.regularPricePaise,
    discountedPricePaise: row.discountedPricePaise,
    featured: row.featured,
    kind: row.kind as ProductKind,
    colour: row.colour,
    imageCount: row.imageCount,
    attributes: row.attributes,
  };
}

/** A product row as GET /products serves it, image URLs absolute from `base`. */
export function servedProduct(row: ProductRow, base: string) {
  return {
    ...toServedShape(rowToSeedProduct(row), row.id, `${base}/images/products`),
    createdAt: row.createdAt.toISOString(),
  };
}
