import { paiseTiersProblem } from '../../src/domain/bulk.ts';
import { toPaise } from '../../src/domain/money.ts';
import { keywordsProblem, normaliseKeywords } from '../../src/domain/search.ts';
import { slugify } from '../../src/domain/slug.ts';
import { KIND_KEYWORDS } from './keywords.ts';
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
  /** Sold only in multiples of this (a carton), and at least one carton. */
  packOf?: number;
}

export const at = (key: string, value: string | string[], metricUnit?: string): SeedAttribute =>
  metricUnit === undefined
    ? { key, value: Array.isArray(value) ? value : [value] }
    : { key, value: Array.isArray(value) ? value : [value], metricUnit };

const HSN_KEY = 'hsn_code';
const GST_KEY = 'gst_rate';

/**
 * A product's HSN code and GST rate (per cent), written among its attributes where the product is
 * defined; defineProducts lifts them out into the product's own fields. The rates are our reading
 * of the schedule after 22 Sep 2025: the owner's accountant confirms them, and the owner changes
 * them with the CSV import, never here in code.
 */
export const tax = (hsn: string, gstRate: number): SeedAttribute[] => [
  at(HSN_KEY, hsn),
  at(GST_KEY, String(gstRate), '%'),
];

function liftTax(title: string, attrs: readonly SeedAttribute[]) {
  const hsnCode = attrs.find((a) => a.key === HSN_KEY)?.value[0];
  const rate = attrs.find((a) => a.key === GST_KEY)?.value[0];
  if (hsnCode === undefined || rate === undefined)
    throw new Error(`${title}: the catalogue must give its HSN code and GST rate (tax())`);
  return {
    hsnCode,
    gstRate: Number(rate),
    attributes: attrs.filter((a) => a.key !== HSN_KEY && a.key !== GST_KEY),
  };
}

/** The seed's keywords for a product of `kind` (server/catalogue/keywords.ts), checked as an import's are. */
function seedKeywords(title: string, kind: ProductKind): { searchKeywords?: string } {
  const keywords = KIND_KEYWORDS[kind];
  if (keywords === undefined) return {};
  const problem = keywordsProblem(keywords);
  if (problem) throw new Error(`${title}: keywords ${problem}`);
  return { searchKeywords: normaliseKeywords(keywords) };
}

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
      ...(d.packOf !== undefined && { packMultiple: d.packOf, minOrderQuantity: d.packOf }),
      ...seedKeywords(d.title, d.kind),
      ...liftTax(d.title, d.attrs),
    }));

/**
 * The packaging catalogue's volume prices, by the size of the unit's price: cheap units by the
 * hundred (50+ and 200+), mid-priced ones by the ten (10+ and 50+), dear ones by the few (5+ and
 * 20+), each tier a few per cent off the regular price, in whole 10 paise. The owner changes them
 * per product with the import; this is the seed's starting point.
 */
export function packagingTiers(title: string, regularPricePaise: number) {
  const steps: [number, number][] =
    regularPricePaise <= 10_000
      ? [
          [50, 90],
          [200, 80],
        ]
      : regularPricePaise <= 100_000
        ? [
            [10, 95],
            [50, 90],
          ]
        : [
            [5, 97],
            [20, 94],
          ];
  const tiers = steps.map(([minQuantity, percent]) => ({
    minQuantity,
    pricePaise: Math.round((regularPricePaise * percent) / 1000) * 10,
  }));
  const problem = paiseTiersProblem(regularPricePaise, tiers);
  if (problem) throw new Error(`${title}: ${problem}`);
  return tiers;
}

const packagingWithTiers = defineProducts('Packaging & Shipping Products');
export const packaging = (defs: ProductDef[]): SeedProduct[] =>
  packagingWithTiers(defs).map((p) => ({ ...p, priceTiers: packagingTiers(p.title, p.regularPricePaise) }));
export const household = defineProducts('HouseHold Supplies');
