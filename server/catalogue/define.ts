import { toPaise } from '../../src/domain/money.ts';
import { slugify } from '../../src/domain/slug.ts';
import type { ProductKind, SeedAttribute, SeedCategory, SeedProduct } from './types.ts';

/** A product as written in the catalogue files: prices in rupees, slug from the title. */
export interface ProductDef {
  title: string;
  description: string;
  parent: string;
  price: number;
  sale?: number;
  featured?: boolean;
  kind: ProductKind;
  colour: string;
  images?: number;
  attrs: SeedAttribute[];
}

export const at = (key: string, value: string | string[], metricUnit?: string): SeedAttribute =>
  metricUnit === undefined
    ? { key, value: Array.isArray(value) ? value : [value] }
    : { key, value: Array.isArray(value) ? value : [value], metricUnit };

/** HSN code, and the GST rate only where we are sure of it (rates changed on 22 Sep 2025). */
export const tax = (hsn: string, gstRate?: number): SeedAttribute[] =>
  gstRate === undefined ? [at('hsn_code', hsn)] : [at('hsn_code', hsn), at('gst_rate', String(gstRate), '%')];

export const defineProducts =
  (category: SeedCategory) =>
  (defs: ProductDef[]): SeedProduct[] =>
    defs.map((d) => ({
      slug: slugify(d.title),
      title: d.title,
      description: d.description,
      category,
      parentCategory: d.parent,
      regularPricePaise: toPaise(d.price),
      discountedPricePaise: d.sale === undefined ? null : toPaise(d.sale),
      featured: d.featured ?? false,
      kind: d.kind,
      colour: d.colour,
      imageCount: d.images ?? (d.featured ? 3 : 2),
      attributes: d.attrs,
    }));

export const packaging = defineProducts('Packaging & Shipping Products');
export const household = defineProducts('HouseHold Supplies');
